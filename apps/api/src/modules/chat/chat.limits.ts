import { MINUTE, HOUR, assertWithinLimits, type AddressAndSubjectLimits } from '../../lib/rate-limits';
import type { AppContext } from '../../lib/app-context';

/**
 * Messages and reports per address and per person (issue #22: "sending faster than a person
 * types"). A quick typist sends a short message every few seconds; 30 a minute lets a burst of
 * replies through and stops a script. Counted in Redis when it is set, so shared by every instance.
 */
export const CHAT_RATE_LIMITS = {
  message: { address: { limit: 120, windowSeconds: MINUTE }, subject: { limit: 30, windowSeconds: MINUTE } },
  report: { address: { limit: 30, windowSeconds: HOUR }, subject: { limit: 10, windowSeconds: HOUR } },
} as const satisfies Record<string, AddressAndSubjectLimits>;

export function assertWithinChatLimits(
  ctx: Pick<AppContext, 'rateLimiter' | 'config'>,
  action: keyof typeof CHAT_RATE_LIMITS,
  ip: string,
  userId: string,
): Promise<void> {
  return assertWithinLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, {
    action: `chat-${action}`,
    limits: CHAT_RATE_LIMITS[action],
    ip,
    subjectKind: 'user',
    subject: userId,
  });
}
