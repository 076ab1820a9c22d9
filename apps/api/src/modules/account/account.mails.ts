import type { MailMessage } from '../../providers/mail/mailer';

/** Plain-language e-mails of the account area. Codes stand on their own line so they are easy to copy. */

export function emailConfirmationMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Confirm your e-mail address for Alongside',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Use this code to confirm your e-mail address on Alongside:',
      '',
      `    ${input.code}`,
      '',
      `The code works once and expires in ${input.minutes} minutes.`,
      'If you did not create an Alongside account, you can ignore this e-mail.',
      '',
      'Alongside',
    ].join('\n'),
  };
}

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: 'Reset your Alongside password',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone asked to reset the password of your Alongside account. Use this code:',
      '',
      `    ${input.code}`,
      '',
      'Or open this link:',
      input.link,
      '',
      `The code works once and expires in ${input.minutes} minutes.`,
      'If you did not ask for this, you can ignore this e-mail: your password stays the same.',
      '',
      'Alongside',
    ].join('\n'),
  };
}

export function passwordChangedMail(input: { to: string; firstName: string }): MailMessage {
  return {
    to: input.to,
    subject: 'Your Alongside password was changed',
    text: [
      `Hello ${input.firstName},`,
      '',
      'The password of your Alongside account was just changed, and every device was signed out.',
      'If this was not you, reset your password straight away and contact us.',
      '',
      'Alongside',
    ].join('\n'),
  };
}
