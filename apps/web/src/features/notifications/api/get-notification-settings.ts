import { notificationSettingsPaths, type NotificationSettingsResponse } from '@alongside/contract';
import type { NotificationSettings } from '@alongside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const NOTIFICATION_SETTINGS_QUERY_KEY = ['notifications', 'settings'] as const;

/** GET /api/notification-settings: which topics the person gets by e-mail. */
export function notificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: NOTIFICATION_SETTINGS_QUERY_KEY,
    queryFn: () =>
      api
        .get<NotificationSettingsResponse>(notificationSettingsPaths.settings)
        .then(({ data }): NotificationSettings => data),
  });
}

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}
