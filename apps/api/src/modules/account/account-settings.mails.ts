import type { MailMessage } from '../../providers/mail/mailer';
import { letter } from '../../lib/mail';

/**
 * Plain-language e-mails of the account settings. Each change is told to the address that owned the
 * account before it, so a person whose account was taken over learns of it (decision 013).
 */

export function passwordChangedInSettingsMail(input: {
  to: string;
  firstName: string;
  supportUrl: string;
}): MailMessage {
  return letter(input, 'Your Alongside password was changed', [
    'The password of your Alongside account was just changed in your account settings.',
    'Every other device that was signed in has been signed out.',
    '',
    'If this was not you, reset your password straight away and contact us:',
    input.supportUrl,
  ]);
}

export function emailChangeCodeMail(input: {
  to: string;
  firstName: string;
  code: string;
  minutes: number;
}): MailMessage {
  return letter(input, 'Confirm your new e-mail address for Alongside', [
    'You asked to use this e-mail address for your Alongside account. Use this code to confirm it:',
    '',
    `    ${input.code}`,
    '',
    `The code works once and expires in ${input.minutes} minutes.`,
    'If you did not ask for this, you can ignore this e-mail: nothing changes.',
  ]);
}

export function emailChangedMail(input: {
  to: string;
  firstName: string;
  newEmail: string;
  supportUrl: string;
}): MailMessage {
  return letter(input, 'The e-mail address of your Alongside account was changed', [
    `Your Alongside account now uses a new e-mail address: ${input.newEmail}`,
    'We will not send account e-mails to this address any more.',
    '',
    'If this was not you, contact us straight away so we can help you get your account back:',
    input.supportUrl,
  ]);
}

export function accountDeletedMail(input: {
  to: string;
  firstName: string;
  registerUrl: string;
  supportUrl: string;
}): MailMessage {
  return letter(input, 'Your Alongside account is deleted', [
    'Your Alongside account is deleted, as you asked. We have erased your profile, addresses,',
    'photo and sign-in details. Every device that was signed in is signed out.',
    '',
    'Thank you for using Alongside. You are welcome back at any time with this e-mail address:',
    input.registerUrl,
    '',
    'If you did not ask for this, contact us:',
    input.supportUrl,
  ]);
}
