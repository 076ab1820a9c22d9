import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useOpenConversation } from '../api/open-conversation';

/**
 * "Message {name}": opens (or returns to) the conversation with this person and goes to it. Where
 * there is no reason to talk the API says why (403), and that is shown as it is.
 */
export function MessageButton({ userId, name }: { userId: string; name: string }) {
  const open = useOpenConversation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const start = async () => {
    setFailure(null);
    try {
      const conversation = await open.mutateAsync(userId);
      await navigate(`/chat/${conversation.id}`);
    } catch (error) {
      setFailure(isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ChatBubbleOutlineOutlined aria-hidden="true" />}
        loading={open.isPending}
        onClick={() => void start()}
        sx={{ alignSelf: 'flex-start' }}
      >
        Message {name}
      </Button>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
    </Box>
  );
}
