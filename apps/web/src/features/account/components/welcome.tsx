import type { SessionUser } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';

/** Plain words for the two user types (spec §1). */
export function roleSentence(userType: SessionUser['user_type']): string {
  return userType === 'worker'
    ? 'You are signed in as a support worker.'
    : 'You are signed in as someone looking for support.';
}

export function Welcome({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}>
      <Typography variant="h1">Hello, {user.first_name}</Typography>
      <Typography>{roleSentence(user.user_type)}</Typography>
      <Link
        component={RouterLink}
        to="/account"
        sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        Your account and settings
      </Link>
      <Button variant="outlined" onClick={() => void navigate('/logout')}>
        Sign out
      </Button>
    </Box>
  );
}
