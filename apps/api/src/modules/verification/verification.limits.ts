import { assertWithinLimits, HOUR, type AddressAndSubjectLimits } from '../../lib/rate-limits';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter';

/**
 * Identity checks started per client address and per person (decision 017). A real provider charges
 * per check, and a person needs one or two tries; the limits stop a script starting checks in a loop.
 */
export const IDENTITY_CHECK_RATE_LIMITS = {
  address: { limit: 20, windowSeconds: HOUR },
  subject: { limit: 5, windowSeconds: HOUR },
} as const satisfies AddressAndSubjectLimits;

export function assertWithinIdentityCheckLimits(
  limiter: RateLimiter,
  factor: number,
  ip: string,
  userId: string,
): Promise<void> {
  return assertWithinLimits(limiter, factor, {
    action: 'identity-check',
    limits: IDENTITY_CHECK_RATE_LIMITS,
    ip,
    subjectKind: 'user',
    subject: userId,
  });
}
