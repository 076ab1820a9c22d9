import { notificationSettingsPaths, type UnsubscribeResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api, NO_AUTH_HEADER } from '../../../lib/api-client';

/** POST /api/notification-settings/unsubscribe: an e-mail's link switches its topic's e-mails off. */
export function useUnsubscribe() {
  return useMutation({
    mutationKey: ['notifications', 'unsubscribe'],
    mutationFn: (token: string) =>
      api.post<UnsubscribeResponse>(
        notificationSettingsPaths.unsubscribe,
        { token },
        // The link works signed in or not; the answer is shown on the page, not in a snackbar.
        { headers: { [NO_AUTH_HEADER]: '1' }, snackbar: false },
      ),
  });
}
