import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/auth/get-session';

/** The login page stays reachable when signed in (spec §2); this says so and offers the way home. */
export function SignedInNote() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      You are signed in as {user.email}.{' '}
      <Link component={RouterLink} to="/">
        Go to the home page
      </Link>
    </Alert>
  );
}
