import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, getSession, post } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo';
import { DEMO_PROFILES } from './demo-profiles';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('demo data', () => {
  it('seeds a confirmed, onboarded client, worker and admin who can sign in with the demo password', async () => {
    const before = Date.now();
    expect(await seedDemoData(t.app.ctx)).toBe(true);

    for (const account of DEMO_ACCOUNTS) {
      const login = await post(t.app, '/api/auth/login', { email: account.email, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      const { user } = (await getSession(t.app, login.json().token)).json();
      expect(user).toMatchObject({
        email: account.email,
        user_type: account.user_type,
        role: account.role,
        email_verified: true,
      });
      // Onboarded, with the disclaimer accepted: the onboarding guard lets them through to home.
      expect(Date.parse(user.onboarded_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(user.disclaimer_accepted_at).toBe(user.onboarded_at);
    }
  });

  it('gives the demo client and worker complete profiles with a home address', async () => {
    for (const demo of DEMO_PROFILES) {
      const login = await post(t.app, '/api/auth/login', { email: demo.email, password: DEMO_PASSWORD });
      const { user } = (await getSession(t.app, login.json().token)).json();
      expect(user).toMatchObject({
        profile_completed: true,
        personal_details_completed: true,
        place_city: demo.address.suburb,
        place_state_short_name: demo.address.state,
        postcode: demo.address.postcode,
      });
    }
  });

  it('does nothing once any account exists', async () => {
    expect(await seedDemoData(t.app.ctx)).toBe(false);
    expect(await countRows(t.app, 'users')).toBe(DEMO_ACCOUNTS.length);
  });
});
