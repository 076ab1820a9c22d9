import { PUSH_SUBSCRIPTION_MESSAGES, noQueryResultsMessage } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema/index';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let endpoints = 0;
/** A subscription as Chrome gives it (`PushSubscription.toJSON()`). */
const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${(endpoints += 1)}`,
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

function post(token: string | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: { ...(token ? auth(token) : {}), 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131' },
    payload: body as object,
  });
}
function remove(token: string | undefined, endpoint: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/push-subscriptions',
    headers: token ? auth(token) : {},
    payload: { endpoint },
  });
}
const stored = (endpoint: string) =>
  t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

describe('GET /api/push-subscriptions/key', () => {
  it('gives anyone the public key this server signs its pushes with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push-subscriptions/key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { public_key: t.app.ctx.push!.publicKey } });
    expect(response.json().data.public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});

describe('POST /api/push-subscriptions', () => {
  it('a push subscription is stored for the caller, with the device’s browser', async () => {
    const person = await signUpWithId(t.app);
    const body = subscription();
    const response = await post(person.token, body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: { endpoint: body.endpoint },
      message: PUSH_SUBSCRIPTION_MESSAGES.saved,
    });
    const [row] = await stored(body.endpoint);
    expect(row).toMatchObject({
      user_id: person.id,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131',
      last_used_at: null,
    });
  });

  it('stores the same device once: posting again answers 200, and another person signing in on it takes it', async () => {
    const first = await signUpWithId(t.app);
    const second = await signUpWithId(t.app);
    const body = subscription();
    expect((await post(first.token, body)).statusCode).toBe(201);
    expect((await post(first.token, body)).statusCode).toBe(200);
    expect((await post(second.token, body)).statusCode).toBe(200);
    const rows = await stored(body.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.user_id).toBe(second.id);
  });

  it.each([
    [
      'an http endpoint',
      { endpoint: 'http://push.example.net/abc' },
      'endpoint',
      PUSH_SUBSCRIPTION_MESSAGES.endpoint,
    ],
    [
      'an endpoint that is not a URL',
      { endpoint: 'not a url' },
      'endpoint',
      PUSH_SUBSCRIPTION_MESSAGES.endpoint,
    ],
    [
      'an endpoint over 1,000 characters',
      { endpoint: `https://push.example.net/${'a'.repeat(1000)}` },
      'endpoint',
      PUSH_SUBSCRIPTION_MESSAGES.endpoint,
    ],
    [
      'a key that is not base64url',
      { keys: { p256dh: 'not base64!', auth: 'abc' } },
      'keys.p256dh',
      PUSH_SUBSCRIPTION_MESSAGES.key,
    ],
    [
      'an empty auth key',
      { keys: { p256dh: 'BNcR', auth: '' } },
      'keys.auth',
      PUSH_SUBSCRIPTION_MESSAGES.key,
    ],
  ])('answers 422 for %s, storing nothing', async (_case, change, field, message) => {
    const person = await signUpWithId(t.app);
    const body = { ...subscription(), ...change };
    const response = await post(person.token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await stored(body.endpoint)).toEqual([]);
  });

  it('refuses a field it does not know, storing nothing', async () => {
    const person = await signUpWithId(t.app);
    const body = { ...subscription(), user_id: person.id };
    const response = await post(person.token, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['user_id']);
    expect(await stored(body.endpoint)).toEqual([]);
  });

  it('answers 401 to a guest, storing nothing', async () => {
    const body = subscription();
    expect((await post(undefined, body)).statusCode).toBe(401);
    expect(await stored(body.endpoint)).toEqual([]);
  });
});

describe('DELETE /api/push-subscriptions', () => {
  it('removes the caller’s own subscription, and says so', async () => {
    const person = await signUpWithId(t.app);
    const body = subscription();
    await post(person.token, body);
    const response = await remove(person.token, body.endpoint);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PUSH_SUBSCRIPTION_MESSAGES.removed });
    expect(await stored(body.endpoint)).toEqual([]);
  });

  it('answers 404 for another person’s subscription, which stays', async () => {
    const owner = await signUpWithId(t.app);
    const stranger = await signUpWithId(t.app);
    const body = subscription();
    await post(owner.token, body);
    const response = await remove(stranger.token, body.endpoint);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(noQueryResultsMessage('Push subscription'));
    expect(await stored(body.endpoint)).toHaveLength(1);
  });

  it('answers 401 to a guest, and 422 for an endpoint that is not one', async () => {
    const owner = await signUpWithId(t.app);
    const body = subscription();
    await post(owner.token, body);
    expect((await remove(undefined, body.endpoint)).statusCode).toBe(401);
    expect((await remove(owner.token, 'nope')).statusCode).toBe(422);
    expect(await stored(body.endpoint)).toHaveLength(1);
  });
});
