import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { getUser } from '../profiles/profiles.service';
import { addAddress, listAddresses, suggestPlaces } from './addresses.service';

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
    expect((await listAddresses(t.app.ctx, user.id, {})).meta.total).toBe(0);
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
