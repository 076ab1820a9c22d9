import { authPaths, type ForgotPasswordBody, type MessageResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api, NO_AUTH_HEADER } from '../../../lib/api-client';

/** POST /api/auth/password/forgot: the answer is the same whether or not the account exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(authPaths.forgotPassword, body, {
    headers: { [NO_AUTH_HEADER]: 'true' },
    snackbar: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: ['account', 'forgot-password'], mutationFn: forgotPassword });
}
