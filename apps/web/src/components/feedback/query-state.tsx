import { apiErrorText } from '../../lib/api-error-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client';

/**
 * The one way a screen shows a read that is loading, failed or empty. `what` names the thing in
 * plain words ("your addresses"): it makes "Loading your addresses" for screen readers and "We could
 * not load your addresses." when the read fails for a reason the person cannot act on. A refusal the
 * server explains (a 4xx with a message) is shown in its own words.
 */
export function QueryState<T>({
  query,
  what,
  isEmpty,
  empty,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch'>;
  what: string;
  /** When the data counts as nothing to show; `empty` is drawn instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={`Loading ${what}`} />;
  if (query.isError)
    return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) {
    return typeof empty === 'string' ? <Typography>{empty}</Typography> : (empty ?? null);
  }
  return <>{children(data)}</>;
}

export function Loading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
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
