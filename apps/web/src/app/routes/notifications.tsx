import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { NotificationFeed } from '../../features/notifications/components/notification-feed';

/** /notifications (spec §2, issue #21): every update, newest first; the bell's panel links here. */
export function Component() {
  useDocumentTitle('Updates');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Updates</Typography>
      <NotificationFeed />
    </Box>
  );
}
