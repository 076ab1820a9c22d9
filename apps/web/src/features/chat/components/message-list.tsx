import type { Message, MessageAbout, MessageAttachment } from '@alongside/contract';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { clockTime, groupByDay, MARK_TEXTS, markOf, messageAboutText } from '../chat-words';
import type { PendingMessage } from '../hooks/use-outbox';
import { AttachmentView } from './attachment-view';

type Mark = keyof typeof MARK_TEXTS;

const MARK_ICONS: Readonly<Record<Mark, SvgIconComponent>> = {
  sending: ScheduleOutlined,
  waiting: CloudOffOutlined,
  sent: DoneOutlined,
  delivered: DoneAllOutlined,
  read: DoneAllOutlined,
  failed: ErrorOutlineOutlined,
};

/** One line of the conversation as drawn: a message the server holds, or one of yours on its way. */
interface Shown {
  key: string;
  body: string;
  attachment: MessageAttachment | null;
  /** The application or request that sent it, shown on a line above it. */
  about: MessageAbout | null;
  sent_at: string;
  mine: boolean;
  mark: Mark | null;
  pending: PendingMessage | null;
}

/**
 * The messages in sequence order under a heading for each day ("Today", "Yesterday", "Tuesday 24
 * November"); one an application or a request sent under a line saying so ("Applied to: …", linked
 * to the job); yours on the right with their mark in words and an icon, then yours still on the way:
 * sending, waiting for the network, or refused ("Not sent", the reason, "Try again" and "Delete").
 */
export function MessageList({
  messages,
  pending,
  selfId,
  otherName,
  marks,
  onRetry,
  onDelete,
  now = new Date(),
  timeZone,
}: {
  messages: readonly Message[];
  pending: readonly PendingMessage[];
  selfId: string;
  otherName: string;
  marks: { other_delivered_up_to: number; other_read_up_to: number };
  onRetry: (clientId: string) => void;
  onDelete: (clientId: string) => void;
  now?: Date;
  timeZone?: string;
}) {
  const shown: Shown[] = [
    ...messages.map((message) => {
      const mine = message.sender_id === selfId;
      return {
        key: `m${message.sequence}`,
        body: message.body,
        attachment: message.attachment,
        // A copy saved offline before messages carried it has none.
        about: message.about ?? null,
        sent_at: message.sent_at,
        mine,
        mark: mine ? markOf(message.sequence, marks) : null,
        pending: null,
      };
    }),
    ...pending.map((each) => ({
      key: `p${each.client_id}`,
      body: each.body,
      attachment: null,
      about: null,
      sent_at: each.sent_at,
      mine: true,
      mark: each.state,
      pending: each,
    })),
  ];
  if (shown.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>No messages yet. Say hello.</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {groupByDay(shown, now, timeZone).map((group) => (
        <DayMessages
          key={group.day}
          heading={group.heading}
          items={group.items}
          otherName={otherName}
          onRetry={onRetry}
          onDelete={onDelete}
          timeZone={timeZone}
        />
      ))}
    </Box>
  );
}

function DayMessages({
  heading,
  items,
  otherName,
  onRetry,
  onDelete,
  timeZone,
}: {
  heading: string;
  items: readonly Shown[];
  otherName: string;
  onRetry: (clientId: string) => void;
  onDelete: (clientId: string) => void;
  timeZone: string | undefined;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography
        id={id}
        component="h2"
        variant="body2"
        sx={{ textAlign: 'center', fontWeight: 600, color: 'text.secondary', my: 1 }}
      >
        {heading}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {items.map((item) => (
          <MessageItem
            key={item.key}
            item={item}
            otherName={otherName}
            onRetry={onRetry}
            onDelete={onDelete}
            timeZone={timeZone}
          />
        ))}
      </Box>
    </Box>
  );
}

function MessageItem({
  item,
  otherName,
  onRetry,
  onDelete,
  timeZone,
}: {
  item: Shown;
  otherName: string;
  onRetry: (clientId: string) => void;
  onDelete: (clientId: string) => void;
  timeZone: string | undefined;
}) {
  const Icon = item.mark ? MARK_ICONS[item.mark] : null;
  return (
    <Box
      component="li"
      data-testid={item.mine ? 'message-mine' : 'message-theirs'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: item.mine ? 'flex-end' : 'flex-start',
        pl: item.mine ? 6 : 0,
        pr: item.mine ? 0 : 6,
      }}
    >
      {item.about ? (
        <Typography
          variant="body2"
          component="p"
          sx={{ color: 'text.secondary', mb: 0.25 }}
          data-testid="message-about"
        >
          <Link component={RouterLink} to={item.about.link} color="inherit">
            {messageAboutText(item.about)}
          </Link>
        </Typography>
      ) : null}
      <Box
        sx={{
          px: 1.75,
          py: 1,
          borderRadius: 3,
          maxWidth: '100%',
          bgcolor: item.mine ? 'primary.main' : 'background.paper',
          color: item.mine ? 'primary.contrastText' : 'text.primary',
          border: item.mine ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {item.mine ? 'You' : otherName}:{' '}
        </Box>
        {item.attachment ? <AttachmentView attachment={item.attachment} /> : null}
        {item.body !== '' ? (
          <Typography component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.body}
          </Typography>
        ) : null}
      </Box>
      <Typography
        variant="body2"
        component="p"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', mt: 0.25 }}
      >
        <time dateTime={item.sent_at}>{clockTime(item.sent_at, timeZone)}</time>
        {item.mark && Icon ? (
          <>
            <span aria-hidden="true">·</span>
            <Icon
              aria-hidden="true"
              sx={{
                fontSize: 16,
                color:
                  item.mark === 'read' ? 'primary.main' : item.mark === 'failed' ? 'error.main' : 'inherit',
              }}
            />
            <span>{MARK_TEXTS[item.mark]}</span>
          </>
        ) : null}
      </Typography>
      {item.pending?.state === 'failed' ? (
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          {item.pending.error ? (
            <Typography variant="body2" sx={{ color: 'error.main' }}>
              {item.pending.error}
            </Typography>
          ) : null}
          <Button size="large" onClick={() => onRetry(item.pending!.client_id)}>
            Try again
          </Button>
          <Button
            size="large"
            color="inherit"
            startIcon={<DeleteOutlined aria-hidden="true" />}
            onClick={() => onDelete(item.pending!.client_id)}
          >
            Delete
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
