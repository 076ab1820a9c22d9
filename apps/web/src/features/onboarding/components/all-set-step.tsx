import { PROFILE_MESSAGES } from '@alongside/contract';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { onboardingPath } from '../onboarding-steps';
import { StepFrame } from './step-frame';

/** The last step: finishing sets onboarded_at on the server, then the person goes on. */
export function AllSetStep() {
  const complete = useCompleteOnboarding();
  const navigate = useNavigate();
  // On once onboarding is complete, even if the new session user redrew this step meanwhile (a
  // callback given to `mutate` would go with it); a failure shows below from `complete`.
  const finish = (to: string) =>
    void complete.mutateAsync().then(
      () => navigate(to),
      () => undefined,
    );
  const needsDisclaimer =
    isApiError(complete.error) && (complete.error.errors?.['disclaimer']?.length ?? 0) > 0;

  return (
    <StepFrame
      step="all-set"
      intro="Thank you. Your account is ready. Your profile shows what is still missing, and you can add it whenever suits you."
    >
      {complete.isError ? (
        <Alert severity="error">
          {needsDisclaimer
            ? PROFILE_MESSAGES.disclaimerFirst
            : isApiError(complete.error)
              ? apiErrorText(complete.error.message)
              : UNEXPECTED_ERROR_TEXT}
          {needsDisclaimer ? (
            <>
              {' '}
              <Link component={RouterLink} to={onboardingPath('disclaimer')}>
                Read the disclaimer
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Typography>A complete profile helps people find you and trust you.</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={complete.isPending}
          onClick={() => finish('/profile')}
        >
          Go to my profile
        </Button>
        <Button size="large" fullWidth disabled={complete.isPending} onClick={() => finish('/')}>
          Go to the home page
        </Button>
      </Box>
    </StepFrame>
  );
}
