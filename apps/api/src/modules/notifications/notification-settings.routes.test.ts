import { ERROR_MESSAGES, NOTIFICATION_SETTINGS_MESSAGES, unsubscribedMessage } from '@alongside/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSettings } from '../../db/schema/index';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const ALL_ON = DEFAULT_NOTIFICATION_SETTINGS;
const both = (email: boolean, push: boolean) => ({ email, push });

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
  it('has every topic on by e-mail and by push until the person changes them, with nothing stored', async () => {
    const person = await signUpWithId(t.app);
    const response = await call('GET', person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ALL_ON });
    expect(response.json().data.messages).toEqual(both(true, true));
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('keeps the e-mail choices stored before push existed, with push on', async () => {
    const person = await signUpWithId(t.app);
    await t.app.ctx.db
      .insert(notificationSettings)
      .values({ user_id: person.id, email_off: ['jobs'], updated_at: new Date() });
    const { data } = (await call('GET', person.token)).json();
    expect(data.jobs).toEqual(both(false, true));
    expect(data.requests).toEqual(both(true, true));
  });

  it('answers 401 to a guest', async () => {
    expect((await call('GET')).statusCode).toBe(401);
  });
});

describe('PUT /api/notification-settings', () => {
  it('keeps each channel of each topic as chosen, and says so', async () => {
    const person = await signUpWithId(t.app, { user_type: 'worker' });
    const chosen = {
      ...ALL_ON,
      messages: both(false, true),
      requests: both(false, false),
      applications: both(true, false),
    };
    const response = await call('PUT', person.token, chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: chosen, message: NOTIFICATION_SETTINGS_MESSAGES.saved });
    expect((await call('GET', person.token)).json()).toEqual({ data: chosen });
    const [row] = await storedRows(person.id);
    expect(row?.email_off).toEqual(['messages', 'requests']);
    expect(row?.push_off).toEqual(['applications', 'requests']);

    const again = await call('PUT', person.token, ALL_ON);
    expect(again.json().data).toEqual(ALL_ON);
    expect((await storedRows(person.id))[0]?.email_off).toEqual([]);
  });

  it('touches only the caller’s choices', async () => {
    const mine = await signUpWithId(t.app);
    const theirs = await signUpWithId(t.app);
    await call('PUT', mine.token, { ...ALL_ON, jobs: both(false, false) });
    expect((await call('GET', theirs.token)).json().data).toEqual(ALL_ON);
  });

  it.each([
    [
      'a channel that is not on or off',
      { ...ALL_ON, jobs: { email: 'no', push: true } },
      { 'jobs.email': [NOTIFICATION_SETTINGS_MESSAGES.onOrOff] },
    ],
    [
      'a channel left out',
      { ...ALL_ON, messages: { email: true } },
      { 'messages.push': [NOTIFICATION_SETTINGS_MESSAGES.onOrOff] },
    ],
    [
      'the old shape, one switch per topic',
      { ...ALL_ON, messages: true },
      { messages: [ERROR_MESSAGES.invalid] },
    ],
  ])('answers 422 for %s, storing nothing', async (_case, body, errors) => {
    const person = await signUpWithId(t.app);
    const response = await call('PUT', person.token, body);
    expect(response.statusCode).toBe(422);
    const answered = response.json().errors as Record<string, string[]>;
    for (const [field, messages] of Object.entries(errors)) {
      if (messages[0] === ERROR_MESSAGES.invalid) expect(answered[field]).toHaveLength(1);
      else expect(answered[field]).toEqual(messages);
    }
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('refuses a field it does not know, storing nothing', async () => {
    const person = await signUpWithId(t.app);
    const response = await call('PUT', person.token, { ...ALL_ON, sms: both(true, true) });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sms: [ERROR_MESSAGES.unknownField] });
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('answers 401 to a guest, storing nothing', async () => {
    expect((await call('PUT', undefined, ALL_ON)).statusCode).toBe(401);
  });
});

describe('POST /api/notification-settings/unsubscribe', () => {
  const unsubscribe = (body: unknown, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/notification-settings/unsubscribe',
      payload: body as object,
      remoteAddress: ip,
    });

  it('switches that topic’s e-mails off without signing in, keeping the other choices, and says so', async () => {
    const person = await signUpWithId(t.app);
    await call('PUT', person.token, { ...ALL_ON, jobs: both(false, false) });
    const token = unsubscribeToken(t.app.ctx.config.jwtSecret, person.id, 'messages');
    const response = await unsubscribe({ token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: { topic: 'messages', label: 'Messages' },
      message: unsubscribedMessage('Messages'),
    });
    const { data } = (await call('GET', person.token)).json();
    expect(data.messages).toEqual(both(false, true));
    expect(data.jobs).toEqual(both(false, false));
    expect(data.requests).toEqual(both(true, true));

    // The same link again changes nothing more and still answers kindly.
    expect((await unsubscribe({ token })).statusCode).toBe(200);
    expect((await storedRows(person.id))[0]?.email_off).toEqual(['jobs', 'messages']);
  });

  it('works for a person who never saved their choices', async () => {
    const person = await signUpWithId(t.app);
    const token = unsubscribeToken(t.app.ctx.config.jwtSecret, person.id, 'requests');
    expect((await unsubscribe({ token })).statusCode).toBe(200);
    expect((await storedRows(person.id))[0]?.email_off).toEqual(['requests']);
  });

  it.each([
    ['a tampered signature', (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['another topic', (token: string) => token.replace('.messages.', '.jobs.')],
    ['another person', (token: string) => token.replace(/^[^.]+/, '00000000-0000-4000-8000-000000000000')],
    ['a topic that does not exist', (token: string) => token.replace('.messages.', '.sms.')],
    ['no signature', (token: string) => token.split('.').slice(0, 2).join('.')],
    ['nonsense', () => 'not-a-token'],
  ])('answers 422 for %s, changing nothing', async (_case, change) => {
    const person = await signUpWithId(t.app);
    const token = change(unsubscribeToken(t.app.ctx.config.jwtSecret, person.id, 'messages'));
    const response = await unsubscribe({ token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [NOTIFICATION_SETTINGS_MESSAGES.badToken] });
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('refuses a token signed with another secret', async () => {
    const person = await signUpWithId(t.app);
    const token = unsubscribeToken('x'.repeat(48), person.id, 'messages');
    expect((await unsubscribe({ token })).statusCode).toBe(422);
  });

  it('answers 422 for a body without a token, or with other fields', async () => {
    expect((await unsubscribe({})).json().errors).toEqual({
      token: [NOTIFICATION_SETTINGS_MESSAGES.badToken],
    });
    expect((await unsubscribe({ token: 'a', user_id: 'b' })).statusCode).toBe(422);
  });

  it('slows down many tries from one address (429)', async () => {
    const answers = [];
    for (let n = 0; n < 31; n++)
      answers.push((await unsubscribe({ token: `${n}.x.y` }, '198.51.100.9')).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 422)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

describe('POST /api/notification-settings/unsubscribe/one-click (a mail program’s one-click unsubscribe)', () => {
  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const oneClick = (token: string, payload = 'List-Unsubscribe=One-Click', headers: object = FORM) =>
    t.app.inject({
      method: 'POST',
      url: `/api/notification-settings/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
      headers: { ...headers },
      payload,
      remoteAddress: '203.0.113.8',
    });

  it('switches the token’s topic off from the form RFC 8058 describes, without signing in', async () => {
    const person = await signUpWithId(t.app);
    const token = unsubscribeToken(t.app.ctx.config.jwtSecret, person.id, 'job_alerts');
    const response = await oneClick(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ topic: 'job_alerts', label: 'New jobs that suit you' });
    expect((await storedRows(person.id))[0]?.email_off).toEqual(['job_alerts']);
  });

  it.each([
    ['another field in the form', 'List-Unsubscribe=One-Click&user_id=x', FORM, 422],
    ['another value', 'List-Unsubscribe=Later', FORM, 422],
    ['an empty form', '', FORM, 422],
    ['a form over 1 KB', `List-Unsubscribe=One-Click&x=${'y'.repeat(1100)}`, FORM, 413],
  ])('refuses %s, changing nothing', async (_case, payload, headers, status) => {
    const person = await signUpWithId(t.app);
    const token = unsubscribeToken(t.app.ctx.config.jwtSecret, person.id, 'messages');
    const response = await oneClick(token, payload, headers);
    expect(response.statusCode, response.body).toBe(status);
    expect(await storedRows(person.id)).toEqual([]);
  });

  it('answers 422 for a tampered token, and 400 without one, changing nothing', async () => {
    const person = await signUpWithId(t.app);
    const token = unsubscribeToken(t.app.ctx.config.jwtSecret, person.id, 'messages');
    const tampered = await oneClick(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().errors).toEqual({ token: [NOTIFICATION_SETTINGS_MESSAGES.badToken] });
    const without = await t.app.inject({
      method: 'POST',
      url: '/api/notification-settings/unsubscribe/one-click',
      headers: FORM,
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(without.statusCode).toBeGreaterThanOrEqual(400);
    expect(without.statusCode).toBeLessThan(500);
    expect(await storedRows(person.id)).toEqual([]);
  });
});
