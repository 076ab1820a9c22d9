import { authPaths, type MessageResponse, type VerifyEmailBody } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/email/verify with the 6-digit code; a wrong code is a 422 on `code`. */
export function verifyEmail(body: VerifyEmailBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(authPaths.verifyEmail, body, { snackbar: false });
}

export function useVerifyEmail() {
  return useMutation({ mutationKey: ['account', 'verify-email'], mutationFn: verifyEmail });
}
