import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { UpdatePasswordForm } from '../../features/account/components/update-password-form';

/** /account/settings/update-password. */
export function Component() {
  useDocumentTitle('Change your password');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Change your password</Typography>
      <Typography sx={{ mb: 1 }}>
        Enter your current password, then a new one. You stay signed in here. Any other phone or computer
        signed in to your account will be signed out.
      </Typography>
      <UpdatePasswordForm />
    </Box>
  );
}
