import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import type { UseMutationResult } from '@tanstack/react-query';
import { useResendEmail } from '../api/resend-email';
import { useCountdown } from '../hooks/use-countdown';

type Countdown = ReturnType<typeof useCountdown>;

/**
 * Asks for another code; the server says how long to wait before the next one, and we count it down.
 * The sign-up confirmation uses it as it is; the e-mail change passes its own request and the
 * countdown it started when the first code went out.
 */
export function ResendCode(props: {
  resend?: UseMutationResult<{ message: string; retry_after_seconds: number }, Error, void>;
  countdown?: Countdown;
}) {
  const ownResend = useResendEmail();
  const ownCountdown = useCountdown();
  const resend = props.resend ?? ownResend;
  const { show } = useSnackbar();
  const { secondsLeft, start } = props.countdown ?? ownCountdown;
  const waiting = secondsLeft > 0;

  const onClick = async () => {
    try {
      const answer = await resend.mutateAsync();
      show({ message: answer.message, state: 'success' });
      start(answer.retry_after_seconds);
    } catch (error) {
      // The API client has shown the error; a "too soon" answer says how long to wait.
      if (isApiError(error) && error.retryAfterSeconds) start(error.retryAfterSeconds);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Typography>Did not get the e-mail? Check your junk mail folder, or ask for a new code.</Typography>
      <Button variant="outlined" onClick={() => void onClick()} disabled={waiting} loading={resend.isPending}>
        Send a new code
      </Button>
      {waiting ? (
        <Typography variant="body2" color="text.secondary">
          You can ask for another code in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}.
        </Typography>
      ) : null}
    </Box>
  );
}
