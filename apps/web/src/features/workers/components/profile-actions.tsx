import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where a client asks a worker for support (the requests area, issue #21). */
export function requestSupportPath(workerId: string): string {
  return `/requests/new?worker=${encodeURIComponent(workerId)}`;
}

/**
 * What a client can do from a worker's profile: ask them for support, and message them. The message
 * button is the chat area's (issue #22), given by the page: a feature does not import another.
 */
export function ProfileActions({ workerId, message }: { workerId: string; message?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Button variant="contained" size="large" component={RouterLink} to={requestSupportPath(workerId)}>
        Request support
      </Button>
      {message}
    </Box>
  );
}
