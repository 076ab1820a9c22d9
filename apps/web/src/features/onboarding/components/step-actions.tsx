import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../components/forms/submit-button';

/** Go on without saving: everything can be done later from the profile. */
export function SkipStepLink({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} size="large" fullWidth>
      Skip for now
    </Button>
  );
}

/** Save and go on, or skip: the two ways out of a step whose form is onboarding's own. */
export function StepActions({ pending, skipTo }: { pending: boolean; skipTo: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
      <SubmitButton pending={pending}>Save and continue</SubmitButton>
      <SkipStepLink to={skipTo} />
    </Box>
  );
}
