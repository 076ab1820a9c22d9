import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Asks before an address is deleted; says what happens to the main address. */
export function DeleteAddressDialog({
  open,
  place,
  isPrimary,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  place: string;
  isPrimary: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Delete this address?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {place} will be removed from your account.
          {isPrimary ? ' Your newest other address will become your main address.' : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onCancel} variant="outlined" autoFocus>
          Keep it
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={pending}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
