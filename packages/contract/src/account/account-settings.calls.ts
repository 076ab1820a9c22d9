// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

/** The signed-in person's own account: password, e-mail address and deletion (decision 013). */
export const accountSettingsPaths = {
  password: '/api/account/password',
  /** POST starts a change (mails a code to the new address); DELETE cancels the waiting change. */
  email: '/api/account/email',
  emailConfirm: '/api/account/email/confirm',
  emailResend: '/api/account/email/resend',
  deletion: '/api/account/deletion',
} as const;
