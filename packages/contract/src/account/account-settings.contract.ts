import { CurrentPasswordSchema, EmailSchema, OneTimeCodeSchema, PasswordSchema } from '@alongside/domain';
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.contract';

/** The word a person types to confirm that their account should be erased. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Texts of the account settings, shared by the API answers, the web and the tests. */
export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordWrong: 'Your current password is not right. Check it and try again.',
  passwordSame: 'Your new password must be different from your current password.',
  passwordChanged: 'Your password is changed. Any other devices are now signed out.',
  emailSame: 'This is already your e-mail address. Enter a different one.',
  emailTaken: AUTH_MESSAGES.emailTaken,
  emailCodeSent: 'We sent a 6-digit code to your new e-mail address. Enter it to finish the change.',
  emailCodeResent: 'We sent a new 6-digit code to your new e-mail address.',
  emailChanged: 'Your e-mail address is changed. Use it the next time you sign in.',
  emailTakenMeanwhile:
    'Another account now uses this e-mail address. Cancel this change and choose a different address.',
  noEmailChange: 'There is no e-mail change waiting. Start again with your new address.',
  emailChangeCancelled: 'The e-mail change is cancelled. Your e-mail address stays the same.',
  codeWrong: AUTH_MESSAGES.codeWrong,
  codeExpired: AUTH_MESSAGES.codeExpired,
  resendTooSoon: AUTH_MESSAGES.resendTooSoon,
  confirmationWrong: `Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`,
  accountDeleted: 'Your account is deleted. We have erased your profile, addresses and photo.',
} as const;

export const ChangePasswordBodySchema = z.strictObject({
  current_password: CurrentPasswordSchema,
  new_password: PasswordSchema,
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;

export const ChangeEmailBodySchema = z.strictObject({
  new_email: EmailSchema,
  current_password: CurrentPasswordSchema,
});
export type ChangeEmailBody = z.input<typeof ChangeEmailBodySchema>;

/** The answer to a change or a resend: where the code went, and when another may be asked for. */
export const EmailChangeResponseSchema = z.object({
  message: z.string(),
  pending_email: z.string(),
  retry_after_seconds: z.number().int().nonnegative(),
});
export type EmailChangeResponse = z.infer<typeof EmailChangeResponseSchema>;

export const ConfirmEmailChangeBodySchema = z.strictObject({ code: OneTimeCodeSchema });
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBodySchema>;

/** Surrounding spaces are forgiven (phones add them); the word itself must match, capitals and all. */
const ConfirmationWordSchema = z
  .string({ error: ACCOUNT_SETTINGS_MESSAGES.confirmationWrong })
  .max(100, { message: ACCOUNT_SETTINGS_MESSAGES.confirmationWrong })
  .refine((value) => value.trim() === DELETE_CONFIRMATION_WORD, {
    message: ACCOUNT_SETTINGS_MESSAGES.confirmationWrong,
  });

export const DeleteAccountBodySchema = z.strictObject({
  current_password: CurrentPasswordSchema,
  confirmation: ConfirmationWordSchema,
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBodySchema>;
