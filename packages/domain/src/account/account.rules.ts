/**
 * Lifetimes and limits of account credentials. One home for the numbers so the API enforces them
 * and the web can tell people about them ("the code expires in 15 minutes").
 */
export const ACCOUNT_LIMITS = {
  /** Access tokens are short-lived; the refresh token keeps a session going. */
  accessTokenSeconds: 15 * 60,
  /** A refresh token unused for this long expires; each use rotates it. */
  refreshTokenSeconds: 30 * 24 * 60 * 60,
  emailCodeSeconds: 15 * 60,
  passwordResetCodeSeconds: 30 * 60,
  /** Wrong guesses allowed on one code before it is spent. */
  codeAttempts: 5,
  /** The wait between two e-mailed codes of the same kind. */
  resendCooldownSeconds: 60,
} as const;

/** Seconds left before another code may be sent, given when the last one was sent. */
export function resendWaitSeconds(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = Math.floor((now.getTime() - lastSentAt.getTime()) / 1000);
  return Math.max(0, ACCOUNT_LIMITS.resendCooldownSeconds - elapsed);
}
