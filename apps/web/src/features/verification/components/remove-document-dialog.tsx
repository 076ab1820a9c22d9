import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

/** Asks before a document and its file are removed; says when that loses an approval. */
export function RemoveDocumentDialog({
  open,
  approved,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** Removing an approved document loses its approval (and may lose "fully verified"). */
  approved: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>Remove this document?</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>
          {approved
            ? 'The file is deleted and this check is no longer approved. You will need to upload it again.'
            : 'The file is deleted and our team will not review it.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onCancel} variant="outlined" autoFocus>
          Keep it
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={pending}>
          Remove
        </Button>
      </DialogActions>
    </Dialog>
  );
}
