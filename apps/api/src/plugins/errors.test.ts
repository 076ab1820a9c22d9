import { ERROR_MESSAGES } from '@alongside/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../test/account-helpers';
import { multipartBody } from '../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await signUp(t.app));
});
afterAll(() => t.close());

const form = multipartBody({ accepted: 'yes' });

type Case = { what: string; request: InjectOptions; status: number; body: object };

// Decisions 027 and 029: what a route does not take is refused, never ignored.
const CASES: Case[] = [
  {
    what: 'a query parameter on a route that takes none: malformed, named',
    request: { method: 'GET', url: '/api/health?debug=1' },
    status: 400,
    body: { message: ERROR_MESSAGES.invalid, errors: { debug: [ERROR_MESSAGES.unknownField] } },
  },
  {
    what: 'a body field on a route that takes no body: invalid, named',
    request: { method: 'POST', url: '/api/onboarding/disclaimer', payload: { accepted: true } },
    status: 422,
    body: { message: ERROR_MESSAGES.invalid, errors: { accepted: [ERROR_MESSAGES.unknownField] } },
  },
  {
    what: 'a field named like something every object has: still just an unknown field',
    request: { method: 'POST', url: '/api/auth/email/resend', payload: { toString: false, __proto__x: 1 } },
    status: 422,
    body: {
      message: ERROR_MESSAGES.invalid,
      errors: { toString: [ERROR_MESSAGES.unknownField], __proto__x: [ERROR_MESSAGES.unknownField] },
    },
  },
  {
    what: 'a form with files sent to a route that reads JSON',
    request: {
      method: 'POST',
      url: '/api/onboarding/disclaimer',
      payload: form.payload,
      headers: form.headers,
    },
    status: 415,
    body: { message: ERROR_MESSAGES.sendJson },
  },
];

describe('input a route does not take', () => {
  it.each(CASES)('$what', async ({ request, status, body }) => {
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });

  it('changes nothing: the disclaimer is still not accepted after the refused calls', async () => {
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ data: { disclaimer_accepted_at: null } });
  });
});
