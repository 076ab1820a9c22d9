import {
  CurrentPasswordSchema,
  EmailSchema,
  FirstNameSchema,
  LastNameSchema,
  OneTimeCodeSchema,
  PasswordSchema,
  UserTypeSchema,
} from '@alongside/domain';
import { z } from 'zod';

/** A reCAPTCHA v3 token from the browser; checked on the server only when a secret is configured. */
const RecaptchaTokenSchema = z.string().max(4096).optional();

/** A refresh token is an opaque random string; the bound stops oversize input before any lookup. */
const RefreshTokenSchema = z
  .string({ error: 'The refresh token is missing.' })
  .min(1, { message: 'The refresh token is missing.' })
  .max(200, { message: 'The refresh token is not valid.' });

export const RegisterBodySchema = z.strictObject({
  user_type: UserTypeSchema,
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  recaptcha_token: RecaptchaTokenSchema,
});
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  recaptcha_token: RecaptchaTokenSchema,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const TokenPairSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshBodySchema = z.strictObject({ refresh_token: RefreshTokenSchema });
export type RefreshBody = z.input<typeof RefreshBodySchema>;

export const LogoutBodySchema = z.strictObject({ refresh_token: RefreshTokenSchema.optional() });
export type LogoutBody = z.input<typeof LogoutBodySchema>;

export const VerifyEmailBodySchema = z.strictObject({ code: OneTimeCodeSchema });
export type VerifyEmailBody = z.input<typeof VerifyEmailBodySchema>;

export const EmptyBodySchema = z.strictObject({});

/** The answer to a resend: when the next code may be asked for, so the web can count down. */
export const ResendEmailResponseSchema = z.object({
  message: z.string(),
  retry_after_seconds: z.number().int().nonnegative(),
});
export type ResendEmailResponse = z.infer<typeof ResendEmailResponseSchema>;

export const ForgotPasswordBodySchema = z.strictObject({ email: EmailSchema });
export type ForgotPasswordBody = z.input<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z.strictObject({
  email: EmailSchema,
  code: OneTimeCodeSchema,
  password: PasswordSchema,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;

/** Texts of the account area, shared by the API answers, the web and the tests. */
export const AUTH_MESSAGES = {
  registered: 'Your account is ready. We sent a 6-digit code to your e-mail address.',
  badCredentials: 'The e-mail address or password is incorrect.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  refreshInvalid: 'Your session has ended. Please sign in again.',
  emailVerified: 'Thank you. Your e-mail address is confirmed.',
  emailAlreadyVerified: 'Your e-mail address is already confirmed.',
  codeWrong: 'That code is not right. Check the e-mail and try again.',
  codeExpired: 'That code has expired or has already been used. Ask for a new one.',
  codeSent: 'We sent a new 6-digit code to your e-mail address.',
  resendTooSoon: 'Please wait a moment before asking for another code.',
  forgotAccepted:
    'If an account uses that e-mail address, we have sent it a code to reset the password. It expires in 30 minutes.',
  passwordReset: 'Your password is changed. Please sign in with your new password.',
  resetCodeInvalid: 'That code is not right, has expired or has already been used. Ask for a new one.',
  loggedOut: 'You are signed out.',
  botCheckFailed: 'We could not confirm you are not a robot. Please try again.',
} as const;
