import { assertWithinLimits, HOUR, type AddressAndSubjectLimits } from '../../lib/rate-limits';
import type { RateLimiter } from '../../providers/rate-limit/rate-limiter';

/**
 * Contact messages per client address and per sender e-mail (decision 008). A person rarely writes
 * more than once or twice an hour; the per e-mail limit stops the form being used to flood one
 * inbox with acknowledgements.
 */
export const CONTACT_RATE_LIMITS = {
  address: { limit: 5, windowSeconds: HOUR },
  subject: { limit: 3, windowSeconds: HOUR },
} as const satisfies AddressAndSubjectLimits;

export function assertWithinContactLimits(
  limiter: RateLimiter,
  factor: number,
  ip: string,
  email: string,
): Promise<void> {
  return assertWithinLimits(limiter, factor, {
    action: 'contact',
    limits: CONTACT_RATE_LIMITS,
    ip,
    subjectKind: 'email',
    subject: email,
  });
}
