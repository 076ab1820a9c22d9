import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { apiErrorText } from '@alongside/domain';
import { isApiError } from '../../../lib/api-client';

export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** The server refused a staff call: the role was taken away since the session was read. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}

/** A failed read: the server's message for a refusal it explains, otherwise a way to try again. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const message =
    isApiError(error) && error.status !== 0 && error.status < 500
      ? apiErrorText(error.message)
      : `We could not load ${what}.`;
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>Try again</Button>}>
      {message}
    </Alert>
  );
}
