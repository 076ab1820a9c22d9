import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../lib/config';

/** What a provider's callback says about one check. */
export type IdentityCheckOutcome = { providerReference: string; outcome: 'pass' | 'fail' };

/**
 * An identity-verification provider (decision 017): it starts a check for a person and verifies the
 * callbacks it sends when the check ends. A FrankieOne adapter goes behind this interface.
 */
export interface IdentityProvider {
  /** The name in the callback path (`/api/identity-checks/callback/<name>`) and on the check row. */
  readonly name: string;
  /** Who the audit log names as the decider. */
  readonly actorName: string;
  start(check: {
    id: string;
    userId: string;
  }): Promise<{ providerReference: string; redirectUrl: string | null }>;
  /** The outcome of an authentic, fresh callback; null for anything else (forged, replayed, malformed). */
  verifyCallback(rawBody: string, headers: IncomingHttpHeaders): IdentityCheckOutcome | null;
}

/** The sandbox's own: it makes the signed callback that a real provider would send. */
export interface SandboxIdentityProvider extends IdentityProvider {
  readonly name: 'sandbox';
  signCallback(result: IdentityCheckOutcome): { body: string; headers: Record<string, string> };
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** How the audit log names the sandbox when it decides. */
export const SANDBOX_ACTOR_NAME = 'Identity check (sandbox)';
/** A callback older than this is refused, so a captured one cannot be replayed later. */
export const CALLBACK_MAX_AGE_SECONDS = 5 * 60;
/** Clocks drift: a callback this far in the future still counts. */
const CALLBACK_CLOCK_SKEW_SECONDS = 60;

const SandboxCallbackSchema = z.strictObject({
  reference: z.string().min(1).max(100),
  outcome: z.enum(['pass', 'fail']),
  issued_at: z.iso.datetime(),
});

/**
 * The local provider: the tester chooses pass or fail on `/frankieone-verification`, and the server
 * delivers a callback signed with HMAC-SHA256 over the raw body, carrying the time it was issued.
 */
export function sandboxIdentityProvider(options: { secret: string; clock: Clock }): SandboxIdentityProvider {
  const sign = (body: string) => createHmac('sha256', options.secret).update(body).digest('hex');
  return {
    name: 'sandbox',
    actorName: SANDBOX_ACTOR_NAME,
    async start() {
      // The person stays in the app to choose the outcome, so there is nowhere to send them.
      return { providerReference: `sandbox_${randomUUID()}`, redirectUrl: null };
    },
    signCallback(result) {
      const body = JSON.stringify({
        reference: result.providerReference,
        outcome: result.outcome,
        issued_at: options.clock.now().toISOString(),
      });
      return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: `sha256=${sign(body)}` } };
    },
    verifyCallback(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const match = typeof header === 'string' ? /^sha256=([0-9a-f]{64})$/.exec(header) : null;
      if (!match) return null;
      const given = Buffer.from(match[1]!, 'hex');
      if (!timingSafeEqual(given, Buffer.from(sign(rawBody), 'hex'))) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const callback = SandboxCallbackSchema.safeParse(parsed);
      if (!callback.success) return null;
      const ageSeconds = (options.clock.now().getTime() - Date.parse(callback.data.issued_at)) / 1000;
      if (ageSeconds > CALLBACK_MAX_AGE_SECONDS || ageSeconds < -CALLBACK_CLOCK_SKEW_SECONDS) return null;
      return { providerReference: callback.data.reference, outcome: callback.data.outcome };
    },
  };
}

/**
 * The configured provider (null when the online check is off), the ones this server answers callbacks
 * for (by name), and the sandbox when it runs.
 */
export type IdentityProviders = {
  current: IdentityProvider | null;
  byName: ReadonlyMap<string, IdentityProvider>;
  sandbox: SandboxIdentityProvider | null;
};

export function identityProviders(config: Pick<Config, 'identity'>, clock: Clock): IdentityProviders {
  if (config.identity.provider === 'off') return { current: null, byName: new Map(), sandbox: null };
  const sandbox = sandboxIdentityProvider({ secret: config.identity.sandboxSecret, clock });
  return { current: sandbox, byName: new Map([[sandbox.name, sandbox]]), sandbox };
}
