import type { Notification } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { TouchLink } from '../../../components/links/touch-link';
import { focusHomeOf } from '../../../lib/focus-home';

/** Only links inside the app are followed; anything else is shown as text. */
function isAppLink(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//');
}

/** Unread updates, each with its link and "Mark as read": on the home page's card and in the bell. */
export function UpdateList({
  updates,
  onOpen,
}: {
  updates: readonly Notification[];
  /** Called when the person follows an update's link (the bell closes its panel). */
  onOpen?: () => void;
}) {
  const read = useMarkNotificationRead();
  return (
    <Box
      component="ul"
      data-focus-home
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {updates.map((notification) => (
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
              <TouchLink
                to={notification.link}
                onClick={onOpen}
                aria-label={`Open: ${notification.title}`}
                sx={{ fontWeight: 600 }}
              >
                Open
              </TouchLink>
            ) : null}
            <Button
              variant="outlined"
              size="large"
              loading={read.isPending && read.variables === notification.id}
              onClick={(event) => {
                const restore = focusHomeOf(event.currentTarget);
                void read
                  .mutateAsync(notification.id)
                  .catch(() => undefined)
                  .finally(restore);
              }}
              aria-label={`Mark as read: ${notification.title}`}
            >
              Mark as read
            </Button>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** "You have 3 new updates." */
export function unreadSentence(count: number): string {
  return count === 1 ? 'You have 1 new update.' : `You have ${count} new updates.`;
}
