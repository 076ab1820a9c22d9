import { MESSAGE_MAX_LENGTH, MessageBodySchema } from '@alongside/domain';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

/**
 * Where a message is written: Enter sends, Shift+Enter starts a new line; the count of characters
 * against the 5 000 allowed is always shown. The body is checked with the API's own rule.
 */
export function Composer({ onSend }: { onSend: (body: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const body = MessageBodySchema.safeParse(text);
    if (!body.success) {
      setError(body.error.issues[0]?.message ?? 'Write a message.');
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
  );
}
