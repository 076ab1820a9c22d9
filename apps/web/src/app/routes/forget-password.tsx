import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';

/** /account/settings/forget-password: no sign-in needed. */
export function Component() {
  useDocumentTitle('Reset your password');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Reset your password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the e-mail address you use for Alongside. We will send you a code to choose a new password.
      </Typography>
      <ForgotPasswordForm />
    </>
  );
}
