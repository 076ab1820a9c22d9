import { tooManyRequests } from '../../lib/http-errors';
import { assertWithinLimits, HOUR, MINUTE, type Limit } from '../../lib/rate-limits';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter';

/**
 * Attempts allowed per client address and per account, for each account action. Per address slows a
 * single source; per account protects one person from a distributed guesser. (Decision 004.)
 */
export const ACCOUNT_RATE_LIMITS = {
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
  // Starting an e-mail change sends mail: its requests are limited as well as its password failures.
  change_email: {
    address: { limit: 10, windowSeconds: 10 * MINUTE },
    account: { limit: 5, windowSeconds: HOUR },
  },
  confirm_email_change: {
    address: { limit: 30, windowSeconds: 10 * MINUTE },
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

/**
 * Wrong passwords (decision 026). Only failures count, and a success forgets them. Past the limit
 * for the account, from an address or in all, the answer is slowed by a growing delay instead of
 * refused, so a stranger who knows someone's e-mail cannot keep them out; a browser that signed in
 * to the account before counts on its own. Only an address's failures over every account are
 * refused: that address is the stranger's own.
 */
export const PASSWORD_FAILURE_LIMITS = {
  /** One account from one address, before that address is slowed. */
  accountAndAddress: { limit: 5, windowSeconds: HOUR },
  /** One account from every address but its known browsers, before they are all slowed. */
  account: { limit: 10, windowSeconds: HOUR },
  /** One known browser of the account, before it is slowed too. */
  knownBrowser: { limit: 10, windowSeconds: HOUR },
  /** One address over every account (guessing many people's passwords), then refused. */
  address: { limit: 50, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/** The delay past the limit: one second, doubling with each further failure, at most ten. */
export const SLOW_DOWN = { firstMs: 1000, maxMs: 10_000 } as const;

/** How long to wait before checking a password when `over` failures are past the limit (0 or more). */
export function slowDownMs(over: number): number {
  return over < 0 ? 0 : Math.min(SLOW_DOWN.firstMs * 2 ** Math.min(over, 16), SLOW_DOWN.maxMs);
}

export type PasswordAction = 'login' | 'change_password' | 'change_email' | 'delete_account';

/** Who is trying: the account (an e-mail or user id), the address, and a known browser's id if any. */
export type PasswordAttempt = {
  action: PasswordAction;
  account: string;
  ip: string;
  knownBrowser: string | null;
};

type Keys = { address: string; accountAndAddress: string; account: string; knownBrowser: string | null };

function keysOf({ action, account, ip, knownBrowser }: PasswordAttempt): Keys {
  const subject = account.toLowerCase();
  return {
    address: `pw:${action}:ip:${ip}`,
    accountAndAddress: `pw:${action}:account-ip:${subject}:${ip}`,
    account: `pw:${action}:account:${subject}`,
    knownBrowser: knownBrowser ? `pw:${action}:browser:${subject}:${knownBrowser}` : null,
  };
}

type Limits = { limiter: RateLimiter; factor: number };

/**
 * Before checking a password: refuses an address past its failures over every account (429), and
 * otherwise waits as long as the failures past the limit ask for. `factor` scales every limit.
 */
export async function beforePasswordCheck(
  { limiter, factor, clock }: Limits & { clock: Clock },
  attempt: PasswordAttempt,
): Promise<void> {
  const keys = keysOf(attempt);
  const L = PASSWORD_FAILURE_LIMITS;
  const fromAddress = await limiter.failures(keys.address, L.address.windowSeconds);
  if (fromAddress >= L.address.limit * factor) throw tooManyRequests(L.address.windowSeconds);

  const over = keys.knownBrowser
    ? (await limiter.failures(keys.knownBrowser, L.knownBrowser.windowSeconds)) -
      L.knownBrowser.limit * factor
    : Math.max(
        (await limiter.failures(keys.accountAndAddress, L.accountAndAddress.windowSeconds)) -
          L.accountAndAddress.limit * factor,
        (await limiter.failures(keys.account, L.account.windowSeconds)) - L.account.limit * factor,
      );
  const wait = slowDownMs(over);
  if (wait > 0) await clock.sleep(wait);
}

/** After checking a password: a failure is counted where it came from; a success forgets the account's. */
export async function afterPasswordCheck(
  { limiter }: Limits,
  attempt: PasswordAttempt,
  succeeded: boolean,
): Promise<void> {
  const keys = keysOf(attempt);
  const L = PASSWORD_FAILURE_LIMITS;
  if (succeeded) {
    await Promise.all([
      limiter.forget(keys.accountAndAddress, L.accountAndAddress.windowSeconds),
      limiter.forget(keys.account, L.account.windowSeconds),
      keys.knownBrowser ? limiter.forget(keys.knownBrowser, L.knownBrowser.windowSeconds) : undefined,
    ]);
    return;
  }
  await Promise.all([
    limiter.fail(keys.address, L.address.windowSeconds),
    keys.knownBrowser
      ? limiter.fail(keys.knownBrowser, L.knownBrowser.windowSeconds)
      : Promise.all([
          limiter.fail(keys.accountAndAddress, L.accountAndAddress.windowSeconds),
          limiter.fail(keys.account, L.account.windowSeconds),
        ]),
  ]);
}
