import type { Conversation } from '@alongside/contract';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { chatKeys } from '../api/chat-keys';
import { useConversations } from '../api/get-conversations';
import { listTime, OFFLINE_TEXTS, previewText, unreadText } from '../chat-words';
import { POLL_MS, useChatLive } from '../hooks/use-chat-live';
import { useOnline } from '../hooks/use-online';
import { flushOutbox } from '../outbox/outbox';
import type { ChatSocketEvent } from '../socket';
import { PersonAvatar } from '../../../components/people/person-avatar';
import { personName } from '../../../components/people/person-name';

/**
 * `/chat` (issue #22): your conversations, newest first, each with the other person, what it is
 * about, the last message and its time, and how many you have not read. Kept current by the live
 * link (a poll every 10 s while it is down).
 */
export function ConversationList({
  selfId,
  name,
  page,
  pageLink,
}: {
  selfId: string;
  name: string;
  page: number;
  /** The address of another page of the same list. */
  pageLink: (page: number) => string;
}) {
  const client = useQueryClient();
  const onEvent = useCallback(
    (event: ChatSocketEvent) => {
      const changesTheList = ['connected', 'resync', 'message', 'read', 'conversation'].includes(event.type);
      if (changesTheList) void client.invalidateQueries({ queryKey: chatKeys.lists });
      // The link is back: so is the connection, most likely. What waited in the outbox goes now.
      if (event.type === 'connected') void flushOutbox(selfId);
    },
    [client, selfId],
  );
  const { polling } = useChatLive(selfId, onEvent);
  const online = useOnline();
  const conversations = useConversations({ name, page }, polling && online ? POLL_MS : false);
  return (
    <>
      {online ? null : (
        <Alert
          severity="info"
          icon={<CloudOffOutlined aria-hidden="true" />}
          data-testid="offline-conversations"
        >
          {OFFLINE_TEXTS.conversations}
        </Alert>
      )}
      <QueryState
        query={conversations}
        what="your messages"
        isEmpty={(found) => found.data.length === 0}
        empty={
          <Typography>
            {name.trim()
              ? `No conversation with someone called “${name.trim()}”.`
              : 'No messages yet. When you write to someone, or they write to you, the conversation shows here.'}
          </Typography>
        }
      >
        {(found) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box
              component="ul"
              aria-label="Conversations"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              {found.data.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationRow conversation={conversation} selfId={selfId} />
                </li>
              ))}
            </Box>
            {found.meta.last_page > 1 ? (
              <Box component="nav" aria-label="Pages of conversations" sx={{ display: 'flex', gap: 2 }}>
                {page > 1 ? (
                  <Button component={RouterLink} to={pageLink(page - 1)} variant="outlined" size="large">
                    Newer conversations
                  </Button>
                ) : null}
                {page < found.meta.last_page ? (
                  <Button component={RouterLink} to={pageLink(page + 1)} variant="outlined" size="large">
                    Older conversations
                  </Button>
                ) : null}
              </Box>
            ) : null}
          </Box>
        )}
      </QueryState>
    </>
  );
}

function ConversationRow({ conversation, selfId }: { conversation: Conversation; selfId: string }) {
  const name = personName(conversation.other);
  const last = conversation.last_message;
  const unread = conversation.unread_count;
  return (
    <Box
      component={RouterLink}
      to={`/chat/${conversation.id}`}
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        minHeight: 72,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: unread > 0 ? 'action.hover' : 'background.paper',
        '&:hover': { bgcolor: 'action.selected' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <PersonAvatar person={conversation.other} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
          <Typography
            component="h2"
            sx={{ fontWeight: unread > 0 ? 700 : 600, fontSize: '1.0625rem' }}
            noWrap
          >
            {name}
          </Typography>
          {last ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
              <time dateTime={last.sent_at}>{listTime(last.sent_at)}</time>
            </Typography>
          ) : null}
        </Box>
        {conversation.about ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            About: {conversation.about.title}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: unread > 0 ? 600 : 400 }}>
            {last ? `${last.sender_id === selfId ? 'You: ' : ''}${previewText(last)}` : 'No messages yet'}
          </Typography>
          {unread > 0 ? (
            <Chip
              size="small"
              color="primary"
              label={unreadText(unread)}
              sx={{ flexShrink: 0, fontWeight: 700 }}
            />
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
