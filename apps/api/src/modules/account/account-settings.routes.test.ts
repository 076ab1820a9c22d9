import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_SETTINGS_MESSAGES as M, AUTH_MESSAGES, ERROR_MESSAGES } from '@alongside/contract';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, sessions, users } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import {
  getSession,
  GOOD_PASSWORD,
  nextAddress,
  post,
  signUp,
  uniqueEmail,
} from '../../test/account-helpers';
import { multipartBody } from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'a brand new kettle song';
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const changeCode = (email: string) => t.outbox.latestCode(email, 'new e-mail address');

const changePassword = (token: string, body: unknown, ip?: string) =>
  post(t.app, '/api/account/password', body, { token, ...(ip ? { ip } : {}) });
const startEmailChange = (token: string, body: unknown, ip?: string) =>
  post(t.app, '/api/account/email', body, { token, ...(ip ? { ip } : {}) });
const confirmEmailChange = (token: string, code: unknown) =>
  post(t.app, '/api/account/email/confirm', { code }, { token });
const resendEmailChange = (token: string) => post(t.app, '/api/account/email/resend', {}, { token });
const cancelEmailChange = (token: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account/email',
    headers: { authorization: `Bearer ${token}` },
  });
const deleteAccount = (token: string, body: unknown, ip?: string) =>
  post(t.app, '/api/account/deletion', body, { token, ...(ip ? { ip } : {}) });
const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });

async function userRow(email: string) {
  return t.app.ctx.db.query.users.findFirst({ where: eq(sql`lower(${users.email})`, email) });
}

async function confirmedPerson() {
  const person = await signUp(t.app);
  const code = await t.outbox.latestCode(person.email, 'Confirm');
  await post(t.app, '/api/auth/email/verify', { code }, { token: person.token });
  return person;
}

describe('POST /api/account/password', () => {
  it('changes the password, keeps this device signed in and signs out every other one', async () => {
    const person = await confirmedPerson();
    const other = (await login(person.email, person.password)).json();

    const response = await changePassword(person.token, {
      current_password: person.password,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.passwordChanged);

    // This device goes on, and can still refresh its tokens.
    expect((await getSession(t.app, person.token)).statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/refresh', { refresh_token: person.refresh_token })).statusCode).toBe(
      200,
    );
    // The other device is out: its access token and its refresh token are refused.
    expect((await getSession(t.app, other.token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/refresh', { refresh_token: other.refresh_token })).statusCode).toBe(
      401,
    );
    const user = await userRow(person.email);
    const ended = await t.app.ctx.db.query.sessions.findMany({ where: eq(sessions.user_id, user!.id) });
    expect(ended.map((session) => session.end_reason)).toHaveLength(2);
    expect(ended.map((session) => session.end_reason)).toEqual(
      expect.arrayContaining(['password_change', null]),
    );

    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
    const notice = t.outbox.to(person.email).at(-1)!;
    expect(notice.subject).toBe('Your Alongside password was changed');
    expect(notice.text).toContain('If this was not you');
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const person = await confirmedPerson();
    const before = (await userRow(person.email))!.password_hash;
    const response = await changePassword(person.token, {
      current_password: 'not my password at all',
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [M.currentPasswordWrong] });
    expect((await userRow(person.email))!.password_hash).toBe(before);
  });

  it('refuses the same password again', async () => {
    const person = await confirmedPerson();
    const response = await changePassword(person.token, {
      current_password: person.password,
      new_password: person.password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ new_password: [M.passwordSame] });
  });

  it.each([
    [{ current_password: GOOD_PASSWORD, new_password: 'short' }, 'new_password'],
    [{ current_password: GOOD_PASSWORD, new_password: 'password123' }, 'new_password'],
    [{ current_password: GOOD_PASSWORD, new_password: 'x'.repeat(129) }, 'new_password'],
    [{ current_password: GOOD_PASSWORD, new_password: 'long enough\u0000password' }, 'new_password'],
    [{ current_password: '', new_password: NEW_PASSWORD }, 'current_password'],
    [{ new_password: NEW_PASSWORD }, 'current_password'],
    [{ current_password: 42, new_password: NEW_PASSWORD }, 'current_password'],
    [{ current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD, role: 'admin' }, 'role'],
  ])('refuses %j with a 422 on %s and changes nothing', async (body, field) => {
    const person = await confirmedPerson();
    const before = (await userRow(person.email))!.password_hash;
    const response = await changePassword(person.token, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect((await userRow(person.email))!.password_hash).toBe(before);
  });

  it('needs a signed-in person', async () => {
    const response = await post(t.app, '/api/account/password', {
      current_password: GOOD_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(ERROR_MESSAGES.unauthenticated);
  });

  it('slows wrong passwords past the limit down, and still takes the right one (decision 026)', async () => {
    const person = await confirmedPerson();
    const wrong = { current_password: 'a wrong guess here', new_password: NEW_PASSWORD };
    for (let i = 0; i < 10; i++) {
      expect((await changePassword(person.token, wrong, nextAddress())).statusCode).toBe(422);
    }
    const before = clock.now().getTime();
    const right = await changePassword(person.token, { ...wrong, current_password: person.password });
    expect(right.statusCode).toBe(200);
    expect(clock.now().getTime() - before).toBe(1000);
  });
});

describe('changing the e-mail address', () => {
  it('mails a code to the new address, swaps the address on the right code and tells the old one', async () => {
    const person = await confirmedPerson();
    const newEmail = uniqueEmail('moved');

    const started = await startEmailChange(person.token, {
      new_email: newEmail.toUpperCase(),
      current_password: person.password,
    });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({
      message: M.emailCodeSent,
      pending_email: newEmail,
      retry_after_seconds: 60,
    });
    const waiting = (await getSession(t.app, person.token)).json().user;
    expect(waiting).toMatchObject({ email: person.email, pending_email: newEmail });
    // The code goes to the new address only.
    const code = await changeCode(newEmail);
    expect(t.outbox.to(person.email).some((mail) => mail.subject.includes('new e-mail'))).toBe(false);

    const confirmed = await confirmEmailChange(person.token, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(M.emailChanged);
    expect((await getSession(t.app, person.token)).json().user).toMatchObject({
      email: newEmail,
      pending_email: null,
      email_verified: true,
    });

    const told = t.outbox.to(person.email).at(-1)!;
    expect(told.subject).toBe('The e-mail address of your Alongside account was changed');
    expect(told.text).toContain(newEmail);
    expect(told.text).toContain('/contact-us');

    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(newEmail, person.password)).statusCode).toBe(200);
    // The old address is free for a new account.
    expect((await post(t.app, '/api/auth/register', registrationFor(person.email))).statusCode).toBe(201);
  });

  it('confirms an address that was never confirmed: the code proved the new inbox', async () => {
    const person = await signUp(t.app);
    const newEmail = uniqueEmail('unconfirmed');
    await startEmailChange(person.token, { new_email: newEmail, current_password: person.password });
    expect((await confirmEmailChange(person.token, await changeCode(newEmail))).statusCode).toBe(200);
    expect((await getSession(t.app, person.token)).json().user.email_verified).toBe(true);
  });

  it('refuses a wrong password, an address in use and the same address, storing nothing', async () => {
    const person = await confirmedPerson();
    const someoneElse = await signUp(t.app);

    const wrongPassword = await startEmailChange(person.token, {
      new_email: uniqueEmail(),
      current_password: 'not my password at all',
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ current_password: [M.currentPasswordWrong] });

    const taken = await startEmailChange(person.token, {
      new_email: someoneElse.email.toUpperCase(),
      current_password: person.password,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ new_email: [AUTH_MESSAGES.emailTaken] });

    const same = await startEmailChange(person.token, {
      new_email: person.email,
      current_password: person.password,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ new_email: [M.emailSame] });

    expect((await userRow(person.email))!.pending_email).toBeNull();
  });

  it.each([
    [{ new_email: 'not an address', current_password: GOOD_PASSWORD }, 'new_email'],
    [{ new_email: `${'a'.repeat(250)}@example.com`, current_password: GOOD_PASSWORD }, 'new_email'],
    [{ new_email: 'a\u0000b@example.com', current_password: GOOD_PASSWORD }, 'new_email'],
    [{ current_password: GOOD_PASSWORD }, 'new_email'],
    [{ new_email: 'fine@example.com' }, 'current_password'],
    [{ new_email: 'fine@example.com', current_password: GOOD_PASSWORD, email: 'x@example.com' }, 'email'],
  ])('refuses %j with a 422 on %s', async (body, field) => {
    const person = await confirmedPerson();
    const response = await startEmailChange(person.token, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect((await userRow(person.email))!.pending_email).toBeNull();
  });

  it('refuses a wrong code, then spends the code after 5 wrong tries', async () => {
    const person = await confirmedPerson();
    const newEmail = uniqueEmail();
    await startEmailChange(person.token, { new_email: newEmail, current_password: person.password });
    const code = await changeCode(newEmail);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirmEmailChange(person.token, otherCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ code: [M.codeWrong] });
    }
    const spent = await confirmEmailChange(person.token, code);
    expect(spent.json().errors).toEqual({ code: [M.codeExpired] });
    expect((await userRow(person.email))!.email).toBe(person.email);
  });

  it.each([['12345'], ['abcdef'], [123456], ['12\u00003456']])(
    'refuses the code %j with a 422',
    async (code) => {
      const person = await confirmedPerson();
      const response = await confirmEmailChange(person.token, code);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['code']);
    },
  );

  it('refuses a code after its 15 minutes', async () => {
    const person = await confirmedPerson();
    const newEmail = uniqueEmail();
    await startEmailChange(person.token, { new_email: newEmail, current_password: person.password });
    const code = await changeCode(newEmail);
    clock.advance(15 * 60 + 1);
    const { token } = (
      await post(t.app, '/api/auth/refresh', { refresh_token: person.refresh_token })
    ).json();
    const response = await confirmEmailChange(token, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [M.codeExpired] });
    expect((await userRow(person.email))!.email).toBe(person.email);
  });

  it('refuses a code when no change is waiting', async () => {
    const person = await confirmedPerson();
    const response = await confirmEmailChange(person.token, '123456');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [M.noEmailChange] });
  });

  it('changes nothing when someone else took the new address meanwhile', async () => {
    const person = await confirmedPerson();
    const newEmail = uniqueEmail('contested');
    await startEmailChange(person.token, { new_email: newEmail, current_password: person.password });
    const code = await changeCode(newEmail);
    expect((await post(t.app, '/api/auth/register', registrationFor(newEmail))).statusCode).toBe(201);

    const response = await confirmEmailChange(person.token, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ new_email: [M.emailTakenMeanwhile] });
    expect((await userRow(person.email))!.email).toBe(person.email);
  });

  it('sends another code only after the cooldown, and the newest code is the one that works', async () => {
    const person = await confirmedPerson();
    const newEmail = uniqueEmail();
    await startEmailChange(person.token, { new_email: newEmail, current_password: person.password });
    const first = await changeCode(newEmail);

    const tooSoon = await resendEmailChange(person.token);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(M.resendTooSoon);
    const again = await startEmailChange(person.token, {
      new_email: newEmail,
      current_password: person.password,
    });
    expect(again.statusCode).toBe(429);

    clock.advance(61);
    const resent = await resendEmailChange(person.token);
    expect(resent.statusCode).toBe(202);
    expect(resent.json()).toMatchObject({ message: M.emailCodeResent, pending_email: newEmail });
    const second = await changeCode(newEmail);
    // One time in a million the two random codes are the same; then only the last line can be checked.
    if (second !== first) {
      // Only the newest code counts: the first is now simply not right.
      expect((await confirmEmailChange(person.token, first)).json().errors).toEqual({ code: [M.codeWrong] });
    }
    expect((await confirmEmailChange(person.token, second)).statusCode).toBe(200);
  });

  it('a resend with no change waiting is a 422', async () => {
    const person = await confirmedPerson();
    const response = await resendEmailChange(person.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ new_email: [M.noEmailChange] });
  });

  it('cancels a waiting change: the address stays and the code no longer works', async () => {
    const person = await confirmedPerson();
    const newEmail = uniqueEmail();
    await startEmailChange(person.token, { new_email: newEmail, current_password: person.password });
    const code = await changeCode(newEmail);

    const cancelled = await cancelEmailChange(person.token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(M.emailChangeCancelled);
    expect((await userRow(person.email))!.pending_email).toBeNull();
    expect((await confirmEmailChange(person.token, code)).json().errors).toEqual({ code: [M.noEmailChange] });
  });

  it('needs a signed-in person for each step', async () => {
    expect(
      (await post(t.app, '/api/account/email', { new_email: uniqueEmail(), current_password: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await post(t.app, '/api/account/email/confirm', { code: '123456' })).statusCode).toBe(401);
    expect((await post(t.app, '/api/account/email/resend', {})).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/email' })).statusCode).toBe(401);
  });

  it('limits changes per account (429)', async () => {
    const person = await confirmedPerson();
    for (let i = 0; i < 5; i++) {
      const response = await startEmailChange(
        person.token,
        { new_email: uniqueEmail(), current_password: person.password },
        nextAddress(),
      );
      expect(response.statusCode).toBe(202);
    }
    const refused = await startEmailChange(person.token, {
      new_email: uniqueEmail(),
      current_password: person.password,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/account/deletion', () => {
  it('erases the person, the photo file and every session, keeps contact messages unlinked, and the address can register again', async () => {
    const person = await confirmedPerson();
    const other = (await login(person.email, person.password)).json();
    const user = (await userRow(person.email))!;
    await uploadAvatar(person.token);
    expect(avatarFiles()).toHaveLength(1);
    const contact = await post(
      t.app,
      '/api/contact-messages',
      { name: 'Robin', email: person.email, topic: 'my_account', message: 'Please help me with my account.' },
      { token: person.token },
    );
    expect(contact.statusCode).toBe(201);

    const response = await deleteAccount(person.token, {
      current_password: person.password,
      confirmation: 'DELETE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(M.accountDeleted);

    expect(await userRow(person.email)).toBeUndefined();
    expect(await t.app.ctx.db.query.sessions.findMany({ where: eq(sessions.user_id, user.id) })).toEqual([]);
    expect(await rowsOwnedBy(user.id)).toEqual({ profiles: 0, addresses: 0, one_time_codes: 0 });
    expect(avatarFiles()).toHaveLength(0);
    const kept = await t.app.ctx.db.query.contactMessages.findMany({
      where: eq(contactMessages.email, person.email),
    });
    expect(kept.map((message) => message.user_id)).toEqual([null]);

    for (const token of [person.token, other.token])
      expect((await getSession(t.app, token)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/refresh', { refresh_token: other.refresh_token })).statusCode).toBe(
      401,
    );
    expect((await login(person.email, person.password)).statusCode).toBe(401);

    const goodbye = t.outbox.to(person.email).at(-1)!;
    expect(goodbye.subject).toBe('Your Alongside account is deleted');

    const again = await post(t.app, '/api/auth/register', registrationFor(person.email));
    expect(again.statusCode).toBe(201);
    expect((await getSession(t.app, again.json().token)).json().user.email).toBe(person.email);
  });

  it('refuses a wrong password and keeps everything', async () => {
    const person = await confirmedPerson();
    const response = await deleteAccount(person.token, {
      current_password: 'not my password at all',
      confirmation: 'DELETE',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ current_password: [M.currentPasswordWrong] });
    expect(await userRow(person.email)).toBeDefined();
    expect((await getSession(t.app, person.token)).statusCode).toBe(200);
  });

  it.each([
    [{ current_password: GOOD_PASSWORD, confirmation: 'delete' }, 'confirmation'],
    [{ current_password: GOOD_PASSWORD, confirmation: '' }, 'confirmation'],
    [{ current_password: GOOD_PASSWORD, confirmation: 'DELETE ME' }, 'confirmation'],
    [{ current_password: GOOD_PASSWORD }, 'confirmation'],
    [{ current_password: GOOD_PASSWORD, confirmation: true }, 'confirmation'],
    [{ confirmation: 'DELETE' }, 'current_password'],
    [{ current_password: GOOD_PASSWORD, confirmation: 'DELETE', keep: 'everything' }, 'keep'],
  ])('refuses %j with a 422 on %s and keeps everything', async (body, field) => {
    const person = await confirmedPerson();
    const response = await deleteAccount(person.token, body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    if (field === 'confirmation') expect(response.json().errors.confirmation).toEqual([M.confirmationWrong]);
    expect(await userRow(person.email)).toBeDefined();
  });

  it('forgives spaces around the confirmation word', async () => {
    const person = await confirmedPerson();
    const response = await deleteAccount(person.token, {
      current_password: person.password,
      confirmation: ' DELETE ',
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(person.email)).toBeUndefined();
  });

  it('needs a signed-in person', async () => {
    const response = await post(t.app, '/api/account/deletion', {
      current_password: GOOD_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(response.statusCode).toBe(401);
  });

  it('slows wrong passwords past the limit down, never refusing the account holder (decision 026)', async () => {
    const person = await confirmedPerson();
    const wrong = { current_password: 'a wrong guess here', confirmation: 'DELETE' };
    for (let i = 0; i < 11; i++) {
      expect((await deleteAccount(person.token, wrong, nextAddress())).statusCode).toBe(422);
    }
    expect(await userRow(person.email)).toBeDefined();
    const before = clock.now().getTime();
    const slowed = await deleteAccount(person.token, wrong);
    expect(slowed.statusCode).toBe(422);
    expect(clock.now().getTime() - before).toBe(2000);
  });
});

function registrationFor(email: string) {
  return { user_type: 'client', first_name: 'Sam', last_name: 'Lee', email, password: GOOD_PASSWORD };
}

function avatarFiles() {
  const dir = path.join(t.dataDir, 'files', 'avatars');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function uploadAvatar(token: string) {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#5b2a86' } })
    .png()
    .toBuffer();
  const file = multipartBody({}, { field: 'avatar', name: 'me.png', type: 'image/png', bytes });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { authorization: `Bearer ${token}`, ...file.headers },
    payload: file.payload,
  });
  expect(response.statusCode).toBe(200);
}

async function rowsOwnedBy(userId: string) {
  const counts: Record<string, number> = {};
  for (const table of ['profiles', 'addresses', 'one_time_codes']) {
    const result = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    counts[table] = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}
