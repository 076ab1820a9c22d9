import { MESSAGE_MAX_LENGTH, MessageBodySchema, MessageCaptionSchema } from '@alongside/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { isApiError } from '../../../lib/api-client';
import { AttachButton } from './attach-button';

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; the count of characters
 * against the 5 000 allowed is always shown. The body is checked with the API's own rule.
 */
export function Composer({
  onSend,
  onAttach,
}: {
  onSend: (body: string) => void;
  /** Sends a photo or PDF with the words written so far; rejects with the reason when it is refused. */
  onAttach?: (file: File, body: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const [error, setError] = useState<string | null>(null);
  // What is wrong with the words is read out as it appears (the field's own description is not):
  // a new line in a live region kept on the page, keyed by a count so the same words twice are read
  // twice. The field takes the focus, to mend it.
  const [told, setTold] = useState(0);
  const refuseWords = (message: string) => {
    setError(message);
    setTold((count) => count + 1);
    field.current?.focus();
  };
  // Said beside the Attach button, not on the message: nothing is wrong with the words.
  // Keyed by a count, so the same refusal twice is read out twice.
  const [fileError, setFileError] = useState<{ text: string; count: number } | null>(null);
  const refuseFile = (message: string) =>
    setFileError((before) => ({ text: message, count: (before?.count ?? 0) + 1 }));
  const [sendingFile, setSendingFile] = useState<string | null>(null);

  const attach = async (file: File) => {
    if (!onAttach) return;
    const words = MessageCaptionSchema.safeParse(text);
    if (!words.success) {
      refuseWords(words.error.issues[0]?.message ?? 'Check your message.');
      return;
    }
    setError(null);
    setFileError(null);
    setSendingFile(file.name);
    try {
      await onAttach(file, words.data);
      setText('');
    } catch (refusal) {
      const aboutWords = wordsRefusal(refusal);
      if (aboutWords) refuseWords(aboutWords);
      else refuseFile(attachmentRefusal(refusal));
    } finally {
      setSendingFile(null);
    }
  };

  const submit = () => {
    const body = MessageBodySchema.safeParse(text);
    if (!body.success) {
      refuseWords(body.error.issues[0]?.message ?? 'Write a message.');
      return;
    }
    setError(null);
    setText('');
    onSend(body.data);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        component="form"
        noValidate
        aria-label="Write a message"
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label="Message"
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          value={text}
          error={error !== null}
          helperText={
            error ??
            `${text.length} of ${MESSAGE_MAX_LENGTH} characters. Enter sends; Shift and Enter start a new line.`
          }
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          inputRef={field}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<SendOutlined aria-hidden="true" />}
          sx={{ minHeight: 56 }}
        >
          Send
        </Button>
      </Box>
      <Box aria-live="assertive" sx={visuallyHidden} data-testid="composer-announcer">
        {told > 0 && error ? <span key={told}>{error}</span> : null}
      </Box>
      {onAttach ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <AttachButton
            onAttach={(file) => void attach(file)}
            onRefused={refuseFile}
            busy={sendingFile !== null}
          />
          <Typography role="status" sx={{ color: 'text.secondary' }}>
            {sendingFile ? `Sending ${sendingFile}…` : ''}
          </Typography>
          <Typography key={fileError?.count} role="alert" sx={{ color: 'error.main' }}>
            {fileError?.text ?? ''}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}

/** The server's words when it refused the message's words sent with a file, which belong on the message. */
function wordsRefusal(refusal: unknown): string | undefined {
  return isApiError(refusal) && !refusal.errors?.['file'] ? refusal.errors?.['body']?.[0] : undefined;
}

/** Why a file was not sent: the server's words for the file, or a plain fallback. */
function attachmentRefusal(refusal: unknown): string {
  if (isApiError(refusal)) return refusal.errors?.['file']?.[0] ?? refusal.message;
  return 'We could not send the file. Check your connection and try again.';
}
