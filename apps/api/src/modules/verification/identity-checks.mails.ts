import type { MailMessage } from '../../providers/mail/mailer';
import { letter } from '../../lib/mail';

/** Plain-language e-mails telling a person how their identity check ended (decision 017). */

export function identityCheckPassedMail(input: { to: string; firstName: string; link: string }): MailMessage {
  return letter(input, 'Your identity is checked', [
    'Your identity check is complete: you passed. Thank you.',
    'You can see it on your documents page:',
    input.link,
  ]);
}

export function identityCheckFailedMail(input: { to: string; firstName: string; link: string }): MailMessage {
  return letter(input, 'Your identity check did not go through', [
    'We could not confirm your identity with the check.',
    'You can try the check again, or upload a photo of your ID for our team to review:',
    input.link,
  ]);
}
