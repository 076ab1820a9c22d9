/** Checks that a sign-in or sign-up comes from a person (reCAPTCHA v3), or lets all through when off. */
export interface BotCheck {
  readonly kind: 'off' | 'recaptcha';
  verify(input: { token: string | undefined; action: string; remoteIp: string }): Promise<boolean>;
}

export const botCheckOff: BotCheck = { kind: 'off', verify: async () => true };

type FetchLike = (
  url: string,
  init: { method: string; body: URLSearchParams; signal: AbortSignal },
) => Promise<{
  ok: boolean;
  json(): Promise<unknown>;
}>;

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * reCAPTCHA v3 server-side verification (developers.google.com/recaptcha/docs/verify): the token
 * must be valid, issued for the same action and (when given) on our own hostname, and score at
 * least `minScore`. A network failure
 * counts as a failed check rather than letting traffic through unchecked.
 */
export function recaptchaBotCheck(options: {
  secret: string;
  minScore: number;
  hostname?: string;
  fetch?: FetchLike;
}): BotCheck {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  return {
    kind: 'recaptcha',
    async verify({ token, action, remoteIp }) {
      if (!token) return false;
      try {
        const response = await doFetch(VERIFY_URL, {
          method: 'POST',
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(5000),
        });
        if (!response.ok) return false;
        const result = (await response.json()) as {
          success?: unknown;
          action?: unknown;
          score?: unknown;
          hostname?: unknown;
        };
        return (
          result.success === true &&
          result.action === action &&
          (options.hostname === undefined || result.hostname === options.hostname) &&
          typeof result.score === 'number' &&
          result.score >= options.minScore
        );
      } catch {
        return false;
      }
    },
  };
}
