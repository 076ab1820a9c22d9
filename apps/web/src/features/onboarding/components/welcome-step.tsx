import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { writeAuthOptions } from '../../../lib/auth/auth-options';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

const TEXTS = {
  client: [
    'Alongside helps you find support workers who suit you, and talk with them directly.',
    'First we will ask a few quick questions: what help you need, when, and who you would like. It takes about 5 minutes.',
  ],
  worker: [
    'Alongside helps you find clients who need the support you offer, and work with them directly.',
    'First we will ask a few quick questions: what you offer, when you can work and your rates. It takes about 5 minutes.',
  ],
} as const;

/** /onboarding/welcome: what Alongside does for this person, in a few plain sentences. */
export function WelcomeStep() {
  const { user, nextPath } = useStep('welcome');
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <StepFrame step="welcome">
      <Typography sx={{ fontSize: '1.125rem' }}>Hello, {user.first_name}.</Typography>
      {TEXTS[user.user_type].map((text) => (
        <Typography key={text}>{text}</Typography>
      ))}
      <Typography>You can skip any question and answer it later from your profile.</Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
        <Button component={RouterLink} to={nextPath} variant="contained" size="large" fullWidth>
          Get started
        </Button>
        <Button
          size="large"
          fullWidth
          onClick={() => {
            // The auth-options cookie (spec §3): the onboarding guard lets the person through from now on.
            writeAuthOptions({ skipOnboarding: true });
            void navigate('/');
          }}
        >
          Set up later
        </Button>
      </Box>
    </StepFrame>
  );
}
