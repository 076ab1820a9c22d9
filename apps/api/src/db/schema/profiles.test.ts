import { chordSquared, unitVector } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../modules/account/account.repository';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { Database } from '../database';
import { SEARCH_MASK_VALUES, profiles, searchMask } from './index';

describe('searchMask', () => {
  it.each([
    { values: [], mask: 0 },
    { values: ['personal_care'], mask: 1 },
    { values: ['household_tasks'], mask: 2 },
    { values: ['personal_care', 'community_access'], mask: 1 + 16 },
    { values: ['community_access', 'personal_care', 'community_access'], mask: 1 + 16 },
    { values: ['companionship'], mask: 2 ** 10 },
    { values: ['not_a_service'], mask: 0 },
  ])('$values is $mask', ({ values, mask }) => {
    expect(searchMask(SEARCH_MASK_VALUES.services, values)).toBe(mask);
  });

  it('has a bit for all 32 languages without going negative', () => {
    expect(searchMask(SEARCH_MASK_VALUES.languages, SEARCH_MASK_VALUES.languages)).toBe(2 ** 32 - 1);
  });
});

// The generated columns are the database's copy of the lists and of the domain's geometry: if a list
// changes without a migration, the new value has no bit here and this fails.
describe('the generated search columns of profiles', () => {
  let t: TestApp;
  let db: Database;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
    db = t.app.ctx.db;
    const user = await insertUser(db, {
      email: 'columns@example.com',
      password_hash: 'not-a-hash',
      user_type: 'worker',
      first_name: 'Col',
      last_name: 'Umns',
    });
    userId = user.id;
    await db.insert(profiles).values({ user_id: userId }).onConflictDoNothing();
  }, 60_000);
  afterAll(() => t.close());

  async function stored(changes: Partial<typeof profiles.$inferInsert>) {
    await db.update(profiles).set(changes).where(eq(profiles.user_id, userId));
    const [row] = await db.select().from(profiles).where(eq(profiles.user_id, userId));
    return row!;
  }

  it.each(Object.keys(SEARCH_MASK_VALUES) as (keyof typeof SEARCH_MASK_VALUES)[])(
    'give every value of %s its own bit',
    async (list) => {
      const column = {
        services: 'service_offerings',
        client_genders: 'client_genders',
        languages: 'languages',
      }[list];
      const mask = {
        services: 'search_services',
        client_genders: 'search_client_genders',
        languages: 'search_languages',
      }[list];
      for (const [bit, value] of SEARCH_MASK_VALUES[list].entries()) {
        const row = await stored({ [column]: [value] });
        expect(row[mask as 'search_services'], value).toBe(2 ** bit);
      }
      const all = await stored({ [column]: [...SEARCH_MASK_VALUES[list]] });
      expect(all[mask as 'search_services']).toBe(
        searchMask(SEARCH_MASK_VALUES[list], SEARCH_MASK_VALUES[list]),
      );
    },
  );

  it('hold the point as the unit vector the domain works out, and the range as a squared chord', async () => {
    const point = { latitude: -33.8148, longitude: 151.0017 };
    const row = await stored({
      search_latitude: point.latitude,
      search_longitude: point.longitude,
      range_of_work_in_km: 25,
    });
    const vector = unitVector(point);
    expect(row.search_x).toBeCloseTo(vector.x, 12);
    expect(row.search_y).toBeCloseTo(vector.y, 12);
    expect(row.search_z).toBeCloseTo(vector.z, 12);
    expect(row.search_reach).toBeCloseTo(chordSquared(25), 15);
  });

  it('leave the point and the reach empty without a point or a range', async () => {
    const row = await stored({ search_latitude: null, search_longitude: null, range_of_work_in_km: null });
    expect([row.search_x, row.search_y, row.search_z, row.search_reach]).toEqual([null, null, null, null]);
  });
});
