import { formatDocumentDate } from '@alongside/domain';
import type { MailMessage } from '../../providers/mail/mailer';
import { letter } from '../../lib/mail';

/** Plain-language e-mails of the verification area to a document's owner (decision 017). */

/** Sent once per document when it runs out within 30 days. */
export function documentExpiringMail(input: {
  to: string;
  firstName: string;
  label: string;
  expiresOn: string;
  link: string;
}): MailMessage {
  const date = formatDocumentDate(input.expiresOn);
  return letter(input, `Your ${input.label} runs out on ${date}`, [
    `Your ${input.label} on Alongside is valid until ${date}.`,
    'Upload the new one before then, so clients keep seeing it as checked:',
    input.link,
  ]);
}
