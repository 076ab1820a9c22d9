import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { RegisterForm } from '../../features/account/components/register-form';

/** /register: signed-out visitors only (registerGuard). */
export function Component() {
  useDocumentTitle('Create an account');
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Create an account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        It is free to join. We will send a code to your e-mail address to check it is yours.
      </Typography>
      <RegisterForm />
    </>
  );
}
