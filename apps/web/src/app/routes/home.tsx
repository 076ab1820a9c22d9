import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { Welcome } from '../../features/account/components/welcome';
import { UpdatesCard } from '../../features/notifications/components/updates-card';
import { FinishProfileCard } from '../../features/profile-hub/components/finish-profile-card';
import { useSession } from '../../lib/auth/get-session';

/** / and /home: the auth guard above makes sure someone with a confirmed address is signed in. */
export function Component() {
  useDocumentTitle('Home');
  const { user } = useSession();
  return user ? (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Welcome user={user} />
      {user.user_type === 'client' ? (
        <Button
          component={RouterLink}
          to="/search"
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
        >
          Find support workers
        </Button>
      ) : null}
      <UpdatesCard />
      <FinishProfileCard user={user} />
    </Box>
  ) : null;
}
