import type { Notification } from '@alongside/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TouchLink } from '../../../components/links/touch-link';
import { useNotifications } from '../api/get-notifications';
import { unreadSentence, UpdateList } from './update-list';

/**
 * The person's unread updates (a decision on a document, a document running out), each with its
 * link and "Mark as read", newest first. Shows nothing when there are none, or when they cannot be
 * loaded.
 */
export function UpdatesCard({
  title = 'Updates',
  filter,
  most,
}: {
  title?: string;
  /** Which updates belong here (all of them on the home page). */
  filter?: (notification: Notification) => boolean;
  /** Shows at most this many, with a link to all of them on the updates page; all when unset. */
  most?: number;
}) {
  const notifications = useNotifications();
  const id = useId();
  if (!notifications.isSuccess) return null;
  const unread = notifications.data.notifications.filter(
    (notification) => notification.read_at === null && (filter ? filter(notification) : true),
  );
  if (unread.length === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-heading`} sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id={`${id}-heading`} variant="h2">
          {title}
        </Typography>
        <Typography>{unreadSentence(unread.length)}</Typography>
        <UpdateList updates={most === undefined ? unread : unread.slice(0, most)} />
        {most !== undefined && unread.length > most ? (
          <TouchLink to="/notifications" sx={{ alignSelf: 'flex-start', fontWeight: 600 }}>
            See all updates
          </TouchLink>
        ) : null}
      </CardContent>
    </Card>
  );
}
