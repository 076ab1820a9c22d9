import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { notificationsQueryOptions } from '../api/get-notifications';
import { unreadSentence, UpdateList } from './update-list';
import { TouchLink } from '../../../components/links/touch-link';

/** How often the count is read again while the page is in view (messages will push it live, issue #22). */
const REFRESH_MS = 60_000;

/** The bell's words for a screen reader: the count is in the name, not only in the badge. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Updates, none new';
  return unread === 1 ? 'Updates, 1 new' : `Updates, ${unread} new`;
}

/**
 * The top bar's bell (issue #20): the number of unread updates from `GET /api/notifications`, and a
 * panel with each of them, its link and "Mark as read". A failed read shows the bell without a count.
 */
export function NotificationsBell() {
  const notifications = useQuery({ ...notificationsQueryOptions(), refetchInterval: REFRESH_MS });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const headingId = useId();
  // The count is every unread update (`meta.unread`); the panel lists those among the latest.
  const count = notifications.data?.unread ?? 0;
  const unread =
    notifications.data?.notifications.filter((notification) => notification.read_at === null) ?? [];

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ width: 48, height: 48 }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 'min(360px, calc(100vw - 16px))' },
          },
        }}
      >
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1.25rem' }}>
            Updates
          </Typography>
          <Typography>{count === 0 ? "You're all caught up." : unreadSentence(count)}</Typography>
          {unread.length > 0 ? <UpdateList updates={unread} onOpen={close} /> : null}
          <TouchLink to="/notifications" onClick={close} sx={{ fontWeight: 600 }}>
            See all updates
          </TouchLink>
        </Box>
      </Popover>
    </>
  );
}
