import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const WORKERS_ONLY_TITLE = 'Searching for workers is for people looking for support';

/** What a worker sees at /search: the search is for clients (decision 018), with a way on. */
export function SearchIsForClients() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{WORKERS_ONLY_TITLE}</Typography>
      <Typography>
        People looking for support use this page to find workers near them. They can find your profile when it
        is visible and your checks are done.
      </Typography>
      <Link
        component={RouterLink}
        to="/profile"
        sx={{ alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        Go to your profile
      </Link>
    </Box>
  );
}
