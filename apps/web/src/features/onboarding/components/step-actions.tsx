import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../components/forms/submit-button';

/** Save and go on, or go on without saving: everything can be done later from the profile. */
export function StepActions({ pending, skipTo }: { pending: boolean; skipTo: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1 }}>
      <SubmitButton pending={pending}>Save and continue</SubmitButton>
      <Button component={RouterLink} to={skipTo} size="large" fullWidth>
        Skip for now
      </Button>
    </Box>
  );
}
