import { pagesPaths, type ContactMessageBody, type MessageResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getRecaptchaToken } from '../../../lib/recaptcha';

/**
 * POST /api/contact-messages. The access token goes along when there is one, so the message is linked
 * to the account; the form works the same signed out.
 */
export async function sendContactMessage(
  body: Omit<ContactMessageBody, 'recaptcha_token'>,
): Promise<MessageResponse> {
  const recaptchaToken = await getRecaptchaToken('contact');
  return api.post<MessageResponse>(
    pagesPaths.contactMessages,
    { ...body, recaptcha_token: recaptchaToken },
    { snackbar: false },
  );
}

export function useSendContactMessage() {
  return useMutation({ mutationKey: ['pages', 'contact-message'], mutationFn: sendContactMessage });
}
