import { assertWithinLimits, HOUR, type AddressAndSubjectLimits } from '../../lib/rate-limits';
import type { AppContext } from '../../lib/app-context';

/**
 * Jobs started, applications and requests sent, per client address and per person (issue #21). A
 * client posts a few jobs a week and asks a few workers; a worker applies to a handful a day. The
 * limits stop a script from flooding the board, applicant lists or workers' requests, and leave
 * people far below them.
 */
export const JOB_RATE_LIMITS = {
  post: { address: { limit: 300, windowSeconds: HOUR }, subject: { limit: 60, windowSeconds: HOUR } },
  apply: { address: { limit: 300, windowSeconds: HOUR }, subject: { limit: 60, windowSeconds: HOUR } },
  request: { address: { limit: 300, windowSeconds: HOUR }, subject: { limit: 30, windowSeconds: HOUR } },
} as const satisfies Record<string, AddressAndSubjectLimits>;

export function assertWithinJobLimits(
  ctx: Pick<AppContext, 'rateLimiter' | 'config'>,
  action: keyof typeof JOB_RATE_LIMITS,
  ip: string,
  userId: string,
): Promise<void> {
  return assertWithinLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, {
    action: `job-${action}`,
    limits: JOB_RATE_LIMITS[action],
    ip,
    subjectKind: 'user',
    subject: userId,
  });
}
