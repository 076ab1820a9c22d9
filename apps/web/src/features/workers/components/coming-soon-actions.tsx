import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';

const COMING_SOON: Readonly<Record<'message' | 'request', { title: string; text: string }>> = {
  message: {
    title: 'Messages are coming soon',
    text: 'Soon you will be able to send this worker a message here. For now, keep their profile link.',
  },
  request: {
    title: 'Support requests are coming soon',
    text: 'Soon you will be able to ask this worker for support here, with the days and times you need.',
  },
};

/**
 * Where chat and support requests will go. Until they exist, each button opens a dialog that says so
 * (a real button, so it is found and pressed like the finished one will be).
 */
export function ComingSoonActions({ name }: { name: string }) {
  const [open, setOpen] = useState<'message' | 'request' | null>(null);
  const titleId = useId();
  const textId = useId();
  const shown = open ? COMING_SOON[open] : null;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={() => setOpen('request')} aria-haspopup="dialog">
          Request support
        </Button>
        <Button variant="outlined" onClick={() => setOpen('message')} aria-haspopup="dialog">
          Message {name}
        </Button>
      </Box>
      <Dialog
        open={shown !== null}
        onClose={() => setOpen(null)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        {shown ? (
          <>
            <DialogTitle id={titleId}>{shown.title}</DialogTitle>
            <DialogContent>
              <DialogContentText id={textId}>{shown.text}</DialogContentText>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(null)}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
