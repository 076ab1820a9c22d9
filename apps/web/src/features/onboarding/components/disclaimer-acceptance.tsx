import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useAcceptDisclaimer } from '../api/accept-disclaimer';
import { isApiError } from '../../../lib/api-client';
import { useStep } from './use-step';

/**
 * Under the disclaimer text on /onboarding/disclaimer: accepting it is the one thing onboarding
 * cannot skip, since the server will not finish onboarding without it (decision 016).
 */
export function DisclaimerAcceptance() {
  const { user, goNext } = useStep('disclaimer');
  const accept = useAcceptDisclaimer();
  const acceptedAt = user?.disclaimer_accepted_at;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {accept.isError ? (
        <Alert severity="error">
          {isApiError(accept.error) ? apiErrorText(accept.error.message) : UNEXPECTED_ERROR_TEXT}
        </Alert>
      ) : null}
      {acceptedAt ? (
        <>
          <Typography>
            You accepted the disclaimer on{' '}
            {new Date(acceptedAt).toLocaleDateString('en-AU', { dateStyle: 'long' })}.
          </Typography>
          <Button variant="contained" size="large" fullWidth onClick={() => void goNext()}>
            Continue
          </Button>
        </>
      ) : (
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={accept.isPending}
          onClick={() => {
            // On once it is accepted, whatever the new session user redrew meanwhile; a failure
            // shows above from `accept`.
            void accept.mutateAsync().then(
              () => goNext(),
              () => undefined,
            );
          }}
        >
          I have read and accept
        </Button>
      )}
    </Box>
  );
}
