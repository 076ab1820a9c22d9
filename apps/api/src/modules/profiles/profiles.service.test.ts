import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { getUser, refreshProfileFlags, toUser, updateProfile } from './profiles.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('toUser', () => {
  it('reads a person with no profile row yet as an empty profile, never as missing fields', async () => {
    const user = await signUpUser(t.app, { user_type: 'client' });
    const view = toUser({ user, profile: null, primaryAddress: null });
    expect(view).toMatchObject({
      email: user.email,
      avatar: null,
      profile_completed: false,
      personal_details_completed: false,
      id_verification_completed: false,
      support_requirements: [],
      require_support_schedule: [],
      support_preference: { profile_visibility: null, gender: null, car_ownership: null },
      indicative_rates: { travel_per_km_rate: null },
      documents: [],
    });
    expect(JSON.stringify(view)).not.toContain(user.password_hash);
  });
});

describe('refreshProfileFlags', () => {
  it('recomputes personal details when another area changes the primary address in its transaction', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    await updateProfile(t.app.ctx, user, {
      date_of_birth: '1980-01-01',
      gender: 'male',
      phone: '0491570159',
    });
    expect((await getUser(t.app.ctx, user.id)).personal_details_completed).toBe(false);

    await t.app.ctx.db.transaction(async (tx) => {
      await tx.insert(addresses).values({
        user_id: user.id,
        address: '1 Main Street',
        suburb: 'Westmead',
        state: 'NSW',
        postcode: '2145',
        latitude: -33.8,
        longitude: 150.98,
        is_primary: true,
      });
      await refreshProfileFlags(tx, user.id);
    });
    expect((await getUser(t.app.ctx, user.id)).personal_details_completed).toBe(true);
  });

  it('does nothing for an id that names nobody', async () => {
    await expect(
      refreshProfileFlags(t.app.ctx.db, '00000000-0000-4000-8000-000000000000'),
    ).resolves.toBeUndefined();
  });
});
