import { AUTH_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recaptchaBotCheck } from '../../providers/bot-check/bot-check';
import { countRows, GOOD_PASSWORD, post, registration, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

/** Siteverify answers as Google documents them (developers.google.com/recaptcha/docs/v3). */
const RECORDED: Record<string, object> = {
  'token-person-register': {
    success: true,
    challenge_ts: '2026-11-22T09:00:00Z',
    hostname: 'localhost',
    score: 0.9,
    action: 'register',
  },
  'token-person-login': {
    success: true,
    challenge_ts: '2026-11-22T09:00:00Z',
    hostname: 'localhost',
    score: 0.9,
    action: 'login',
  },
  'token-bot-login': {
    success: true,
    challenge_ts: '2026-11-22T09:00:00Z',
    hostname: 'localhost',
    score: 0.1,
    action: 'login',
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'server-secret' },
    botCheck: recaptchaBotCheck({
      secret: 'server-secret',
      minScore: 0.5,
      fetch: async (_url, init) => {
        const token = init.body.get('response') ?? '';
        const answer = RECORDED[token] ?? { success: false, 'error-codes': ['invalid-input-response'] };
        return { ok: true, json: async () => answer };
      },
    }),
  });
});
afterAll(() => t?.close());

describe('reCAPTCHA on sign-up and sign-in (when configured)', () => {
  it('lets a person with a good token sign up', async () => {
    const response = await post(
      t.app,
      '/api/auth/register',
      registration({ recaptcha_token: 'token-person-register' }),
    );
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['no token', undefined],
    ['a token for another action', 'token-person-login'],
    ['a token Google does not know', 'made-up-token'],
  ])('refuses sign-up with %s and stores nothing', async (_case, token) => {
    const before = await countRows(t.app, 'users');
    const response = await post(
      t.app,
      '/api/auth/register',
      registration(token ? { recaptcha_token: token } : {}),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(AUTH_MESSAGES.botCheckFailed);
    expect(await countRows(t.app, 'users')).toBe(before);
  });

  it('refuses sign-in with a low score, and allows it with a good one', async () => {
    const { email } = await signUp(t.app, { recaptcha_token: 'token-person-register' });
    const bot = await post(t.app, '/api/auth/login', {
      email,
      password: GOOD_PASSWORD,
      recaptcha_token: 'token-bot-login',
    });
    expect(bot.statusCode).toBe(403);
    const person = await post(t.app, '/api/auth/login', {
      email,
      password: GOOD_PASSWORD,
      recaptcha_token: 'token-person-login',
    });
    expect(person.statusCode).toBe(200);
  });
});
