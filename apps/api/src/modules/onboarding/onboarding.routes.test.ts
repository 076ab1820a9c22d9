import { PROFILE_MESSAGES } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { post, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const acceptDisclaimer = (token?: string) => post(t.app, '/api/onboarding/disclaimer', undefined, { token });
const complete = (token?: string) => post(t.app, '/api/onboarding/complete', undefined, { token });

async function stored(email: string) {
  const [user] = await t.app.ctx.db.select().from(users).where(eq(users.email, email));
  const [profile] = await t.app.ctx.db.select().from(profiles).where(eq(profiles.user_id, user!.id));
  return { onboardedAt: user!.onboarded_at, disclaimerAcceptedAt: profile?.disclaimer_accepted_at ?? null };
}

describe('POST /api/onboarding/disclaimer', () => {
  it('stores the acceptance with the server’s time and answers with the user', async () => {
    const person = await signUp(t.app);
    clock.set(new Date('2026-11-22T09:05:00Z'));
    const response = await acceptDisclaimer(person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: person.email,
      disclaimer_accepted_at: '2026-11-22T09:05:00.000Z',
      onboarded_at: null,
    });
    expect((await stored(person.email)).disclaimerAcceptedAt?.toISOString()).toBe('2026-11-22T09:05:00.000Z');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await acceptDisclaimer()).statusCode).toBe(401);
    const bad = await acceptDisclaimer('not-a-token');
    expect(bad.statusCode).toBe(401);
  });
});

describe('POST /api/onboarding/complete', () => {
  it('refuses to finish before the disclaimer is accepted, and stores nothing', async () => {
    const person = await signUp(t.app);
    const response = await complete(person.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ disclaimer: [PROFILE_MESSAGES.disclaimerFirst] });
    expect((await stored(person.email)).onboardedAt).toBeNull();
  });

  it('sets onboarded_at once: a second call keeps the first time', async () => {
    const person = await signUp(t.app, { user_type: 'worker' });
    expect((await acceptDisclaimer(person.token)).statusCode).toBe(200);

    clock.advance(60);
    const finishedAt = clock.now().toISOString();
    const first = await complete(person.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.onboarded_at).toBe(finishedAt);

    // A minute later (the access token is short-lived, so the clock moves only a little).
    clock.advance(60);
    const second = await complete(person.token);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.onboarded_at).toBe(finishedAt);
    expect((await stored(person.email)).onboardedAt?.toISOString()).toBe(finishedAt);

    // The session carries it, which is what the web's onboarding guard reads.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${person.token}` },
    });
    expect(session.json().user.onboarded_at).toBe(finishedAt);
  });

  it('changes only the caller’s own account', async () => {
    const done = await signUp(t.app);
    const other = await signUp(t.app);
    await acceptDisclaimer(done.token);
    expect((await complete(done.token)).statusCode).toBe(200);
    expect(await stored(other.email)).toEqual({ onboardedAt: null, disclaimerAcceptedAt: null });
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await complete()).statusCode).toBe(401);
    expect((await complete('not-a-token')).statusCode).toBe(401);
  });
});
