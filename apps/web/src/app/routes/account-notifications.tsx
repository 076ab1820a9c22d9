import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useSession } from '../../lib/auth/get-session';
import { useNotificationSettings } from '../../features/notifications/api/get-notification-settings';
import { NotificationSettingsForm } from '../../features/notifications/components/notification-settings-form';

/** /account/settings/notifications: which updates also come by e-mail and on this device (decisions 036, 040). */
export function Component() {
  useDocumentTitle('Notifications');
  const { user } = useSession();
  const settings = useNotificationSettings();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Notifications</Typography>
      <Typography sx={{ mb: 1 }}>
        You always see your updates in the app. Choose which of them we also send to your e-mail address, and
        which show as notifications on this device (a phone or computer you use Alongside on).
      </Typography>
      <QueryState query={settings} what="your notification choices">
        {(data) => (user ? <NotificationSettingsForm userType={user.user_type} settings={data} /> : null)}
      </QueryState>
    </Box>
  );
}
