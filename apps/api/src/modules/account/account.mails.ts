import { letter } from '../../lib/mail';
import type { MailMessage } from '../../providers/mail/mailer';

/** Plain-language e-mails of the account area. Codes stand on their own line so they are easy to copy. */

export function emailConfirmationMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
}): MailMessage {
  return letter(input, 'Confirm your e-mail address for Alongside', [
    'Use this code to confirm your e-mail address on Alongside:',
    '',
    `    ${input.code}`,
    '',
    `The code works once and expires in ${input.minutes} minutes.`,
    'If you did not create an Alongside account, you can ignore this e-mail.',
  ]);
}

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
  link: string;
}): MailMessage {
  return letter(input, 'Reset your Alongside password', [
    'Someone asked to reset the password of your Alongside account. Use this code:',
    '',
    `    ${input.code}`,
    '',
    'Or open this link:',
    input.link,
    '',
    `The code works once and expires in ${input.minutes} minutes.`,
    'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  ]);
}

export function passwordChangedMail(input: { to: string; firstName: string }): MailMessage {
  return letter(input, 'Your Alongside password was changed', [
    'The password of your Alongside account was just changed, and every device was signed out.',
    'If this was not you, reset your password straight away and contact us.',
  ]);
}
