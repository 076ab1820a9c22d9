import { CHAT_MESSAGES } from '@alongside/contract';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASON_TEXTS,
  REPORT_REASONS,
  type ReportReason,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useReportConversation } from '../api/report-conversation';

/**
 * "Report": why (the reasons in the domain's words, as radio buttons) and an optional note for the
 * team; then the thank-you. A conversation already reported says so instead of asking again.
 */
export function ReportDialog({
  conversationId,
  alreadyReported,
  onClose,
}: {
  conversationId: string;
  alreadyReported: boolean;
  onClose: () => void;
}) {
  const report = useReportConversation(conversationId);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(alreadyReported ? CHAT_MESSAGES.alreadyReported : null);
  const id = useId();
  const reasons = useRef<HTMLDivElement>(null);

  const send = async () => {
    if (!reason) {
      // As the other forms do with their first invalid field: focus goes to the first reason, with
      // the error drawn first so that it is read out with it.
      flushSync(() => setMissing(true));
      reasons.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
      return;
    }
    setFailure(null);
    try {
      const { message } = await report.mutateAsync({ reason, ...(note.trim() ? { note } : {}) });
      setDone(message);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setDone(apiErrorText(error.message));
      else setFailure(isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Report this conversation</DialogTitle>
      {done ? (
        <>
          <DialogContent>
            <DialogContentText>{done}</DialogContentText>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} variant="contained" size="large" autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>
              Our team reads the conversation and gets back to you. The other person is not told who reported
              it.
            </DialogContentText>
            <FormControl component="fieldset" error={missing}>
              <FormLabel
                component="legend"
                sx={{ color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}
              >
                Why are you reporting it?
              </FormLabel>
              <RadioGroup
                ref={reasons}
                name="reason"
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value as ReportReason);
                  setMissing(false);
                }}
              >
                {REPORT_REASONS.map((each) => (
                  <FormControlLabel
                    key={each}
                    value={each}
                    label={REPORT_REASON_TEXTS[each]}
                    sx={{ minHeight: 44 }}
                    control={
                      <Radio
                        slotProps={{
                          input: {
                            'aria-invalid': missing || undefined,
                            'aria-describedby': missing ? `${id}-missing` : undefined,
                          },
                        }}
                      />
                    }
                  />
                ))}
              </RadioGroup>
              {missing ? (
                <FormHelperText id={`${id}-missing`}>Choose why you are reporting this.</FormHelperText>
              ) : null}
            </FormControl>
            <TextField
              label="Anything our team should know (optional)"
              multiline
              minRows={2}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: REPORT_NOTE_MAX_LENGTH } }}
              helperText={`${note.length} of ${REPORT_NOTE_MAX_LENGTH} characters`}
            />
            {failure ? <Alert severity="error">{failure}</Alert> : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
            <Button onClick={onClose} variant="outlined" size="large">
              Cancel
            </Button>
            <Button onClick={() => void send()} variant="contained" size="large" loading={report.isPending}>
              Send the report
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
