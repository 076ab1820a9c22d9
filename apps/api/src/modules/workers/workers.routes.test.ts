import {
  AUTH_MESSAGES,
  ERROR_MESSAGES,
  PAGINATION_MESSAGES,
  WORKER_SEARCH_MESSAGES,
  WorkerCardSchema,
  WorkerProfileResponseSchema,
  WorkerSearchResponseSchema,
  userDetailsPath,
  workerPath,
  workerPaths,
  type User,
  type WorkerCard,
} from '@alongside/contract';
import {
  addDays,
  australianDate,
  bestMatchScore,
  distanceKm,
  workerMatches,
  type WorkerSearchFilters,
} from '@alongside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  PLACES,
  WORKER_SPECS,
  addApprovedDocument,
  addHome,
  createClient,
  createWorkerFixtures,
  type Person,
  type Place,
  type WorkerKey,
} from '../../test/worker-fixtures';
import { findLocality } from '../addresses/localities';

let t: TestApp;
let workers: Record<WorkerKey, Person>;
/** A woman at home in Parramatta with no preferences. */
let client: Person;
let nameOf: Map<string, WorkerKey>;

beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
  workers = await createWorkerFixtures(t.app);
  nameOf = new Map(Object.entries(workers).map(([key, person]) => [person.id, key as WorkerKey]));
  client = await createClient(t.app, { gender: 'female' });
  // An approval that has run out: no badge.
  const yesterday = addDays(australianDate(t.app.ctx.clock.now()), -1);
  await addApprovedDocument(
    t.app,
    workers.ava.id,
    'cpr_certificate',
    yesterday,
    new Date('2025-01-01T00:00:00Z'),
  );
}, 120_000);
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

function get(url: string, token: string | null = client.token) {
  return t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
}

async function search(query = '', token = client.token) {
  const response = await get(`${workerPaths.workers}${query ? `?${query}` : ''}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return WorkerSearchResponseSchema.parse(response.json());
}

/** The names of the workers found, in the order given. */
async function found(query = '', token = client.token): Promise<string[]> {
  const body = await search(query, token);
  return body.data.map((card) => nameOf.get(card.id) ?? card.id);
}

const sorted = (names: string[]) => [...names].sort();

// Found by the client in Parramatta with the defaults (20 km, verified only).
const DEFAULT_MATCHES = ['ava', 'ben', 'cleo', 'dan', 'jo'];

describe('GET /api/workers: who is found', () => {
  it('finds the visible, verified workers within 20 km whose own range reaches the client', async () => {
    expect(sorted(await found())).toEqual(DEFAULT_MATCHES);
  });

  it('says where it searched from and how far', async () => {
    const body = await search();
    expect(body.meta).toMatchObject({
      page: 1,
      limit: 20,
      total: 5,
      last_page: 1,
      near: PLACES.parramatta,
      radius_km: 20,
    });
  });

  it('honours the radius to the kilometre (Sydney is 23.65 km away)', async () => {
    expect(await found('filter[radius_km]=24&sort=distance')).toContain('gus');
    expect(await found('filter[radius_km]=23&sort=distance')).not.toContain('gus');
    expect(sorted(await found('filter[radius_km]=4'))).toEqual(['ava', 'ben']);
    expect(sorted(await found('filter[radius_km]=5'))).toEqual(['ava', 'ben', 'cleo', 'jo']);
  });

  it("honours the worker's own range (Blacktown 10.37 km within 11; Strathfield 10.34 km outside 10)", async () => {
    const names = await found('filter[radius_km]=100');
    expect(names).toContain('dan');
    expect(names).not.toContain('eve');
  });

  it('never finds a worker without a range, a hidden one, or one too far away', async () => {
    const names = await found('filter[radius_km]=100&filter[include_unverified]=true&limit=50');
    expect(names).not.toContain('kim');
    expect(names).not.toContain('hana');
    expect(names).not.toContain('ivo');
  });

  it('finds unverified workers only when asked, and says so on the card', async () => {
    expect(await found()).not.toContain('fay');
    const body = await search('filter[include_unverified]=true');
    const names = body.data.map((card) => nameOf.get(card.id));
    expect(sorted(names as string[])).toEqual(sorted([...DEFAULT_MATCHES, 'fay']));
    const fay = body.data.find((card) => card.id === workers.fay.id)!;
    expect(fay.fully_verified).toBe(false);
    expect(fay.badges).toEqual([]);
    expect(body.data.filter((card) => card.id !== workers.fay.id).every((card) => card.fully_verified)).toBe(
      true,
    );
    expect(await found('filter[include_unverified]=false')).not.toContain('fay');
  });

  it.each([
    { query: 'filter[services]=personal_care', expected: ['ava', 'cleo'] },
    { query: 'filter[services]=personal_care,transport', expected: ['ava'] },
    { query: 'filter[services]=respite', expected: [] },
    { query: 'filter[gender]=male', expected: ['ben', 'dan'] },
    { query: 'filter[gender]=non_binary', expected: ['cleo'] },
    { query: 'filter[has_car]=true', expected: ['ava', 'cleo', 'dan'] },
    { query: 'filter[has_car]=false', expected: DEFAULT_MATCHES },
    { query: 'filter[days]=monday', expected: ['ava', 'cleo', 'dan', 'jo'] },
    { query: 'filter[days]=monday,saturday', expected: ['cleo'] },
    // Ava and Dan end at 17:00: an end equal to the start is no overlap.
    { query: 'filter[days]=monday&filter[from]=17:00&filter[to]=19:00', expected: ['cleo', 'jo'] },
    { query: 'filter[days]=tuesday&filter[from]=11:59&filter[to]=13:00', expected: ['ben', 'dan'] },
    { query: 'filter[days]=tuesday&filter[from]=12:00:00&filter[to]=13:00', expected: ['dan'] },
    { query: 'filter[max_rate]=5000', expected: ['ben', 'dan', 'jo'] },
    { query: 'filter[max_rate]=4499', expected: [] },
    { query: 'filter[languages]=Arabic', expected: ['dan', 'jo'] },
    { query: 'filter[languages]=Mandarin,Vietnamese', expected: ['ava', 'ben'] },
    { query: 'filter[services]=transport&filter[languages]=Arabic&filter[has_car]=true', expected: ['dan'] },
  ])('filters: $query', async ({ query, expected }) => {
    expect(sorted(await found(query))).toEqual(expected);
  });

  it('searches near a chosen suburb', async () => {
    const body = await search('filter[suburb]=Sydney&filter[state]=NSW&filter[postcode]=2000');
    expect(body.data.map((card) => nameOf.get(card.id))).toEqual(['gus']);
    expect(body.meta.near).toEqual(PLACES.sydney);
    expect(await found('filter[suburb]=newcastle&filter[state]=NSW&filter[postcode]=2300')).toEqual(['ivo']);
  });

  it('searches near another of the client’s addresses', async () => {
    const traveller = await createClient(t.app, { gender: 'female' });
    const penrith = await addHome(t.app, traveller.token, PLACES.penrith, '2 High Street');
    // From Penrith: Westmead is about 26 km, inside Cleo's 30; Harris Park 31 km is past Ava's 20.
    const body = await search(`filter[address_id]=${penrith.id}&filter[radius_km]=40`, traveller.token);
    expect(body.data.map((card) => nameOf.get(card.id))).toEqual(['cleo']);
    expect(body.meta.near).toEqual(PLACES.penrith);
  });

  it('keeps to the gender of the clients a worker supports', async () => {
    const man = await createClient(t.app, { gender: 'male' });
    expect(sorted(await found('', man.token))).toEqual(['ava', 'ben', 'cleo', 'dan']);
    // Not given, or rather not say: only workers who support everyone.
    const unsaid = await createClient(t.app);
    expect(sorted(await found('', unsaid.token))).toEqual(['ava', 'ben', 'cleo', 'dan']);
    const rather = await createClient(t.app, { gender: 'prefer_not_to_say' });
    expect(sorted(await found('', rather.token))).toEqual(['ava', 'ben', 'cleo', 'dan']);
  });

  it("keeps to the client's support preference (worker gender, a car)", async () => {
    const wantsWomanWithCar = await createClient(t.app, {
      gender: 'female',
      support_preference: { profile_visibility: 'visible', gender: 'female', car_ownership: 'needed' },
    });
    expect(await found('', wantsWomanWithCar.token)).toEqual(['ava']);
    const wantsMan = await createClient(t.app, {
      gender: 'female',
      support_preference: { profile_visibility: 'visible', gender: 'male', car_ownership: 'not_needed' },
    });
    expect(sorted(await found('', wantsMan.token))).toEqual(['ben', 'dan']);
    const anyone = await createClient(t.app, {
      gender: 'female',
      support_preference: {
        profile_visibility: 'hidden',
        gender: 'no_preference',
        car_ownership: 'not_needed',
      },
    });
    expect(sorted(await found('', anyone.token))).toEqual(DEFAULT_MATCHES);
  });
});

describe('GET /api/workers: order and pages', () => {
  it('sorts by distance, then id', async () => {
    const names = await found('sort=distance');
    expect(names.slice(0, 2)).toEqual(['ava', 'ben']);
    // Cleo and Jo are both in Westmead: the id decides.
    expect(sorted(names.slice(2, 4))).toEqual(['cleo', 'jo']);
    const [first, second] = [workers.cleo.id, workers.jo.id].sort();
    expect(names.slice(2, 4)).toEqual([nameOf.get(first!), nameOf.get(second!)]);
    expect(names[4]).toBe('dan');
  });

  it('sorts by weekday rate, lowest first', async () => {
    expect(await found('sort=rate')).toEqual(['dan', 'jo', 'ben', 'ava', 'cleo']);
  });

  it('sorts by newest', async () => {
    expect(await found('sort=newest')).toEqual(['jo', 'dan', 'cleo', 'ben', 'ava']);
  });

  it('sorts by best match: 3 per needed service, 2 for a preferred language, 1 within budget; then distance, newest', async () => {
    const picky = await createClient(t.app, {
      gender: 'female',
      support_requirements: ['personal_care', 'transport'],
      preferred_languages: ['Arabic'],
      max_hourly_rate: 5500,
    });
    // Ava 6 (0 km), Dan 6 (10.4 km), Jo 3 and Cleo 3 (both 4.5 km; Jo is newer), Ben 1.
    expect(await found('', picky.token)).toEqual(['ava', 'dan', 'jo', 'cleo', 'ben']);
    expect(await found('sort=best_match', picky.token)).toEqual(['ava', 'dan', 'jo', 'cleo', 'ben']);
    const body = await search('', picky.token);
    const dan = body.data.find((card) => card.id === workers.dan.id)!;
    expect(dan.match_reasons).toEqual([
      '10 km from you, within how far they travel',
      'Offers Transport',
      'Speaks Arabic',
      '$45.00 an hour, within your budget',
    ]);
  });

  it('pages without repeating or skipping anyone, and answers an empty page past the end', async () => {
    const all = await found('sort=distance');
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const body = await search(`sort=distance&limit=2&page=${page}`);
      expect(body.meta).toMatchObject({ page, limit: 2, total: 5, last_page: 3 });
      pages.push(...body.data.map((card) => nameOf.get(card.id)!));
    }
    expect(pages).toEqual(all);

    const past = await search('sort=distance&limit=2&page=4');
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 4, limit: 2, total: 5, last_page: 3 });
  });

  it('answers an empty first page when nobody matches', async () => {
    const body = await search('filter[services]=respite');
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ page: 1, total: 0, last_page: 1 });
  });
});

describe('GET /api/workers: the card', () => {
  it("sends a badge's words and type only; the profile adds its label and approval time", async () => {
    const query = 'filter[services]=personal_care,transport';
    const response = await get(`${workerPaths.workers}?${query}`);
    expect(response.statusCode).toBe(200);
    const [card] = (response.json() as { data: { id: string; badges: Record<string, unknown>[] }[] }).data;
    expect(card!.id).toBe(workers.ava.id);
    expect(card!.badges).toHaveLength(6);
    for (const badge of card!.badges) expect(Object.keys(badge).sort()).toEqual(['document_type', 'text']);
    expect(card!.badges).toContainEqual({
      document_type: 'police_checks',
      text: expect.stringMatching(/^Police check verified \d{1,2} [A-Z][a-z]{2} \d{4}$/),
    });

    const profile = await get(workerPath(workers.ava.id));
    const police = (profile.json() as { data: { badges: Record<string, unknown>[] } }).data.badges.find(
      (badge) => badge['document_type'] === 'police_checks',
    );
    expect(police).toEqual({
      document_type: 'police_checks',
      label: 'Police check',
      approved_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      text: card!.badges.find((badge) => badge['document_type'] === 'police_checks')!['text'],
    });
  });

  it('shows the first name, last initial, suburb, distance, rates, badges of current approvals and reasons', async () => {
    const body = await search('filter[services]=personal_care,transport');
    const ava = body.data[0]!;
    expect(ava).toMatchObject({
      id: workers.ava.id,
      first_name: 'Ava',
      last_initial: 'N',
      avatar: null,
      place_city: 'Harris Park',
      place_state_short_name: 'NSW',
      distance_km: 0,
      services: ['personal_care', 'transport'],
      indicative_rates: {
        travel_per_km_rate: 99,
        weekday_hourly_rate: 6000,
        weekday_night_hourly_rate: 7000,
        weekend_hourly_rate: 8000,
        weekend_night_hourly_rate: 9000,
      },
      gender: 'female',
      car_ownership: 'has_car',
      languages: ['English', 'Vietnamese'],
      fully_verified: true,
    } satisfies Partial<WorkerCard>);
    expect(ava.badges.map((badge) => badge.document_type).sort()).toEqual(
      ['abn', 'first_aid', 'id_documents', 'police_checks', 'public_liability', 'wwc'].sort(),
    );
    const police = ava.badges.find((badge) => badge.document_type === 'police_checks')!;
    expect(police.text).toMatch(/^Police check verified \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(ava.match_reasons).toEqual([
      '100 m from you, within how far they travel',
      'Offers Personal care and Transport',
    ]);
    expect(JSON.stringify(body)).not.toContain('Church Street');
    expect(JSON.stringify(body)).not.toContain('Nguyen');
  });

  it('rounds the distance to 0.1 km', async () => {
    const body = await search('sort=distance');
    expect(body.data.map((card) => card.distance_km)).toEqual([0, 3.1, 4.5, 4.5, 10.4]);
  });

  it('is written out as JSON exactly as the response schema has it: no field more, none less', async () => {
    // Twice: the second page is written from the cards kept since the first.
    for (let round = 0; round < 2; round++) {
      const response = await get(
        `${workerPaths.workers}?filter[include_unverified]=true&filter[radius_km]=100`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const sent = JSON.parse(response.body);
      expect(sent.data.length).toBeGreaterThan(5);
      expect(sent).toEqual(WorkerSearchResponseSchema.parse(sent));
      const cardFields = Object.keys(WorkerCardSchema.shape).sort();
      for (const card of sent.data) expect(Object.keys(card).sort()).toEqual(cardFields);
      expect(Object.keys(sent).sort()).toEqual(['data', 'meta']);
      expect(Object.keys(sent.meta).sort()).toEqual(
        Object.keys(WorkerSearchResponseSchema.shape.meta.shape).sort(),
      );
      expect(response.body).not.toContain('Church Street');
      expect(response.body).not.toContain('Nguyen');
    }
  });

  it('keeps only the fields asked for (fields[workers]), and refuses a field a card does not have', async () => {
    const narrow = await get(`${workerPaths.workers}?fields[workers]=first_name,distance_km&sort=distance`);
    expect(narrow.statusCode, narrow.body).toBe(200);
    const cards = narrow.json().data as Record<string, unknown>[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(Object.keys(card).sort()).toEqual(['distance_km', 'first_name', 'id']);
    expect(cards.map((card) => card.distance_km)).toEqual([0, 3.1, 4.5, 4.5, 10.4]);

    const street = await get(`${workerPaths.workers}?fields[workers]=address`);
    expect(street.statusCode).toBe(422);
    expect(Object.keys(street.json().errors)).toEqual(['fields[workers]']);
    const include = await get(`${workerPaths.workers}?include=documents`);
    expect([include.statusCode, Object.keys(include.json().errors)]).toEqual([400, ['include']]);
  });
});

describe('GET /api/workers: bad input and access', () => {
  it('answers 401 without a session', async () => {
    expect((await get(workerPaths.workers, null)).statusCode).toBe(401);
  });

  it('answers 401 once the client signs out, to the search, a profile and user details (decision 023)', async () => {
    const leaving = await createClient(t.app, { gender: 'female' });
    expect((await get(workerPaths.workers, leaving.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth(leaving.token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    for (const url of [workerPaths.workers, workerPath(workers.ben.id), userDetailsPath(workers.ben.id)]) {
      const response = await get(url, leaving.token);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ message: AUTH_MESSAGES.sessionEnded });
    }
  });

  it('refuses workers (decision 018)', async () => {
    const response = await get(workerPaths.workers, workers.ava.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(WORKER_SEARCH_MESSAGES.workersOnlyForClients);
  });

  it.each([
    'filter[colour]=blue',
    'sort=rate&filter[colour]=blue&radius=5',
    'filter[radius_km]=0&colour=blue',
  ])('refuses an unknown parameter with 400 and names it: %s', async (query) => {
    const response = await get(`${workerPaths.workers}?${query}`);
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    for (const [field, messages] of Object.entries(errors)) {
      expect(query).toContain(`${field}=`);
      expect(messages).toEqual([ERROR_MESSAGES.unknownField]);
    }
  });

  it.each([
    { query: 'filter[radius_km]=101', field: 'filter[radius_km]', message: WORKER_SEARCH_MESSAGES.radius },
    { query: 'filter[radius_km]=ten', field: 'filter[radius_km]', message: WORKER_SEARCH_MESSAGES.radius },
    {
      query: 'filter[days]=monday&filter[from]=9am',
      field: 'filter[from]',
      message: WORKER_SEARCH_MESSAGES.time,
    },
    {
      query: 'filter[days]=monday&filter[to]=25:00',
      field: 'filter[to]',
      message: WORKER_SEARCH_MESSAGES.time,
    },
    {
      query: 'filter[days]=monday&filter[from]=10:00&filter[to]=10:00',
      field: 'filter[to]',
      message: WORKER_SEARCH_MESSAGES.timeOrder,
    },
    {
      query: 'filter[days]=monday&filter[from]=11:00&filter[to]=10:00',
      field: 'filter[to]',
      message: WORKER_SEARCH_MESSAGES.timeOrder,
    },
    { query: 'filter[from]=09:00', field: 'filter[days]', message: WORKER_SEARCH_MESSAGES.timesNeedDays },
    { query: 'filter[days]=someday', field: 'filter[days]', message: WORKER_SEARCH_MESSAGES.days },
    { query: 'filter[max_rate]=abc', field: 'filter[max_rate]', message: WORKER_SEARCH_MESSAGES.maxRate },
    { query: 'filter[max_rate]=50001', field: 'filter[max_rate]', message: WORKER_SEARCH_MESSAGES.maxRate },
    {
      query: 'filter[services]=juggling',
      field: 'filter[services]',
      message: WORKER_SEARCH_MESSAGES.services,
    },
    {
      query: 'filter[languages]=Klingon',
      field: 'filter[languages]',
      message: WORKER_SEARCH_MESSAGES.languages,
    },
    { query: 'filter[gender]=robot', field: 'filter[gender]', message: WORKER_SEARCH_MESSAGES.gender },
    { query: 'filter[has_car]=yes', field: 'filter[has_car]', message: WORKER_SEARCH_MESSAGES.yesNo },
    { query: 'sort=cheapest', field: 'sort', message: WORKER_SEARCH_MESSAGES.sort },
    { query: 'page=0', field: 'page', message: PAGINATION_MESSAGES.page },
    { query: 'limit=51', field: 'limit', message: PAGINATION_MESSAGES.limit(50) },
    {
      query: 'filter[address_id]=nope',
      field: 'filter[address_id]',
      message: WORKER_SEARCH_MESSAGES.addressUnknown,
    },
  ])('refuses $query with 422 and the field named', async ({ query, field, message }) => {
    const response = await get(`${workerPaths.workers}?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: [message] });
  });

  it('refuses a radius of 0 with 422 on the radius', async () => {
    const response = await get(`${workerPaths.workers}?filter[radius_km]=0`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'filter[radius_km]': [WORKER_SEARCH_MESSAGES.radius] });
  });

  it('refuses part of a place with 422 on the missing parts', async () => {
    const response = await get(`${workerPaths.workers}?filter[suburb]=Parramatta`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'filter[state]': [WORKER_SEARCH_MESSAGES.placeIncomplete],
      'filter[postcode]': [WORKER_SEARCH_MESSAGES.placeIncomplete],
    });
  });

  it('refuses an address of another person with 422', async () => {
    const other = await createClient(t.app);
    const addresses = await get('/api/addresses', other.token);
    const id = addresses.json().data[0].id as string;
    const response = await get(`${workerPaths.workers}?filter[address_id]=${id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'filter[address_id]': [WORKER_SEARCH_MESSAGES.addressUnknown] });
  });

  it('refuses a suburb, state and postcode that do not go together with 422', async () => {
    const response = await get(
      `${workerPaths.workers}?filter[suburb]=Parramatta&filter[state]=VIC&filter[postcode]=2150`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'filter[suburb]': [WORKER_SEARCH_MESSAGES.placeUnknown] });
  });

  it('asks a client without an address for a place (422)', async () => {
    const homeless = await createClient(t.app, { place: null });
    const response = await get(workerPaths.workers, homeless.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(WORKER_SEARCH_MESSAGES.noLocation);
    expect(
      await found('filter[suburb]=Parramatta&filter[state]=NSW&filter[postcode]=2150', homeless.token),
    ).toEqual(expect.arrayContaining(['ava', 'ben', 'cleo', 'dan']));
  });
});

describe('the search agrees with the domain rules', () => {
  const EVERY_FILTER = {
    query:
      'filter[radius_km]=100&filter[include_unverified]=true&filter[services]=personal_care&filter[gender]=female&filter[has_car]=true&filter[days]=monday&filter[from]=09:00&filter[to]=12:00&filter[max_rate]=9000',
    filters: {
      radius_km: 100,
      include_unverified: true,
      services: ['personal_care'],
      gender: 'female',
      has_car: true,
      days: ['monday'],
      from: '09:00:00',
      to: '12:00:00',
      max_rate: 9000,
    } satisfies WorkerSearchFilters,
  };
  const queries: { query: string; filters: WorkerSearchFilters; place?: Place }[] = [
    { query: '', filters: { radius_km: 20 } },
    { query: 'filter[radius_km]=100', filters: { radius_km: 100 } },
    {
      query: 'filter[radius_km]=100&filter[include_unverified]=true',
      filters: { radius_km: 100, include_unverified: true },
    },
    {
      query: 'filter[radius_km]=50&filter[services]=personal_care&filter[has_car]=true',
      filters: { radius_km: 50, services: ['personal_care'], has_car: true },
    },
    {
      query: 'filter[radius_km]=30&filter[days]=monday&filter[from]=16:30&filter[to]=18:30',
      filters: { radius_km: 30, days: ['monday'], from: '16:30:00', to: '18:30:00' },
    },
    {
      query: 'filter[radius_km]=100&filter[max_rate]=6000&filter[languages]=English',
      filters: { radius_km: 100, max_rate: 6000, languages: ['English'] },
    },
    {
      query: 'filter[suburb]=Sydney&filter[state]=NSW&filter[postcode]=2000&filter[radius_km]=40',
      filters: { radius_km: 40 },
      place: PLACES.sydney,
    },
    {
      query:
        'filter[suburb]=Penrith&filter[state]=NSW&filter[postcode]=2750&filter[radius_km]=60&filter[gender]=female',
      filters: { radius_km: 60, gender: 'female' },
      place: PLACES.penrith,
    },
    // Every filter at once, then without the last: two searches of a different shape (each its own
    // prepared statement) whose conditions differ only at the end.
    {
      query: `${EVERY_FILTER.query}&filter[languages]=English`,
      filters: { ...EVERY_FILTER.filters, languages: ['English'] },
    },
    EVERY_FILTER,
  ];

  it.each(queries)('for $query', async ({ query, filters, place = PLACES.parramatta }) => {
    const centre = findLocality(place)!;
    const me = (await get('/api/profile')).json().data as User;
    const clientFacts = {
      gender: me.gender,
      preferred_worker_gender: me.support_preference.gender,
      car_requirement: me.support_preference.car_ownership,
    };
    const expected: string[] = [];
    for (const key of Object.keys(WORKER_SPECS) as WorkerKey[]) {
      const user = (await get('/api/profile', workers[key].token)).json().data as User;
      const home = findLocality(WORKER_SPECS[key].place)!;
      const facts = {
        gender: user.gender,
        client_genders: user.client_preference.genders,
        car_ownership: user.client_preference.car_ownership,
        range_of_work_in_km: user.client_preference.range_of_work_in_km,
        profile_visibility: user.support_preference.profile_visibility,
        fully_verified: user.personal_details_completed && user.id_verification_completed,
        service_offerings: user.service_offerings,
        availability_schedule: user.availability_schedule as never,
        weekday_hourly_rate: user.indicative_rates.weekday_hourly_rate,
        languages: user.languages,
      };
      if (workerMatches(clientFacts, facts, distanceKm(centre, home), filters)) expected.push(key);
    }
    expect(sorted(await found(`${query}${query ? '&' : ''}limit=50`))).toEqual(sorted(expected));
  });
});

describe('the best-match order agrees with the domain score', () => {
  it('orders by bestMatchScore, then distance, then newest', async () => {
    const wishes = {
      support_requirements: ['personal_care', 'companionship', 'household_tasks'],
      preferred_languages: ['Mandarin'],
      max_hourly_rate: 6000,
    };
    const picky = await createClient(t.app, { gender: 'female', ...wishes });
    const body = await search('filter[radius_km]=100&filter[include_unverified]=true&limit=50', picky.token);
    const centre = findLocality(PLACES.parramatta)!;
    const expected = body.data
      .map((card) => {
        const key = nameOf.get(card.id)!;
        const spec = WORKER_SPECS[key];
        return {
          key,
          score: bestMatchScore(wishes, {
            service_offerings: spec.services,
            languages: spec.languages,
            weekday_hourly_rate: spec.rate,
          }),
          distance: distanceKm(centre, findLocality(spec.place)!),
          created: card.created_at,
        };
      })
      .sort((a, b) => b.score - a.score || a.distance - b.distance || b.created.localeCompare(a.created))
      .map((each) => each.key);
    expect(body.data.map((card) => nameOf.get(card.id))).toEqual(expected);
  });
});

describe('GET /api/workers/:id', () => {
  it("shows a worker's profile with badges of current approvals and the distance from the client's home", async () => {
    const response = await get(workerPath(workers.ava.id));
    expect(response.statusCode).toBe(200);
    const { data } = WorkerProfileResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: workers.ava.id,
      first_name: 'Ava',
      last_initial: 'N',
      place_city: 'Harris Park',
      distance_km: 0,
      availability_schedule: WORKER_SPECS.ava.availability,
      client_genders: ['female', 'male', 'non_binary'],
      range_of_work_in_km: 20,
      fully_verified: true,
    });
    expect(data.badges).toHaveLength(6);
    expect(data.badges.some((badge) => badge.document_type === 'cpr_certificate')).toBe(false);
    expect(response.body).not.toContain('Church Street');
    expect(response.body).not.toContain('file_key');
  });

  it('gives no distance when the client has no home address', async () => {
    const homeless = await createClient(t.app, { place: null });
    const response = await get(workerPath(workers.ben.id), homeless.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.distance_km).toBeNull();
  });

  it.each([
    { name: 'a hidden worker', id: () => workers.hana.id },
    { name: 'an unverified worker', id: () => workers.fay.id },
    { name: 'a client', id: () => client.id },
    { name: 'a malformed id', id: () => 'not-an-id' },
    { name: 'an unknown id', id: () => '00000000-0000-4000-8000-000000000000' },
  ])('answers 404 for $name', async ({ id }) => {
    const response = await get(workerPath(id()));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No query results for model [Worker].');
  });

  it('refuses workers with 403 and anyone signed out with 401', async () => {
    expect((await get(workerPath(workers.ben.id), workers.ava.token)).statusCode).toBe(403);
    expect((await get(workerPath(workers.ben.id), null)).statusCode).toBe(401);
  });
});

describe('GET /api/user-details/:id', () => {
  it('shows a client a worker they could find', async () => {
    const response = await get(userDetailsPath(workers.cleo.id));
    expect(response.statusCode).toBe(200);
    expect(WorkerProfileResponseSchema.parse(response.json()).data.first_name).toBe('Cleo');
  });

  it.each([
    { name: 'a client looking at a hidden worker', id: () => workers.hana.id, token: () => client.token },
    { name: 'a client looking at a client', id: () => client.id, token: () => client.token },
    {
      name: 'a worker looking at a client (no reason yet)',
      id: () => client.id,
      token: () => workers.ava.token,
    },
    { name: 'a worker looking at a worker', id: () => workers.ben.id, token: () => workers.ava.token },
    { name: 'a malformed id', id: () => 'x', token: () => client.token },
  ])('answers 404 for $name', async ({ id, token }) => {
    const response = await get(userDetailsPath(id()), token());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No query results for model [User].');
  });

  it('answers 401 without a session', async () => {
    expect((await get(userDetailsPath(workers.cleo.id), null)).statusCode).toBe(401);
  });
});
