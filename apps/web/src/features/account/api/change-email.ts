import {
  accountSettingsPaths,
  type ChangeEmailBody,
  type ConfirmEmailChangeBody,
  type EmailChangeResponse,
  type MessageResponse,
} from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/auth/get-session';

/** POST /api/account/email: the code goes to the new address, which waits as `pending_email`. */
export function startEmailChange(body: ChangeEmailBody): Promise<EmailChangeResponse> {
  return api.post<EmailChangeResponse>(accountSettingsPaths.email, body, { snackbar: false });
}

/** POST /api/account/email/confirm with the code from the new inbox. */
export function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(accountSettingsPaths.emailConfirm, body, { snackbar: false });
}

/** POST /api/account/email/resend. Errors (such as 429 "too soon") go to the snackbar as usual. */
export function resendEmailChange(): Promise<EmailChangeResponse> {
  return api.post<EmailChangeResponse>(accountSettingsPaths.emailResend, {});
}

/** DELETE /api/account/email: the waiting address is dropped. */
export function cancelEmailChange(): Promise<MessageResponse> {
  return api.delete<MessageResponse>(accountSettingsPaths.email);
}

/** Each step changes the session user (`email`, `pending_email`), so the session is read again after it. */
function useReloadSession() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}

export function useStartEmailChange() {
  const reloadSession = useReloadSession();
  return useMutation({
    mutationKey: ['account', 'email-change', 'start'],
    mutationFn: startEmailChange,
    onSuccess: reloadSession,
  });
}

export function useConfirmEmailChange() {
  const reloadSession = useReloadSession();
  return useMutation({
    mutationKey: ['account', 'email-change', 'confirm'],
    mutationFn: confirmEmailChange,
    onSuccess: reloadSession,
  });
}

export function useResendEmailChange() {
  return useMutation({ mutationKey: ['account', 'email-change', 'resend'], mutationFn: resendEmailChange });
}

export function useCancelEmailChange() {
  const reloadSession = useReloadSession();
  return useMutation({
    mutationKey: ['account', 'email-change', 'cancel'],
    mutationFn: cancelEmailChange,
    onSuccess: reloadSession,
  });
}
