import { ACCOUNT_LIMITS } from '@alongside/domain';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ResendCode } from '../../features/account/components/resend-code';
import { VerifyEmailForm } from '../../features/account/components/verify-email-form';
import { useSession } from '../../lib/auth/get-session';

/** /verify: the verify guard lets only a signed-in person with an unconfirmed address in. */
export function Component() {
  useDocumentTitle('Confirm your e-mail address');
  const { user } = useSession();
  const minutes = Math.round(ACCOUNT_LIMITS.emailCodeSeconds / 60);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">Confirm your e-mail address</Typography>
      <Typography>
        We sent a 6-digit code to <strong>{user?.email}</strong>. Enter it below. The code works for {minutes}{' '}
        minutes.
      </Typography>
      <VerifyEmailForm />
      <Divider />
      <ResendCode />
      <Typography variant="body2">
        Wrong e-mail address?{' '}
        <Link component={RouterLink} to="/logout">
          Sign out
        </Link>{' '}
        and create the account again.
      </Typography>
    </Box>
  );
}
