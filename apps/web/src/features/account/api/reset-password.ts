import { authPaths, type MessageResponse, type ResetPasswordBody } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api, NO_AUTH_HEADER } from '../../../lib/api-client';

/** POST /api/auth/password/reset with the e-mailed code; a bad code is a 422 on `code`. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(authPaths.resetPassword, body, {
    headers: { [NO_AUTH_HEADER]: 'true' },
    snackbar: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword });
}
