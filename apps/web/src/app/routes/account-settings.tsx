import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { AccountSettingsLinks } from '../../features/account/components/account-settings-links';

/** /account/settings and its alias /my-profile/account-settings. */
export function Component() {
  useDocumentTitle('Account settings');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Account settings</Typography>
      <Typography>Change how you sign in and which e-mails you get, or delete your account.</Typography>
      <AccountSettingsLinks />
    </Box>
  );
}
