import type { Notification } from '@alongside/contract';
import { formatDocumentDate } from '@alongside/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { ShowMore } from '../../../components/feedback/show-more';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useNotificationPages } from '../api/get-notification-pages';
import { unreadSentence } from './update-list';
import { TouchLink } from '../../../components/links/touch-link';
import { focusHomeOf } from '../../../lib/focus-home';

/**
 * Every update of the person (`/notifications`, issue #21 item 7), newest first, the unread ones
 * marked "New"; one or all can be marked read, and more load as the person reaches the end of the
 * list (or presses "Show more", for those who do not scroll).
 */
export function NotificationFeed() {
  const pages = useNotificationPages();
  const markAll = useMarkAllRead();
  const { show } = useSnackbar();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <QueryState query={pages} what="your updates">
      {(found) => {
        const updates = found.pages.flatMap((page) => page.data);
        const unread = found.pages[0]?.meta.unread ?? 0;
        return (
          <Box data-focus-home sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography role="status">
              {unread === 0 ? "You're all caught up." : unreadSentence(unread)}
            </Typography>
            {unread > 0 ? (
              <Button
                variant="outlined"
                size="large"
                sx={{ alignSelf: 'flex-start' }}
                loading={markAll.isPending}
                onClick={(event) => {
                  const restore = focusHomeOf(event.currentTarget);
                  void markAll
                    .mutateAsync()
                    .then(({ message }) => show({ message, state: 'success' }))
                    .finally(restore);
                }}
              >
                Mark all as read
              </Button>
            ) : null}
            {updates.length === 0 ? (
              <Typography>Nothing yet. We will tell you here when something needs you.</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' }}
              >
                {updates.map((update) => (
                  <li key={update.id}>
                    <Update update={update} />
                  </li>
                ))}
              </Box>
            )}
            <div ref={end} />
            <ShowMore pages={pages} variant="text" />
          </Box>
        );
      }}
    </QueryState>
  );
}

/** Only links inside the app are followed; anything else is shown as text. */
function isAppLink(link: string | null): link is string {
  return link !== null && link.startsWith('/') && !link.startsWith('//');
}

function Update({ update }: { update: Notification }) {
  const read = useMarkNotificationRead();
  const unread = update.read_at === null;
  const headingId = `update-${update.id}`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-focus-home
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        py: 2,
        pl: unread ? 1.5 : 0,
        borderLeft: unread ? 4 : 0,
        borderLeftColor: 'primary.main',
        overflowWrap: 'anywhere',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: unread ? 700 : 500, fontSize: '1.125rem' }}
        >
          {update.title}
        </Typography>
        {unread ? <Chip size="small" color="primary" label="New" /> : null}
      </Box>
      <Typography>{update.body}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {formatDocumentDate(update.created_at)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {isAppLink(update.link) ? (
          <TouchLink
            to={update.link}
            onClick={() => {
              if (unread) read.mutate(update.id);
            }}
            aria-label={`Open: ${update.title}`}
            sx={{ fontWeight: 600 }}
          >
            Open
          </TouchLink>
        ) : null}
        {unread ? (
          <Button
            variant="outlined"
            loading={read.isPending}
            onClick={(event) => {
              const restore = focusHomeOf(event.currentTarget);
              void read
                .mutateAsync(update.id)
                .catch(() => undefined)
                .finally(restore);
            }}
            aria-label={`Mark as read: ${update.title}`}
            sx={{ minHeight: 44 }}
          >
            Mark as read
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
