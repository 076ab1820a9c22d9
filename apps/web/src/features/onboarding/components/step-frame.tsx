import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { useSession } from '../../../lib/auth/get-session';
import {
  ONBOARDING_STEP_TITLES,
  onboardingPath,
  previousStep,
  stepPosition,
  type OnboardingStep,
} from '../onboarding-steps';
import { StepProgress } from './step-progress';

interface StepFrameProps {
  step: OnboardingStep;
  /** A few plain words under the heading. */
  intro?: ReactNode;
  /** Set when the page's content brings its own h1 (the disclaimer text). */
  noHeading?: boolean;
  children: ReactNode;
}

/**
 * One onboarding page: where the person is ("Step 3 of 8"), the heading, and a way back. A step that
 * is not for this user type (a client on the rates step) goes to /onboarding, which picks the right one.
 */
export function StepFrame({ step, intro, noHeading = false, children }: StepFrameProps) {
  const { user } = useSession();
  const position = user ? stepPosition(user.user_type, step) : null;
  const title = ONBOARDING_STEP_TITLES[step];
  useDocumentTitle(position ? `${title} (step ${position.number} of ${position.total})` : title);
  if (!user) return null;
  if (!position) return <Navigate to="/onboarding" replace />;
  const previous = previousStep(user.user_type, step);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pb: 4, overflowWrap: 'break-word' }}>
      <Box>
        <StepProgress number={position.number} total={position.total} />
        {previous ? (
          <Link component={RouterLink} to={onboardingPath(previous)} sx={{ display: 'inline-block', py: 1 }}>
            Back to the previous step
          </Link>
        ) : null}
      </Box>
      {noHeading ? null : (
        <Typography variant="h1" sx={{ mb: 0 }}>
          {title}
        </Typography>
      )}
      {intro ? <Typography sx={{ fontSize: '1.125rem' }}>{intro}</Typography> : null}
      {children}
      {/* The onboarding layout has no menu: help and signing out stay one tap away (decision 016). */}
      <Box
        component="nav"
        aria-label="Help and sign out"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          mt: 2,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Link component={RouterLink} to="/contact-us" sx={{ py: 1 }}>
          Contact us
        </Link>
        <Link component={RouterLink} to="/logout" sx={{ py: 1 }}>
          Sign out
        </Link>
      </Box>
    </Box>
  );
}
