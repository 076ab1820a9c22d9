import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { UpdateEmailForm } from '../../features/account/components/update-email-form';
import { useSession } from '../../lib/auth/get-session';

/** /account/settings/update-email-address: new address and password, then the code sent to it. */
export function Component() {
  useDocumentTitle('Change your e-mail address');
  const { user } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Change your e-mail address</Typography>
      {user ? <UpdateEmailForm user={user} /> : null}
    </Box>
  );
}
