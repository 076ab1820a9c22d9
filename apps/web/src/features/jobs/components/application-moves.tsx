import type { ApplicationMove } from '@alongside/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { focusHomeOf } from '../../../lib/focus-home';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useMoveApplication } from '../api/applications';
import { APPLICATION_MOVE_LABELS } from '../job-texts';

/** What a move asks before it is made: its question and what follows. */
export type MoveQuestion = { title: string; body: string; reason?: true };

/**
 * The buttons of the moves the API says the person may make on one application (`actions`, from the
 * lifecycle table). A move with a question asks first; the client's decline may carry a reason.
 */
export function ApplicationMoves({
  id,
  actions,
  by,
  questions,
}: {
  id: string;
  actions: readonly ApplicationMove[];
  by: 'client' | 'worker';
  questions: Partial<Record<ApplicationMove, MoveQuestion>>;
}) {
  const moveApplication = useMoveApplication();
  const { show } = useSnackbar();
  const [asking, setAsking] = useState<ApplicationMove | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const dialogId = useId();
  // The button that asked: a move often takes it away (an offer sent is no longer offered).
  const pressed = useRef<Element | null>(null);
  if (actions.length === 0) return null;

  const run = async (move: ApplicationMove) => {
    const restoreFocus = focusHomeOf(pressed.current);
    setFailure(null);
    try {
      const { message } = await moveApplication.mutateAsync({ id, move, reason: reason.trim() || undefined });
      show({ message, state: 'success' });
    } catch (error) {
      setFailure(isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT);
    } finally {
      setAsking(null);
      setReason('');
      restoreFocus();
    }
  };
  const question = asking ? questions[asking] : undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {actions.map((move) => (
          <Button
            key={move}
            variant={move === 'offer' || move === 'accept' ? 'contained' : 'outlined'}
            color={move === 'decline' || move === 'withdraw' ? 'inherit' : 'primary'}
            size="large"
            loading={moveApplication.isPending && moveApplication.variables?.move === move}
            onClick={(event) => {
              pressed.current = event.currentTarget;
              if (questions[move]) setAsking(move);
              else void run(move);
            }}
          >
            {APPLICATION_MOVE_LABELS[by][move]}
          </Button>
        ))}
      </Box>
      {asking && question ? (
        <Dialog
          open
          onClose={() => setAsking(null)}
          aria-labelledby={`${dialogId}-title`}
          aria-describedby={`${dialogId}-text`}
        >
          <DialogTitle id={`${dialogId}-title`}>{question.title}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText id={`${dialogId}-text`}>{question.body}</DialogContentText>
            {question.reason ? (
              <TextField
                label="Your reason (optional, only you see it)"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            ) : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
            <Button onClick={() => setAsking(null)} variant="outlined" autoFocus>
              Not now
            </Button>
            <Button onClick={() => void run(asking)} variant="contained" loading={moveApplication.isPending}>
              {APPLICATION_MOVE_LABELS[by][asking]}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}
