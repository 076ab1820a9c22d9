import { DOCUMENT_MESSAGES, type IdentityCheck } from '@alongside/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SandboxNotice } from '../../../components/feedback/sandbox-notice';
import { isApiError } from '../../../lib/api-client';
import { useIdentityCheck, useSandboxResult, useStartIdentityCheck } from '../api/identity-checks';

export interface IdentityCheckLinks {
  /** Back to where the person came from once it is done. */
  profile: string;
  /** Their ID for our team to check instead. */
  upload: string;
}

/**
 * /frankieone-verification: starts an identity check with the provider, shows the sandbox's test
 * panel while it runs locally, then the outcome in words. The check's id stays in the address
 * (`?check=`), so a reload or the provider's return lands on the same check.
 */
export function IdentityCheckFlow({ links }: { links: IdentityCheckLinks }) {
  const [params, setParams] = useSearchParams();
  const checkId = params.get('check');
  const start = useStartIdentityCheck();
  const check = useIdentityCheck(checkId);

  // The check's id goes into the address once the start is done, whatever became of this screen
  // meanwhile (a callback given to `mutate` goes with the screen); a failure shows from `start`.
  const begin = () =>
    void start.mutateAsync().then(
      (started) => setParams({ check: started.id }, { replace: true }),
      () => undefined,
    );

  if (start.isError && isApiError(start.error) && start.error.status === 409) {
    return (
      <Outcome heading={DOCUMENT_MESSAGES.identityDone}>
        <Typography>You do not need to do it again.</Typography>
        <BackToProfile to={links.profile} />
      </Outcome>
    );
  }

  if (checkId === null || start.isPending) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>
          We check your name and date of birth against your driver licence or passport. It takes a few
          minutes. Have one of them with you.
        </Typography>
        {start.isError ? (
          <Alert severity="error">
            {isApiError(start.error) && start.error.message
              ? start.error.message
              : 'We could not start the check. Please try again.'}
          </Alert>
        ) : null}
        <Button variant="contained" size="large" loading={start.isPending} onClick={begin} fullWidth>
          Start the check
        </Button>
        <UploadInstead to={links.upload} />
      </Box>
    );
  }

  if (check.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading your identity check" />
      </Box>
    );
  }
  if (check.isError) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="error">We cannot find this check. Start a new one.</Alert>
        <Button variant="contained" size="large" loading={start.isPending} onClick={begin} fullWidth>
          Start the check
        </Button>
      </Box>
    );
  }

  return <CheckState check={check.data} links={links} onRetry={begin} retrying={start.isPending} />;
}

function CheckState({
  check,
  links,
  onRetry,
  retrying,
}: {
  check: IdentityCheck;
  links: IdentityCheckLinks;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (check.status === 'passed') {
    return (
      <Outcome heading="Your identity is checked">
        <Typography>Thank you. People can now see that you have proved who you are.</Typography>
        <BackToProfile to={links.profile} />
      </Outcome>
    );
  }
  if (check.status === 'failed') {
    return (
      <Outcome heading="We could not check your identity">
        <Typography>
          The details did not match. You can try again, or upload your ID for our team to check.
        </Typography>
        <Button variant="contained" size="large" loading={retrying} onClick={onRetry} fullWidth>
          Try again
        </Button>
        <Button component={RouterLink} to={links.upload} variant="outlined" size="large" fullWidth>
          Upload your ID instead
        </Button>
      </Outcome>
    );
  }
  if (check.provider === 'sandbox') return <SandboxPanel check={check} />;
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>Your check has started. We are waiting for the result.</Typography>
      {check.redirect_url ? (
        <Button href={check.redirect_url} variant="contained" size="large" fullWidth>
          Continue to the identity check
        </Button>
      ) : null}
    </Box>
  );
}

/** The sandbox provider (decision 017): the tester chooses the outcome; the server sends the callback. */
function SandboxPanel({ check }: { check: IdentityCheck }) {
  const result = useSandboxResult();
  const choose = (outcome: 'pass' | 'fail') => result.mutate({ id: check.id, outcome });
  return (
    <SandboxNotice heading="Test identity service">
      <Typography sx={{ fontWeight: 600 }}>
        For testing only. This stands in for the real check: choose what happens.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          loading={result.isPending && result.variables.outcome === 'pass'}
          disabled={result.isPending}
          onClick={() => choose('pass')}
        >
          Pass the check
        </Button>
        <Button
          variant="outlined"
          size="large"
          loading={result.isPending && result.variables.outcome === 'fail'}
          disabled={result.isPending}
          onClick={() => choose('fail')}
        >
          Fail the check
        </Button>
      </Box>
    </SandboxNotice>
  );
}

function Outcome({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2">{heading}</Typography>
      {children}
    </Box>
  );
}

function BackToProfile({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
      Back to your profile
    </Button>
  );
}

function UploadInstead({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="outlined" size="large" fullWidth>
      Upload your ID instead
    </Button>
  );
}
