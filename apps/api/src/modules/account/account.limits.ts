import { assertWithinLimits, HOUR, MINUTE, type Limit } from '../../lib/rate-limits';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter';

/**
 * Attempts allowed per client address and per account, for each account action. Per address slows a
 * single source; per account protects one person from a distributed guesser. (Decision 004.)
 */
export const ACCOUNT_RATE_LIMITS = {
  login: {
    address: { limit: 20, windowSeconds: 10 * MINUTE },
    account: { limit: 10, windowSeconds: 10 * MINUTE },
  },
  register: { address: { limit: 10, windowSeconds: HOUR }, account: { limit: 5, windowSeconds: HOUR } },
  verify: {
    address: { limit: 30, windowSeconds: 10 * MINUTE },
    account: { limit: 10, windowSeconds: 10 * MINUTE },
  },
  resend: { address: { limit: 10, windowSeconds: 10 * MINUTE }, account: { limit: 5, windowSeconds: HOUR } },
  forgot: { address: { limit: 10, windowSeconds: 10 * MINUTE }, account: { limit: 3, windowSeconds: HOUR } },
  reset: {
    address: { limit: 20, windowSeconds: 10 * MINUTE },
    account: { limit: 10, windowSeconds: 10 * MINUTE },
  },
  // Account settings (decision 013): each checks the current password, so they are limited like login.
  change_password: {
    address: { limit: 20, windowSeconds: 10 * MINUTE },
    account: { limit: 10, windowSeconds: 10 * MINUTE },
  },
  change_email: {
    address: { limit: 10, windowSeconds: 10 * MINUTE },
    account: { limit: 5, windowSeconds: HOUR },
  },
  confirm_email_change: {
    address: { limit: 30, windowSeconds: 10 * MINUTE },
    account: { limit: 10, windowSeconds: 10 * MINUTE },
  },
  delete_account: {
    address: { limit: 20, windowSeconds: 10 * MINUTE },
    account: { limit: 10, windowSeconds: 10 * MINUTE },
  },
} as const satisfies Record<string, { address: Limit; account: Limit }>;

export type AccountAction = keyof typeof ACCOUNT_RATE_LIMITS;

/**
 * Counts one attempt of `action` from `ip` against `account` (an e-mail or user id) and throws a
 * 429 when either is over its limit. `factor` scales every limit (RATE_LIMIT_FACTOR).
 */
export async function assertWithinAccountLimits(
  limiter: RateLimiter,
  factor: number,
  action: AccountAction,
  ip: string,
  account: string,
): Promise<void> {
  const limits = ACCOUNT_RATE_LIMITS[action];
  await assertWithinLimits(limiter, factor, {
    action,
    limits: { address: limits.address, subject: limits.account },
    ip,
    subjectKind: 'account',
    subject: account,
  });
}
