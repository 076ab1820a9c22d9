import { CHAT_MESSAGES, type Conversation } from '@alongside/contract';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { Loading, LoadError, QueryState } from '../../../components/feedback/query-state';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { BOTTOM_NAVIGATION_ROOM } from '../../../components/layout/floating-bottom';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useBlockPerson } from '../api/block-person';
import { useConversation } from '../api/get-conversation';
import { findListedConversation } from '../api/get-conversations';
import { OFFLINE_TEXTS } from '../chat-words';
import { useOnline } from '../hooks/use-online';
import { useThread } from '../hooks/use-thread';
import { lastSequenceOf } from '../thread-state';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { PersonAvatar } from '../../../components/people/person-avatar';
import { ReportDialog } from './report-dialog';
import { personName } from '../../../components/people/person-name';

/**
 * `/chat/:id` (issue #22): the other person and what the conversation is about, the messages by day,
 * and the composer, or why one cannot write (a block). Block, unblock and report are here too. The
 * page scrolls as any other (so the header and the earlier messages scroll away on a small phone);
 * the composer sticks to the foot of the screen, on the frame's bottom navigation, so the box to
 * write in is always in sight, and the page opens scrolled to the newest message.
 */
export function ConversationView({
  id,
  selfId,
  afterSending,
}: {
  id: string;
  selfId: string;
  /** Shown once the person has sent a message here (the offer of this device's notifications). */
  afterSending?: ReactNode;
}) {
  const conversation = useConversation(id);
  const client = useQueryClient();
  // The page's title is read out as it opens, before the conversation's own read may answer: the
  // person's name comes from the list it was opened from, when there is one.
  const known = conversation.data ?? findListedConversation(client, id);
  useDocumentTitle(known ? `${personName(known.other)} · Messages` : 'Messages');
  return (
    <QueryState query={conversation} what="this conversation">
      {(found) => <Thread conversation={found} selfId={selfId} afterSending={afterSending} />}
    </QueryState>
  );
}

function Thread({
  conversation,
  selfId,
  afterSending,
}: {
  conversation: Conversation;
  selfId: string;
  afterSending: ReactNode;
}) {
  const [sentHere, setSentHere] = useState(false);
  const name = personName(conversation.other);
  const { thread, pending, announcement, send, sendFile, retry, discard, loadEarlier, loadingEarlier } =
    useThread(conversation.id, selfId, name);
  const online = useOnline();
  const held = thread.data;
  const marks = {
    other_delivered_up_to: Math.max(conversation.other_delivered_up_to, held?.other_delivered_up_to ?? 0),
    other_read_up_to: Math.max(conversation.other_read_up_to, held?.other_read_up_to ?? 0),
  };
  // The foot of the page, after the composer: brought into view (above the bottom navigation, by
  // its scroll margin), it shows the newest message just above the composer.
  const end = useRef<HTMLDivElement>(null);
  const lastShown = (held ? lastSequenceOf(held) : 0) + pending.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastShown]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <PersonAvatar person={conversation.other} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {conversation.about ? (
            <Typography>
              About:{' '}
              <Link component={RouterLink} to={conversation.about.link}>
                {conversation.about.title}
              </Link>
            </Typography>
          ) : null}
        </Box>
      </Box>
      <ConversationActions conversation={conversation} name={name} />
      {online ? null : (
        <Alert severity="info" icon={<CloudOffOutlined aria-hidden="true" />} data-testid="offline-messages">
          {OFFLINE_TEXTS.messages}
        </Alert>
      )}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="message-announcer">
        {announcement}
      </Box>
      <Box
        component="section"
        aria-label="Messages"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {thread.isPending ? (
          <Loading label="Loading the messages" />
        ) : thread.isError ? (
          <LoadError error={thread.error} what="the messages" onRetry={() => void thread.refetch()} />
        ) : (
          <>
            {held?.has_earlier ? (
              <Button
                onClick={() => void loadEarlier()}
                loading={loadingEarlier}
                size="large"
                sx={{ alignSelf: 'center' }}
              >
                Show earlier messages
              </Button>
            ) : null}
            <MessageList
              messages={held?.messages ?? []}
              pending={pending}
              selfId={selfId}
              otherName={conversation.other.first_name}
              marks={marks}
              onRetry={retry}
              onDelete={discard}
            />
          </>
        )}
      </Box>
      <Box
        data-testid="composer-dock"
        sx={{
          position: 'sticky',
          bottom: BOTTOM_NAVIGATION_ROOM,
          zIndex: 1,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
          pt: 1.5,
          pb: { xs: 1, md: 2 },
        }}
      >
        {conversation.can_write ? (
          <Composer
            onSend={(body) => {
              send(body);
              setSentHere(true);
            }}
            onAttach={async (file, body) => {
              await sendFile(file, body);
              setSentHere(true);
            }}
          />
        ) : (
          <CannotWrite conversation={conversation} />
        )}
      </Box>
      {sentHere ? afterSending : null}
      <Box ref={end} data-testid="conversation-end" sx={{ scrollMarginBottom: BOTTOM_NAVIGATION_ROOM }} />
    </Box>
  );
}

/** Why the composer is not there: the kind words of the API's messages. */
function CannotWrite({ conversation }: { conversation: Conversation }) {
  const text = conversation.blocked_by_me
    ? CHAT_MESSAGES.blockedByMe
    : conversation.blocked_by_other
      ? CHAT_MESSAGES.blockedByOther
      : 'You cannot write to this person now.';
  return (
    <Alert severity="info" data-testid="cannot-write">
      {text}
    </Alert>
  );
}

function ConversationActions({ conversation, name }: { conversation: Conversation; name: string }) {
  const block = useBlockPerson(conversation.id);
  const { show } = useSnackbar();
  const [asking, setAsking] = useState<'block' | 'unblock' | 'report' | null>(null);
  const first = conversation.other.first_name;
  const blocking = !conversation.blocked_by_me;

  const run = async () => {
    try {
      const { message } = await block.mutateAsync(blocking);
      show({ message, state: 'success' });
    } catch (error) {
      show({
        message: isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT,
        state: 'error',
      });
    } finally {
      setAsking(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        startIcon={<BlockOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setAsking(blocking ? 'block' : 'unblock')}
      >
        {blocking ? `Block ${first}` : `Unblock ${first}`}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        startIcon={<FlagOutlined aria-hidden="true" />}
        aria-haspopup="dialog"
        onClick={() => setAsking('report')}
      >
        Report
      </Button>
      {asking === 'block' || asking === 'unblock' ? (
        <ConfirmDialog
          open
          title={asking === 'block' ? `Block ${name}?` : `Unblock ${name}?`}
          body={
            asking === 'block'
              ? `Neither of you can send messages while ${first} is blocked. You can unblock them at any time.`
              : `You can write to each other again.`
          }
          confirmLabel={asking === 'block' ? 'Block' : 'Unblock'}
          cancelLabel="Not now"
          pending={block.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run()}
        />
      ) : null}
      {asking === 'report' ? (
        <ReportDialog
          conversationId={conversation.id}
          alreadyReported={conversation.reported}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
}
