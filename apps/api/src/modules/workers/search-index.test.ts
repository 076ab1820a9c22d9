import {
  LANGUAGES,
  SERVICE_CATALOGUE,
  WEEKDAYS,
  bestMatchScore,
  distanceKm,
  isAvailable,
  unmetConditions,
  type Weekday,
  type WeeklyTimeRange,
  type WorkerSearchFilters,
} from '@alongside/domain';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seedSyntheticWorkers } from '../../seed/synthetic-workers';
import { profiles, users, type ProfileRow } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { PLACES, WORKER_SPECS, createClient, createWorker, type Person } from '../../test/worker-fixtures';
import {
  WorkerSearchIndex,
  TopK,
  isAvailablePacked,
  packAvailability,
  seconds,
  SEARCH_MASK_VALUES,
  searchMask,
  type WorkerSearch,
  type WorkerSearchSort,
} from './search-index';

import { WorkerSearchResponseSchema, workerPaths } from '@alongside/contract';

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

  it.each(Object.keys(SEARCH_MASK_VALUES) as (keyof typeof SEARCH_MASK_VALUES)[])(
    'gives every value of %s its own bit, all 32 languages included',
    (list) => {
      const values = SEARCH_MASK_VALUES[list];
      values.forEach((value, bit) => expect(searchMask(values, [value]) >>> 0, value).toBe(2 ** bit));
      expect(searchMask(values, values) >>> 0).toBe(2 ** values.length - 1);
    },
  );
});

describe('seconds', () => {
  it.each([
    ['00:00', 0],
    ['00:00:00', 0],
    ['09:30', 34_200],
    ['09:30:15', 34_215],
    ['23:59:59', 86_399],
    ['24:00:00', 86_400],
  ])('reads %s as %i', (time, expected) => {
    expect(seconds(time)).toBe(expected);
  });
});

describe('isAvailablePacked', () => {
  const schedule: WeeklyTimeRange[] = [
    { day: 'monday', start: '09:00:00', end: '12:00:00' },
    { day: 'monday', start: '13:00:00', end: '17:00:00' },
    { day: 'wednesday', start: '00:00:00', end: '24:00:00' },
    { day: 'sunday', start: '18:30:00', end: '22:00:00' },
  ];
  const packed = packAvailability(schedule);
  it.each<[Weekday[], string | undefined, string | undefined]>([
    [['monday'], undefined, undefined],
    [['monday'], '12:00:00', '13:00:00'], // the gap between two ranges: no overlap
    [['monday'], '11:59:00', '13:00:00'],
    [['monday'], '17:00:00', '18:00:00'], // starting as a range ends: no overlap
    [['monday'], '08:00:00', '09:00:00'], // ending as a range starts: no overlap
    [['monday'], '08:00:00', '09:00:01'],
    [['monday', 'wednesday'], '10:00:00', '11:00:00'],
    [['monday', 'tuesday'], '10:00:00', '11:00:00'],
    [['tuesday'], undefined, undefined],
    [['wednesday'], '23:59:00', '24:00:00'],
    [['sunday'], '22:00:00', '24:00:00'],
    [['sunday'], '21:59:00', '24:00:00'],
    [[], '10:00:00', '11:00:00'],
  ])('agrees with isAvailable for %j from %s to %s', (days, from, to) => {
    expect(
      isAvailablePacked(
        packed,
        days.map((day) => WEEKDAYS.indexOf(day)),
        seconds(from ?? '00:00:00'),
        seconds(to ?? '24:00:00'),
      ),
    ).toBe(isAvailable(schedule, days, from, to));
  });
});

describe('TopK', () => {
  it.each([
    [0, []],
    [1, [1]],
    [3, [1, 2, 2]],
    [20, [1, 2, 2, 3, 5, 8, 9]],
  ])('keeps the first %i in order', (size, expected) => {
    const top = new TopK<number>(size, (a, b) => a - b);
    for (const value of [9, 2, 5, 1, 8, 2, 3]) top.offer(value);
    expect(top.sorted()).toEqual(expected);
  });

  it('keeps the earlier of two equal ones', () => {
    const top = new TopK<{ key: number; name: string }>(2, (a, b) => a.key - b.key);
    for (const name of ['first', 'second', 'third']) top.offer({ key: 1, name });
    expect(top.sorted().map((item) => item.name)).toEqual(['first', 'second']);
  });
});

/**
 * The index against the domain's own rules, on synthetic workers: every random search must find
 * the same number of workers as `unmetConditions` with the haversine distance, and the same page in
 * decision 018's order, both when the index is loaded afresh and when it caught up with changes.
 */
describe('the index agrees with the domain rules', () => {
  let t: TestApp;
  let db: Database;
  const random = seeded(20_261_123);

  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
    db = t.app.ctx.db;
    await seedSyntheticWorkers(db, { count: 1_200, batchSize: 600 });
  }, 120_000);
  afterAll(() => t.close());

  it('on a freshly loaded index and on one that caught up with changes by any writer', async () => {
    const caughtUp = new WorkerSearchIndex(db);
    // This one builds its tree again after a few moved workers, where the other keeps them beside it.
    const rebuilt = new WorkerSearchIndex(db, { rebuildAfter: 5 });
    await Promise.all([caughtUp.catchUp(), rebuilt.catchUp()]);
    await changeSomeWorkers(db);
    await Promise.all([caughtUp.catchUp(), rebuilt.catchUp()]);
    const fresh = new WorkerSearchIndex(db);
    await fresh.catchUp();
    const workers = await everyWorker(db);
    expect(fresh.size).toBe(workers.filter((worker) => worker.profile_visibility !== 'hidden').length);
    expect(caughtUp.size).toBe(fresh.size);
    expect(rebuilt.size).toBe(fresh.size);

    let found = 0;
    for (let run = 0; run < 400; run++) {
      const search = randomSearch(random, workers);
      const expected = domainSearch(workers, search);
      found += expected.total;
      for (const index of [fresh, caughtUp, rebuilt]) {
        const { total, hits } = index.search(search);
        expect({ run, total, ids: hits.map((hit) => hit.id) }).toEqual({ run, ...expected });
      }
    }
    // The searches were not all empty.
    expect(found).toBeGreaterThan(2_000);
  });
});

/**
 * Through `GET /api/workers`: whoever changes a worker (the API, a reviewer's tool, a hand-written
 * statement), the next search shows it, in the matching and on the cards the process keeps.
 */
/** An app of its own with Ava, a verified worker in Harris Park, and a client in Parramatta who finds her. */
function avaAndAClient(options: Omit<Parameters<typeof buildTestApp>[0], 'expirySweep'> = {}) {
  const app = {} as { t: TestApp; worker: Person; client: Person };
  beforeAll(async () => {
    app.t = await buildTestApp({ ...options, expirySweep: false });
    app.worker = await createWorker(app.t.app, WORKER_SPECS.ava);
    app.client = await createClient(app.t.app, { gender: 'female' });
  }, 60_000);
  afterAll(() => app.t.close());
  return app;
}

/** Ava's card in the client's search, if she is found. */
async function avasCard({ t, worker, client }: ReturnType<typeof avaAndAClient>) {
  const response = await t.app.inject({
    method: 'GET',
    url: workerPaths.workers,
    headers: { authorization: `Bearer ${client.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return WorkerSearchResponseSchema.parse(response.json()).data.find((found) => found.id === worker.id);
}

describe('a search after a change to a worker', () => {
  const app = avaAndAClient();
  const card = () => avasCard(app);
  const change = (statement: ReturnType<typeof sql>) => app.t.app.ctx.db.execute(statement);

  it('shows a new name, place, rate and badges, and drops a hidden or deleted worker', async () => {
    expect(await card()).toMatchObject({ first_name: 'Ava', place_city: PLACES.harrisPark.suburb });
    expect((await card())!.badges.map((badge) => badge.document_type)).toContain('police_checks');

    await change(sql`update users set first_name = 'Avery' where id = ${app.worker.id}`);
    expect((await card())!.first_name).toBe('Avery');

    await change(sql`update addresses set suburb = 'Rosehill' where user_id = ${app.worker.id}`);
    expect((await card())!.place_city).toBe('Rosehill');

    await change(
      sql`update documents set status = 'rejected' where user_id = ${app.worker.id} and document_type = 'police_checks'`,
    );
    expect((await card())!.badges.map((badge) => badge.document_type)).not.toContain('police_checks');

    const patch = await app.t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { authorization: `Bearer ${app.worker.token}` },
      payload: {
        indicative_rates: {
          travel_per_km_rate: 99,
          weekday_hourly_rate: 6_500,
          weekday_night_hourly_rate: 7_000,
          weekend_hourly_rate: 8_000,
          weekend_night_hourly_rate: 9_000,
        },
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await card())!.indicative_rates.weekday_hourly_rate).toBe(6_500);

    await change(sql`update profiles set profile_visibility = 'hidden' where user_id = ${app.worker.id}`);
    expect(await card()).toBeUndefined();
    await change(sql`update profiles set profile_visibility = 'visible' where user_id = ${app.worker.id}`);
    expect(await card()).toBeDefined();

    // Emptied wholesale: every index loads again, and no kept card outlives it.
    await change(sql`truncate documents cascade`);
    expect((await card())!.badges).toEqual([]);

    await change(sql`delete from users where id = ${app.worker.id}`);
    expect(await card()).toBeUndefined();
  });
});

describe('a kept card on the next day', () => {
  // 23:55 in Sydney (daylight time, UTC+11): ten minutes later is the next day.
  const clock = manualClock(new Date('2026-11-23T12:55:00Z'));
  const app = avaAndAClient({ clock });
  beforeAll(async () => {
    await app.t.app.ctx.db.execute(
      sql`update documents set expires_on = '2026-11-23' where user_id = ${app.worker.id} and document_type = 'first_aid'`,
    );
  });
  const badges = async () => (await avasCard(app))!.badges.map((badge) => badge.document_type);

  it('loses a badge that ran out at midnight, with nothing changed in the database', async () => {
    expect(await badges()).toContain('first_aid');
    expect(await badges()).toContain('first_aid');
    clock.advance(10 * 60);
    expect(await badges()).not.toContain('first_aid');
  });
});

/** Hides, unverifies, moves, re-rates and deletes some workers straight in the database. */
async function changeSomeWorkers(db: Database): Promise<void> {
  const ids = (
    await db.select({ id: profiles.user_id }).from(profiles).where(isNotNull(profiles.search_latitude))
  )
    .map((row) => row.id)
    .sort();
  const every = (step: number, from: number) => ids.filter((_, at) => at % step === from);
  await db
    .update(profiles)
    .set({ profile_visibility: 'hidden' })
    .where(inArray(profiles.user_id, every(11, 0)));
  await db
    .update(profiles)
    .set({ profile_visibility: 'visible' })
    .where(inArray(profiles.user_id, every(11, 1)));
  await db
    .update(profiles)
    .set({ range_of_work_in_km: null })
    .where(inArray(profiles.user_id, every(13, 2)));
  await db
    .update(profiles)
    .set({ weekday_hourly_rate: null })
    .where(inArray(profiles.user_id, every(13, 3)));
  await db
    .update(profiles)
    .set({ joined_at: null })
    .where(inArray(profiles.user_id, every(17, 4)));
  await db
    .update(profiles)
    .set({ id_verification_completed: false })
    .where(inArray(profiles.user_id, every(7, 5)));
  await db
    .update(profiles)
    .set({ search_latitude: -33.8688, search_longitude: 151.2093 })
    .where(inArray(profiles.user_id, every(19, 6)));
  await db.delete(users).where(inArray(users.id, every(23, 7)));
}

type Worker = ProfileRow & { search_latitude: number; search_longitude: number };

async function everyWorker(db: Database): Promise<Worker[]> {
  return (await db.select().from(profiles).where(isNotNull(profiles.search_latitude))) as Worker[];
}

/** Decision 018's matching, score and order, straight from the domain's functions. */
function domainSearch(workers: readonly Worker[], search: WorkerSearch): { total: number; ids: string[] } {
  const matches = workers.flatMap((worker) => {
    const distance = distanceKm(search.centre, {
      latitude: worker.search_latitude,
      longitude: worker.search_longitude,
    });
    const facts = {
      ...worker,
      fully_verified: worker.personal_details_completed && worker.id_verification_completed,
    };
    if (unmetConditions(search.client, facts, distance, search.filters).length > 0) return [];
    return [{ worker, distance, score: bestMatchScore(search.wishes, worker) }];
  });
  type Match = (typeof matches)[number];
  const byId = (a: Match, b: Match) => (a.worker.user_id < b.worker.user_id ? -1 : 1);
  const byDistance = (a: Match, b: Match) => a.distance - b.distance;
  const joined = (match: Match) => match.worker.joined_at?.getTime() ?? Infinity; // no date first
  const byNewest = (a: Match, b: Match) => (joined(b) === joined(a) ? 0 : joined(b) > joined(a) ? 1 : -1);
  const rate = (match: Match) => match.worker.weekday_hourly_rate ?? Infinity; // no rate last
  const byRate = (a: Match, b: Match) => (rate(a) === rate(b) ? 0 : rate(a) < rate(b) ? -1 : 1);
  const orders: Record<WorkerSearchSort, ((a: Match, b: Match) => number)[]> = {
    best_match: [(a, b) => b.score - a.score, byDistance, byNewest, byId],
    distance: [byDistance, byId],
    rate: [byRate, byDistance, byId],
    newest: [byNewest, byId],
  };
  const sorted = [...matches].sort((a, b) => {
    for (const order of orders[search.sort]) {
      const result = order(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  const offset = (search.page - 1) * search.limit;
  return {
    total: matches.length,
    ids: sorted.slice(offset, offset + search.limit).map((match) => match.worker.user_id),
  };
}

function randomSearch(random: () => number, workers: readonly Worker[]): WorkerSearch {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const some = <T>(values: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(values))),
  ];
  const maybe = <T>(value: T): T | undefined => (random() < 0.3 ? value : undefined);
  const home = pick(workers);
  const services = SERVICE_CATALOGUE.map((service) => service.value);
  const hour = () => String(Math.floor(random() * 24)).padStart(2, '0');
  const [from, to] = [hour(), hour()].sort();
  const days = some(WEEKDAYS, 2);
  const filters: WorkerSearchFilters = {
    radius_km: 1 + Math.floor(random() * 100),
    ...(random() < 0.4 ? { services: some(services, 2) } : {}),
    ...(random() < 0.2 ? { gender: pick(['female', 'male']) } : {}),
    ...(random() < 0.2 ? { has_car: random() < 0.5 } : {}),
    ...(days.length > 0 && random() < 0.4
      ? { days, ...(from !== to ? { from: `${from}:00:00`, to: `${to}:30:00` } : {}) }
      : {}),
    ...(random() < 0.3 ? { max_rate: 4_000 + Math.floor(random() * 5_000) } : {}),
    ...(random() < 0.2 ? { languages: some(LANGUAGES, 2) } : {}),
    ...(random() < 0.3 ? { include_unverified: true } : {}),
  };
  return {
    centre: { latitude: home.search_latitude + (random() - 0.5) / 5, longitude: home.search_longitude },
    client: {
      gender: pick(['female', 'male', 'non_binary', 'prefer_not_to_say', null]),
      preferred_worker_gender: pick(['no_preference', 'female', 'male', null]),
      car_requirement: pick(['needed', 'not_needed', null]),
    },
    wishes: {
      support_requirements: some(services, 3),
      preferred_languages: some(LANGUAGES.slice(0, 6), 2),
      max_hourly_rate: maybe(5_000 + Math.floor(random() * 4_000)) ?? null,
    },
    filters,
    sort: pick(['best_match', 'distance', 'rate', 'newest'] as const),
    page: random() < 0.8 ? 1 : 2,
    limit: pick([5, 20]),
  };
}

/** A small reproducible random number generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Two writers at once on PostgreSQL: a change by a transaction that began before another's but
 * commits after the index caught up with that other is still seen by the next search. The index's
 * horizon is the oldest transaction still running, not the newest change it read.
 */
describe.skipIf(!process.env['DATABASE_URL'])('changes committed out of order (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
    await seedSyntheticWorkers(t.app.ctx.db, { count: 50 });
  }, 60_000);
  afterAll(() => t.close());

  it('sees the earlier transaction once it commits', async () => {
    const db = t.app.ctx.db;
    const index = new WorkerSearchIndex(db);
    await index.catchUp();
    const visible = await db
      .select({ id: profiles.user_id })
      .from(profiles)
      .where(sql`${profiles.search_latitude} is not null and ${profiles.profile_visibility} = 'visible'`)
      .limit(2);
    const [early, late] = visible.map((row) => row.id);
    const url = (db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
    const first = new pg.Client({ connectionString: url });
    const second = new pg.Client({ connectionString: url });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('begin');
      await first.query(`update profiles set profile_visibility = 'hidden' where user_id = $1`, [early]);
      await second.query(`update profiles set profile_visibility = 'hidden' where user_id = $1`, [late]);
      await index.catchUp();
      expect(index.size).toBe(await visibleCount(db));
      await first.query('commit');
      await index.catchUp();
      expect(index.size).toBe(await visibleCount(db));
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});

async function visibleCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(profiles)
    .where(
      sql`${profiles.search_latitude} is not null and ${profiles.profile_visibility} is distinct from 'hidden'`,
    );
  return row!.count;
}
