import { accountSettingsPaths, type ChangePasswordBody, type MessageResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/password; a wrong current password is a 422 on `current_password`. */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(accountSettingsPaths.password, body, { snackbar: false });
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });
}
