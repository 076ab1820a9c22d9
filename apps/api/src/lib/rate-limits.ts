import type { RateLimiter } from '../providers/rate-limit/rate-limiter';
import { tooManyRequests } from './http-errors';

/** At most `limit` attempts per `windowSeconds`, counted in a fixed window. */
export type Limit = { limit: number; windowSeconds: number };

/** A limit per client address and one per subject (an account, an e-mail address) for one action. */
export type AddressAndSubjectLimits = { address: Limit; subject: Limit };

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;

/**
 * Counts one attempt of `action` from `ip` and against `subject` (lower-cased), and throws a 429 whose
 * Retry-After is the longest wait when either is over its limit. Per address slows a single source;
 * per subject protects one person from a distributed sender. `factor` scales every limit
 * (RATE_LIMIT_FACTOR). `subjectKind` names the subject in the counter's key.
 */
export async function assertWithinLimits(
  limiter: RateLimiter,
  factor: number,
  input: {
    action: string;
    limits: AddressAndSubjectLimits;
    ip: string;
    subjectKind: string;
    subject: string;
  },
): Promise<void> {
  const { action, limits, ip, subjectKind, subject } = input;
  const results = await Promise.all([
    limiter.hit(`${action}:ip:${ip}`, limits.address.limit * factor, limits.address.windowSeconds),
    limiter.hit(
      `${action}:${subjectKind}:${subject.toLowerCase()}`,
      limits.subject.limit * factor,
      limits.subject.windowSeconds,
    ),
  ]);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length > 0) {
    throw tooManyRequests(Math.max(...refused.map((result) => result.retryAfterSeconds)));
  }
}
