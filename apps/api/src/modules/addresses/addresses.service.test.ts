import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, users } from '../../db/schema/index';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { getUser } from '../profiles/profiles.service';
import { addAddress, deleteAddress, listAddresses, suggestPlaces, updateAddress } from './addresses.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Called directly, as the demo seed calls it: the same rules as the API, no HTTP in between.
describe('addAddress', () => {
  it('spells the place as the dataset does, stores its coordinates and makes the first address primary', async () => {
    const user = await signUpUser(t.app);
    const added = await addAddress(t.app.ctx, user.id, {
      address: '24 Church Street',
      suburb: 'PARRAMATTA',
      state: 'NSW',
      postcode: '2150',
    });
    expect(added).toMatchObject({ suburb: 'Parramatta', is_primary: true });
    expect((await getUser(t.app.ctx, user.id)).place_city).toBe('Parramatta');
  });

  it('refuses a place that does not exist with the fields named, and stores nothing', async () => {
    const user = await signUpUser(t.app);
    await expect(
      addAddress(t.app.ctx, user.id, {
        address: '1 Nowhere Road',
        suburb: 'Parramatta',
        state: 'VIC',
        postcode: '2150',
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect((await listAddresses(t.app.ctx, user.id)).meta.total).toBe(0);
  });
});

// Worker search reads a worker's primary address's point from their profile (decision 018).
describe('the search point', () => {
  const PARRAMATTA = {
    address: '24 Church Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
  } as const;
  const DUBBO = { address: '1 Macquarie Street', suburb: 'Dubbo', state: 'NSW', postcode: '2830' } as const;
  const WESTMEAD = {
    address: '5 Hawkesbury Road',
    suburb: 'Westmead',
    state: 'NSW',
    postcode: '2145',
  } as const;

  async function searchPoint(userId: string) {
    const [row] = await t.app.ctx.db
      .select({
        latitude: profiles.search_latitude,
        longitude: profiles.search_longitude,
        joined_at: profiles.joined_at,
      })
      .from(profiles)
      .where(eq(profiles.user_id, userId));
    return row;
  }
  const pointOf = (address: { latitude: number; longitude: number }) => ({
    latitude: address.latitude,
    longitude: address.longitude,
  });

  it('follows a worker’s primary address when it is added, moved, replaced, promoted and deleted', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    const first = await addAddress(t.app.ctx, worker.id, PARRAMATTA);
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(first));
    const [user] = await t.app.ctx.db.select().from(users).where(eq(users.id, worker.id));
    expect((await searchPoint(worker.id))?.joined_at).toEqual(user!.created_at);

    // A second address leaves the point alone until it becomes the primary.
    const second = await addAddress(t.app.ctx, worker.id, DUBBO);
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(first));
    const moved = await updateAddress(t.app.ctx, worker.id, first.id, {
      suburb: 'Westmead',
      postcode: '2145',
    });
    expect(moved.is_primary).toBe(true);
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(moved));
    await updateAddress(t.app.ctx, worker.id, second.id, { is_primary: true });
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(second));
    const third = await addAddress(t.app.ctx, worker.id, { ...PARRAMATTA, is_primary: true });
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(third));

    // Deleting the primary promotes the most recently added one left; deleting the last clears it.
    await deleteAddress(t.app.ctx, worker.id, third.id);
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(second));
    await deleteAddress(t.app.ctx, worker.id, second.id);
    expect(await searchPoint(worker.id)).toMatchObject(pointOf(moved));
    await deleteAddress(t.app.ctx, worker.id, first.id);
    expect(await searchPoint(worker.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('is never set for a client', async () => {
    const client = await signUpUser(t.app);
    const home = await addAddress(t.app.ctx, client.id, WESTMEAD);
    await addAddress(t.app.ctx, client.id, { ...DUBBO, is_primary: true });
    await updateAddress(t.app.ctx, client.id, home.id, { is_primary: true });
    expect(await searchPoint(client.id)).toMatchObject({ latitude: null, longitude: null });
  });
});

describe('suggestPlaces', () => {
  it.each([
    { query: 'parramat', expected: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' } },
    { query: '2145', expected: { suburb: 'Westmead', state: 'NSW', postcode: '2145' } },
  ])('suggests $expected.suburb for "$query"', ({ query, expected }) => {
    expect(suggestPlaces(query)).toContainEqual(expected);
  });
});
