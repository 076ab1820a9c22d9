import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { roleSentence } from '../../features/account/role-sentence';
import { useSession } from '../../lib/auth/get-session';
import { homeCardsFor } from '../home-cards';
import { audienceOf } from '../navigation';

/** / and /home: a greeting, then the person's cards from the home card table (issue #20). */
export function Component() {
  useDocumentTitle('Home');
  const { user } = useSession();
  if (!user) return null;
  const audience = audienceOf(user);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          Hello, {user.first_name}
        </Typography>
        <Typography>
          {audience === 'staff' ? 'You are signed in as staff.' : roleSentence(user.user_type)}
        </Typography>
      </Box>
      {homeCardsFor(audience).map(({ id, Card }) => (
        <Card key={id} user={user} />
      ))}
    </Box>
  );
}
