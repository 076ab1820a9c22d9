import { describe, expect, it } from 'vitest';
import { botCheckOff, recaptchaBotCheck } from './bot-check';

const SECRET = '6LeTestSecretKey-not-a-real-one';
const TOKEN = '03AFcWeA5-recorded-client-token';
const input = { token: TOKEN, action: 'login', remoteIp: '203.0.113.7' };

type SentRequest = { url: string; method: string; body: URLSearchParams; signal: AbortSignal };

/**
 * Stands in for Google's siteverify endpoint: answers every request with one recorded response
 * and keeps what was sent. Payload shapes from developers.google.com/recaptcha/docs/v3.
 */
function recordedSiteverify(answer: () => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetch = async (url: string, init: { method: string; body: URLSearchParams; signal: AbortSignal }) => {
    sent.push({ url, ...init });
    return answer();
  };
  return { sent, fetch };
}

function json(payload: unknown, status = 200) {
  return () =>
    new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
}

function success(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    challenge_ts: '2026-11-22T09:00:00Z',
    hostname: 'localhost',
    score: 0.9,
    action: 'login',
    ...overrides,
  };
}

describe('botCheckOff', () => {
  it.each([
    { token: undefined, action: 'login', remoteIp: '203.0.113.7' },
    { token: '', action: 'register', remoteIp: '::1' },
    { token: 'anything', action: 'login', remoteIp: '127.0.0.1' },
  ])('lets every request through: token $token', async (request) => {
    expect(botCheckOff.kind).toBe('off');
    expect(await botCheckOff.verify(request)).toBe(true);
  });
});

describe('recaptchaBotCheck', () => {
  it.each([
    {
      rule: 'passes a successful check for the same action scoring well above the minimum',
      answer: json(success()),
      passes: true,
    },
    { rule: 'passes a score exactly at the minimum', answer: json(success({ score: 0.5 })), passes: true },
    { rule: 'fails a score below the minimum', answer: json(success({ score: 0.3 })), passes: false },
    {
      rule: 'fails a token issued for another action',
      answer: json(success({ action: 'register' })),
      passes: false,
    },
    { rule: 'fails a response without a score', answer: json(success({ score: undefined })), passes: false },
    { rule: 'fails a score sent as text', answer: json(success({ score: '0.9' })), passes: false },
    {
      rule: 'fails an invalid token',
      answer: json({ success: false, 'error-codes': ['invalid-input-response'] }),
      passes: false,
    },
    {
      rule: 'fails an expired or reused token',
      answer: json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
      passes: false,
    },
    {
      rule: 'fails when success is false even with a good score',
      answer: json(success({ success: false })),
      passes: false,
    },
    { rule: 'fails on a non-OK HTTP status', answer: json(success(), 500), passes: false },
    { rule: 'fails on a 429 from Google', answer: json(success(), 429), passes: false },
    {
      rule: 'fails on a body that is not JSON',
      answer: () => new Response('<html><body>Service Unavailable</body></html>', { status: 200 }),
      passes: false,
    },
    {
      rule: 'fails when the network is down rather than letting traffic through',
      answer: () => Promise.reject(new TypeError('fetch failed')),
      passes: false,
    },
  ])('$rule', async ({ answer, passes }) => {
    const google = recordedSiteverify(answer);
    const check = recaptchaBotCheck({ secret: SECRET, minScore: 0.5, fetch: google.fetch });

    expect(await check.verify(input)).toBe(passes);
    expect(google.sent).toHaveLength(1);
  });

  it.each([{ token: undefined }, { token: '' }])(
    'fails a missing token ($token) without calling Google',
    async ({ token }) => {
      const google = recordedSiteverify(json(success()));
      const check = recaptchaBotCheck({ secret: SECRET, minScore: 0.5, fetch: google.fetch });

      expect(await check.verify({ ...input, token })).toBe(false);
      expect(google.sent).toEqual([]);
    },
  );

  it('POSTs the secret, the token and the remote IP as form fields to the siteverify endpoint', async () => {
    const google = recordedSiteverify(json(success()));
    const check = recaptchaBotCheck({ secret: SECRET, minScore: 0.5, fetch: google.fetch });

    await check.verify(input);

    const [request] = google.sent;
    expect(request!.url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(request!.method).toBe('POST');
    expect(request!.body).toBeInstanceOf(URLSearchParams);
    expect(Object.fromEntries(request!.body)).toEqual({
      secret: SECRET,
      response: TOKEN,
      remoteip: '203.0.113.7',
    });
    expect(request!.signal).toBeInstanceOf(AbortSignal);
    expect(request!.signal.aborted).toBe(false);
  });

  it('applies the configured minimum score', async () => {
    const google = recordedSiteverify(json(success({ score: 0.7 })));

    expect(
      await recaptchaBotCheck({ secret: SECRET, minScore: 0.7, fetch: google.fetch }).verify(input),
    ).toBe(true);
    expect(
      await recaptchaBotCheck({ secret: SECRET, minScore: 0.8, fetch: google.fetch }).verify(input),
    ).toBe(false);
  });
});

describe('recaptchaBotCheck with an expected hostname', () => {
  it.each([
    ['our own hostname', 'app.example.com', true],
    ['another site’s hostname', 'evil.example.net', false],
  ])('%s → %s', async (_case, hostname, expected) => {
    const check = recaptchaBotCheck({
      secret: 's',
      minScore: 0.5,
      hostname: 'app.example.com',
      fetch: async () => ({
        ok: true,
        json: async () => ({ success: true, score: 0.9, action: 'login', hostname }),
      }),
    });
    expect(await check.verify({ token: 't', action: 'login', remoteIp: '127.0.0.1' })).toBe(expected);
  });
});
