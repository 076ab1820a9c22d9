import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useLocation } from 'react-router';

/** On the login page after a deletion: says plainly that it worked, and that the address is free again. */
export function AccountDeletedNote() {
  const { state } = useLocation();
  if (!(state as { accountDeleted?: boolean } | null)?.accountDeleted) return null;
  return (
    <Alert severity="success" sx={{ mb: 3 }} role="status">
      <AlertTitle>Your account is deleted</AlertTitle>
      We have erased your profile, addresses, photo and sign-in details, and signed you out everywhere. We
      sent a last e-mail to confirm it. You can create a new account with the same e-mail address at any time.
    </Alert>
  );
}
