import type { MailMessage } from '../../providers/mail/mailer';
import { letter } from '../../lib/mail';

/** Plain-language e-mails telling the owner of a document what staff decided (decision 017). */

export function documentApprovedMail(input: {
  to: string;
  firstName: string;
  label: string;
  link: string;
}): MailMessage {
  return letter(input, `Approved: ${input.label}`, [
    `Good news: our team checked and approved your document: ${input.label}.`,
    'You can see it on your documents page:',
    input.link,
  ]);
}

export function documentRejectedMail(input: {
  to: string;
  firstName: string;
  label: string;
  reason: string;
  link: string;
}): MailMessage {
  return letter(input, `Not accepted: ${input.label}`, [
    `Our team checked your document (${input.label}) and could not approve it. They said:`,
    '',
    ...input.reason.split('\n').map((line) => `    ${line}`),
    '',
    'Please upload it again with this fixed:',
    input.link,
  ]);
}
