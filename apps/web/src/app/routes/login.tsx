import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { LoginForm } from '../../features/account/components/login-form';
import { SignedInNote } from '../../features/account/components/signed-in-note';

/** /login and /signin: always reachable, even when signed in (spec §2). */
export function Component() {
  useDocumentTitle('Sign in');
  return (
    <>
      <SignedInNote />
      <Typography variant="h1" sx={{ mb: 3 }}>
        Sign in
      </Typography>
      <LoginForm />
    </>
  );
}
