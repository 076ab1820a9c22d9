import { DELETE_CONFIRMATION_WORD } from '@alongside/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { DeleteAccountForm } from '../../features/account/components/delete-account-form';

/** /account/settings/delete-account: says plainly what goes, then asks for the password and the word. */
export function Component() {
  useDocumentTitle('Delete your account');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Delete your account</Typography>
      <Typography>This cannot be undone. When you delete your account we erase:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
        <li>your account, your name and your e-mail address</li>
        <li>your profile, your photo and everything you wrote in it</li>
        <li>your addresses</li>
        <li>your sign-in on every phone and computer</li>
      </Box>
      <Typography>
        Messages you sent to our support team stay with them, so they can finish helping you. You can create a
        new account with the same e-mail address later.
      </Typography>
      <Typography sx={{ mb: 1 }}>
        To go ahead, enter your password and type {DELETE_CONFIRMATION_WORD}.
      </Typography>
      <DeleteAccountForm />
    </Box>
  );
}
