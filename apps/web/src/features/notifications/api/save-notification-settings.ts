import {
  notificationSettingsPaths,
  type NotificationSettingsBody,
  type NotificationSettingsResponse,
} from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { NOTIFICATION_SETTINGS_QUERY_KEY } from './get-notification-settings';

/** PUT /api/notification-settings: every topic on or off; the answer becomes the settings read. */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...NOTIFICATION_SETTINGS_QUERY_KEY, 'save'],
    mutationFn: (body: NotificationSettingsBody) =>
      api.put<NotificationSettingsResponse>(notificationSettingsPaths.settings, body),
    onSuccess: (answer) => client.setQueryData(NOTIFICATION_SETTINGS_QUERY_KEY, answer.data),
  });
}
