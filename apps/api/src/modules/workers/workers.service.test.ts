import { WORKER_SEARCH_MESSAGES, WorkerSearchQuerySchema } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { WORKER_SPECS, createClient, createWorker, PLACES } from '../../test/worker-fixtures';
import { authenticate } from '../account/auth.service';
import { searchWorkers, sessionWithSearcher } from './workers.repository';
import { getUserDetails, getWorkerProfile, listWorkers, searchFilters } from './workers.service';

let t: TestApp;
let client: { id: string; token: string };
let worker: { id: string; token: string };
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
  worker = await createWorker(t.app, WORKER_SPECS.ava);
  client = await createClient(t.app, { gender: 'female' });
}, 60_000);
afterAll(() => t.close());

/** The caller as the search routes read them, with their session. */
async function searcherOf(token: string) {
  const found = (await authenticate(t.app.ctx, token, sessionWithSearcher))?.found;
  if (!found) throw new Error('The session was not found.');
  return found;
}

const query = (input: Record<string, string> = {}) => WorkerSearchQuerySchema.parse(input);

describe('searchFilters', () => {
  it('reads a 20 km radius and nothing else when no filter is given', () => {
    expect(searchFilters(query())).toEqual({ radius_km: 20 });
  });

  it('reads every filter in the domain’s terms', () => {
    expect(
      searchFilters(
        query({
          'filter[radius_km]': '7',
          'filter[services]': 'transport,personal_care,transport',
          'filter[gender]': 'male',
          'filter[has_car]': 'false',
          'filter[days]': 'friday',
          'filter[from]': '09:30',
          'filter[to]': '24:00',
          'filter[max_rate]': '6500',
          'filter[languages]': 'Arabic',
          'filter[include_unverified]': 'true',
        }),
      ),
    ).toEqual({
      radius_km: 7,
      services: ['transport', 'personal_care'],
      gender: 'male',
      has_car: false,
      days: ['friday'],
      from: '09:30:00',
      to: '24:00:00',
      max_rate: 6500,
      languages: ['Arabic'],
      include_unverified: true,
    });
  });
});

describe('the services', () => {
  it('refuse a worker searching or opening a profile, and find nothing for them in user details', async () => {
    const caller = await searcherOf(worker.token);
    expect(caller.user.user_type).toBe('worker');
    await expect(listWorkers(t.app.ctx, caller, query())).rejects.toMatchObject({
      statusCode: 403,
      message: WORKER_SEARCH_MESSAGES.workersOnlyForClients,
    });
    await expect(getWorkerProfile(t.app.ctx, caller, worker.id)).rejects.toMatchObject({ statusCode: 403 });
    await expect(getUserDetails(t.app.ctx, caller, worker.id, async () => false)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('answer a page past the end with no workers and the last page in its meta', async () => {
    const caller = await searcherOf(client.token);
    const past = await listWorkers(t.app.ctx, caller, query({ page: '2' }));
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 2, last_page: 1 });
  });
});

describe('searchWorkers (the repository search the benchmark times)', () => {
  it('returns the page with distances and the count of all matches', async () => {
    const result = await searchWorkers(t.app.ctx.db, t.app.ctx.workerSearch, {
      centre: { latitude: -33.814463, longitude: 151.006506 },
      client: { gender: 'female', preferred_worker_gender: null, car_requirement: null },
      wishes: { support_requirements: [], preferred_languages: [], max_hourly_rate: null },
      filters: { radius_km: 5 },
      sort: 'distance',
      page: 1,
      limit: 20,
    });
    expect(result.total).toBe(1);
    expect(result.rows.map(({ card }) => [card.user.id, card.address.suburb])).toEqual([
      [worker.id, PLACES.harrisPark.suburb],
    ]);
    // The same point: the stored unit vector and the centre's agree to the last few bits.
    expect(result.rows[0]?.distance_km).toBeCloseTo(0, 9);
    expect(result.rows[0]?.card.documents.map((document) => document.document_type)).toEqual(
      expect.arrayContaining(['id_documents', 'police_checks']),
    );
  });
});
