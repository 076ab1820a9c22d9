import { ERROR_MESSAGES, NOTIFICATION_SETTINGS_MESSAGES } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings } from '../../db/schema/index';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const ALL_ON = { applications: true, applicants: true, requests: true, jobs: true, job_alerts: true };

function call(method: 'GET' | 'PUT', token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url: '/api/notification-settings',
    headers: token ? auth(token) : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const storedRows = (userId: string) =>
  t.app.ctx.db.select().from(notificationSettings).where(eq(notificationSettings.user_id, userId));

describe('GET /api/notification-settings', () => {
  it('has every topic on until the person changes them, with nothing stored', async () => {
    const person = await signUpWithId(t.app);
    const response = await call('GET', person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ALL_ON });
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('answers 401 to a guest', async () => {
    expect((await call('GET')).statusCode).toBe(401);
  });
});

describe('PUT /api/notification-settings', () => {
  it('keeps the topics switched off, and says so', async () => {
    const person = await signUpWithId(t.app, { user_type: 'worker' });
    const chosen = { ...ALL_ON, requests: false, job_alerts: false };
    const response = await call('PUT', person.token, chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: chosen, message: NOTIFICATION_SETTINGS_MESSAGES.saved });
    expect((await call('GET', person.token)).json()).toEqual({ data: chosen });
    expect((await storedRows(person.id))[0]?.email_off).toEqual(['requests', 'job_alerts']);

    const again = await call('PUT', person.token, ALL_ON);
    expect(again.json().data).toEqual(ALL_ON);
    expect((await storedRows(person.id))[0]?.email_off).toEqual([]);
  });

  it('touches only the caller’s choices', async () => {
    const mine = await signUpWithId(t.app);
    const theirs = await signUpWithId(t.app);
    await call('PUT', mine.token, { ...ALL_ON, jobs: false });
    expect((await call('GET', theirs.token)).json().data).toEqual(ALL_ON);
  });

  it.each([
    [
      'a topic that is not on or off',
      { ...ALL_ON, jobs: 'no' },
      { jobs: [NOTIFICATION_SETTINGS_MESSAGES.onOrOff] },
    ],
    [
      'a topic left out',
      { applications: true, applicants: true, requests: true, jobs: true },
      { job_alerts: [NOTIFICATION_SETTINGS_MESSAGES.onOrOff] },
    ],
  ])('answers 422 for %s, storing nothing', async (_case, body, errors) => {
    const person = await signUpWithId(t.app);
    const response = await call('PUT', person.token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('refuses a field it does not know, storing nothing', async () => {
    const person = await signUpWithId(t.app);
    const response = await call('PUT', person.token, { ...ALL_ON, sms: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sms: [ERROR_MESSAGES.unknownField] });
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('answers 401 to a guest, storing nothing', async () => {
    expect((await call('PUT', undefined, ALL_ON)).statusCode).toBe(401);
  });
});
