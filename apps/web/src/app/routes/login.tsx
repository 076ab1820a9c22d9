import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AccountDeletedNote } from '../../features/account/components/account-deleted-note';
import { LoginForm } from '../../features/account/components/login-form';
import { SignedInNote } from '../../features/account/components/signed-in-note';

/** /login and /signin: always reachable, even when signed in (spec §2). */
export function Component() {
  useDocumentTitle('Sign in');
  return (
    <>
      <AccountDeletedNote />
      <SignedInNote />
      <Typography variant="h1" sx={{ mb: 3 }}>
        Sign in
      </Typography>
      <LoginForm />
    </>
  );
}
