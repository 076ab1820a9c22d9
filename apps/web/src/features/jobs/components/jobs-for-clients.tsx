import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

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
