import type { Notification } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';

/** Only links inside the app are followed; anything else is shown as text. */
function isAppLink(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//');
}

/**
 * The person's unread updates (a decision on a document, a document running out), each with its
 * link and "Mark as read". Shows nothing when there are none, or when they cannot be loaded.
 */
export function UpdatesCard({
  title = 'Updates',
  filter,
}: {
  title?: string;
  /** Which updates belong here (all of them on the home page). */
  filter?: (notification: Notification) => boolean;
}) {
  const notifications = useNotifications();
  const read = useMarkNotificationRead();
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
        <Typography>
          {unread.length === 1 ? 'You have 1 new update.' : `You have ${unread.length} new updates.`}
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {unread.map((notification) => (
            <Box
              component="li"
              key={notification.id}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 2, overflowWrap: 'anywhere' }}
            >
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
                {notification.title}
              </Typography>
              <Typography sx={{ mb: 1 }}>{notification.body}</Typography>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
                {isAppLink(notification.link) ? (
                  <Link
                    component={RouterLink}
                    to={notification.link}
                    aria-label={`Open: ${notification.title}`}
                    sx={{ fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
                  >
                    Open
                  </Link>
                ) : null}
                <Button
                  variant="outlined"
                  size="large"
                  loading={read.isPending && read.variables === notification.id}
                  onClick={() => read.mutate(notification.id)}
                  aria-label={`Mark as read: ${notification.title}`}
                >
                  Mark as read
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
