import { z } from 'zod';
import { singleLineText } from '../shared/text.schemas';
import { COMMON_PASSWORDS } from './common-passwords';

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * An e-mail address, trimmed and lower-cased so that uniqueness is case-insensitive everywhere the
 * address is compared or stored.
 */
export const EmailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .refine((value) => !value.includes('\u0000'), { message: 'Enter a valid e-mail address.' })
  .transform((value) => value.trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { message: 'Enter your e-mail address.' })
      .max(EMAIL_MAX_LENGTH, {
        message: `Your e-mail address must be ${EMAIL_MAX_LENGTH} characters or fewer.`,
      })
      .pipe(z.email({ message: 'Enter a valid e-mail address, like name@example.com.' })),
  );

/**
 * Password rule: length over complexity (NIST SP 800-63B). At least 10 characters, at most 128
 * (argon2 hashes any length, the cap only bounds the work), and not one of the commonest passwords.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordSchema = z
  .string({ error: 'Enter a password.' })
  .min(1, { message: 'Enter a password.' })
  .min(PASSWORD_MIN_LENGTH, { message: `Your password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { message: `Your password must be ${PASSWORD_MAX_LENGTH} characters or fewer.` })
  .refine((value) => !value.includes('\u0000'), {
    message: 'Your password has a character we cannot accept.',
  })
  .refine((value) => !isCommonPassword(value), {
    message: 'This password is too common and easy to guess. Choose a longer or less common one.',
  });

/** The password given at sign-in is only checked against the hash, never against the strength rule. */
export const CurrentPasswordSchema = z
  .string({ error: 'Enter your password.' })
  .min(1, { message: 'Enter your password.' })
  .max(PASSWORD_MAX_LENGTH, { message: 'The e-mail address or password is incorrect.' })
  .refine((value) => !value.includes('\u0000'), {
    message: 'Your password has a character we cannot accept.',
  });

/** True when the password is a well-known one, or a single character repeated. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || /^(.)\1*$/.test(lowered);
}

export const NAME_MAX_LENGTH = 80;
export const FirstNameSchema = singleLineText('your first name', NAME_MAX_LENGTH);
export const LastNameSchema = singleLineText('your last name', NAME_MAX_LENGTH);

/** One-time codes are six digits, mailed to the person (e-mail confirmation, password reset). */
export const ONE_TIME_CODE_LENGTH = 6;
export const OneTimeCodeSchema = z
  .string({ error: 'Enter the 6-digit code.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'Enter the 6-digit code from the e-mail we sent you.' }));
