import { authPaths, type ResendEmailResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/auth/email/resend. Errors (such as 429 "too soon") go to the snackbar as usual. */
export function resendEmail(): Promise<ResendEmailResponse> {
  return api.post<ResendEmailResponse>(authPaths.resendEmail, {});
}

export function useResendEmail() {
  return useMutation({ mutationKey: ['account', 'resend-email'], mutationFn: resendEmail });
}
