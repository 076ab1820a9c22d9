import { AUTH_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, GOOD_PASSWORD, post, registration, signUp } from '../../test/account-helpers';
import { buildAppWithRecaptcha, siteverifyAnswer } from '../../test/recorded-recaptcha';
import type { TestApp } from '../../test/test-app';

const RECORDED: Record<string, object> = {
  'token-person-register': siteverifyAnswer('register', 0.9),
  'token-person-login': siteverifyAnswer('login', 0.9),
  'token-bot-login': siteverifyAnswer('login', 0.1),
};

let t: TestApp;
beforeAll(async () => {
  t = await buildAppWithRecaptcha(RECORDED);
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
