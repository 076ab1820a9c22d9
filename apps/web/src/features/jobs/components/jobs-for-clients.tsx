import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const POSTING_IS_FOR_CLIENTS_TITLE = 'Posting jobs is for people looking for support';

/** What a worker sees on a client's job pages: posting is for clients; finding work comes with the job board. */
export function PostingIsForClients() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{POSTING_IS_FOR_CLIENTS_TITLE}</Typography>
      <Typography>
        People looking for support post jobs here. As a support worker you apply to their jobs, and they can
        find you and ask you directly.
      </Typography>
    </Box>
  );
}

export const BOARD_IS_FOR_WORKERS_TITLE = 'Finding work is for support workers';

/** What a client sees on the workers' job lists: their own jobs are under "My jobs". */
export function BoardIsForWorkers() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{BOARD_IS_FOR_WORKERS_TITLE}</Typography>
      <Typography>
        Support workers find jobs here. Your own jobs, and the people who apply to them, are under My jobs.
      </Typography>
      <Link
        component={RouterLink}
        to="/jobs"
        sx={{ alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        Go to my jobs
      </Link>
    </Box>
  );
}
