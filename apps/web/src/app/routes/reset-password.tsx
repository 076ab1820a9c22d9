import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';

/** /reset-password?email=…&code=…: signed-out visitors only (guestGuard). */
export function Component() {
  useDocumentTitle('Choose a new password');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Choose a new password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the 6-digit code from the e-mail we sent you, then your new password.
      </Typography>
      <ResetPasswordForm />
    </>
  );
}
