import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where a client asks a worker for support (the requests area, issue #21). */
export function requestSupportPath(workerId: string): string {
  return `/requests/new?worker=${encodeURIComponent(workerId)}`;
}

/**
 * What a client can do from a worker's profile: ask them for support, and message them. Messages
 * come with issue #22: until then that button opens a dialog that says so (a real button, so it is
 * found and pressed like the finished one will be).
 */
export function ProfileActions({ name, workerId }: { name: string; workerId: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const textId = useId();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" component={RouterLink} to={requestSupportPath(workerId)}>
          Request support
        </Button>
        <Button variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog">
          Message {name}
        </Button>
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} aria-describedby={textId}>
        <DialogTitle id={titleId}>Messages are coming soon</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            Soon you will be able to send this worker a message here. For now, ask them for support: they can
            accept your request.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
