import {
  JOB_HOURLY_RATE_KINDS,
  NO_JOB_PREFERENCES,
  WEEKDAYS,
  distanceKm,
  jobMatchScore,
  rateKindsOf,
  unmetJobConditions,
  type JobBoardFilters,
  type WorkerJobFacts,
} from '@alongside/domain';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/database';
import { jobs, type JobInsert } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sfc32 } from '../../seed/synthetic-workers';
import { GENERATED, jobGenerators } from '../../test/job-generators';
import { boardSearchFor } from './job-board.service';
import { insertJobRow, searchBoardRows } from './jobs.repository';

// The database judges and orders the job board (decision 033); `unmetJobConditions` is the rule.
// Hundreds of generated jobs and workers: both must find the same jobs, in best-match order.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;
const PARRAMATTA = { latitude: -33.8148, longitude: 151.0017 };
const random = sfc32(4, 8, 15, 16);
const { pick, some, schedule, workerFacts: worker } = jobGenerators(random);
const { services: SERVICES, languages: LANGUAGES, skills: SKILLS, checks: CHECKS } = GENERATED;

let t: TestApp;
type Stored = JobInsert & { id: string; client_gender: string | null };
const stored: Stored[] = [];

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const clients: { id: string; gender: string | null }[] = [];
  for (const gender of ['female', 'male', 'non_binary', null]) {
    const client = await signUpWithId(t.app, { user_type: 'client' });
    if (gender) {
      const saved = await t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { authorization: `Bearer ${client.token}` },
        payload: { gender },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    clients.push({ id: client.id, gender });
  }
  const now = clock.now().getTime();
  for (let n = 0; n < 400; n++) {
    const client = pick(clients);
    const plan = schedule();
    const rates = Object.fromEntries(JOB_HOURLY_RATE_KINDS.map((kind) => [kind, null])) as Record<
      string,
      number | null
    >;
    for (const kind of rateKindsOf(plan)) rates[kind] = 5_000 + Math.floor(random() * 30) * 100;
    const published = new Date(now - Math.floor(random() * 20) * DAY_MS);
    const state = random() < 0.9 ? 'open' : pick(['paused', 'closed'] as const);
    const values: JobInsert = {
      client_id: client.id,
      state,
      title: `Job ${n}`,
      services: some(SERVICES, 2).length ? some(SERVICES, 2) : [pick(SERVICES)],
      suburb: 'Somewhere',
      place_state: 'NSW',
      postcode: '2150',
      latitude: PARRAMATTA.latitude + (random() - 0.5) * 0.6,
      longitude: PARRAMATTA.longitude + (random() - 0.5) * 0.6,
      schedule: plan,
      ...rates,
      preferences: {
        ...NO_JOB_PREFERENCES,
        worker_gender: random() < 0.2 ? pick(['female', 'male'] as const) : 'no_preference',
        car: random() < 0.2 ? 'needed' : 'not_needed',
        languages: random() < 0.2 ? (some(LANGUAGES, 2) as typeof NO_JOB_PREFERENCES.languages) : [],
        qualifications: random() < 0.2 ? some(SKILLS, 1) : [],
        credentials: random() < 0.2 ? some(CHECKS, 1) : [],
      },
      published_at: published,
      // A few past their closing date: still "open" until the app expires them, never shown.
      closes_at: new Date(published.getTime() + (random() < 0.05 ? 1 : 30) * DAY_MS),
      created_at: published,
      updated_at: published,
    };
    const row = await insertJobRow(t.app.ctx.db, values);
    stored.push({ ...values, id: row.id, client_gender: client.gender });
  }
});
afterAll(() => t.close());

/** The jobs the rule finds for `facts`, best match first, as the board orders them. */
function expected(facts: WorkerJobFacts, filters: JobBoardFilters): string[] {
  const now = clock.now().getTime();
  return stored
    .filter((job) => job.state === 'open' && job.closes_at!.getTime() > now)
    .map((job) => {
      const km = distanceKm(PARRAMATTA, { latitude: job.latitude!, longitude: job.longitude! });
      const matchFacts = {
        services: job.services!,
        preferences: job.preferences,
        schedule: job.schedule!,
        rates: {
          weekday_hourly_rate: job.weekday_hourly_rate ?? null,
          weekday_night_hourly_rate: job.weekday_night_hourly_rate ?? null,
          weekend_hourly_rate: job.weekend_hourly_rate ?? null,
          weekend_night_hourly_rate: job.weekend_night_hourly_rate ?? null,
          travel_per_km_rate: null,
        },
        client_gender: job.client_gender,
        published_at: job.published_at!,
      };
      return {
        job,
        km,
        unmet: unmetJobConditions(matchFacts, facts, km, filters),
        score: jobMatchScore(matchFacts, facts, km),
      };
    })
    .filter(({ unmet }) => unmet.length === 0)
    .sort(
      (a, b) =>
        b.score - a.score || a.km - b.km || b.job.published_at!.getTime() - a.job.published_at!.getTime(),
    )
    .map(({ job }) => job.id);
}

describe('the job board in the database and the rule in the domain', () => {
  it('find the same jobs in the same best-match order, for 120 generated workers and filters', async () => {
    let found = 0;
    for (let n = 0; n < 120; n++) {
      const facts = worker();
      const filters: JobBoardFilters = {
        ...(random() < 0.3 ? { distance_km: pick([3, 8, 15]) } : {}),
        ...(random() < 0.3 ? { services: some(SERVICES, 2) } : {}),
        ...(random() < 0.3 ? { days: some(WEEKDAYS, 3) } : {}),
        ...(random() < 0.3 ? { min_rate: 5_000 + Math.floor(random() * 30) * 100 } : {}),
        ...(random() < 0.3
          ? { posted_since: new Date(clock.now().getTime() - pick([2, 7, 14]) * DAY_MS) }
          : {}),
      };
      const want = expected(facts, filters);
      const { rows, total } = await searchBoardRows(
        t.app.ctx.db,
        boardSearchFor(facts, PARRAMATTA, filters, {
          sort: 'best_match',
          offset: 0,
          limit: 1_000,
          now: clock.now(),
        }),
      );
      expect(
        rows.map((row) => row.job.id),
        JSON.stringify({ facts, filters }),
      ).toEqual(want);
      expect(total).toBe(want.length);
      found += want.length;
    }
    // The generated cases do find jobs: the comparison is not of empty lists.
    expect(found).toBeGreaterThan(50);
  });
});

describe('the columns the board judges a job by', () => {
  // Written by `boardColumnsOf` with every job, and by migration 0021 for the jobs before it.
  it('are the same when migration 0021 works them out again from the preferences and the schedule', async () => {
    const columns = {
      id: jobs.id,
      worker_gender: jobs.worker_gender,
      needs_car: jobs.needs_car,
      languages: jobs.languages,
      required_qualifications: jobs.required_qualifications,
      required_credentials: jobs.required_credentials,
      shift_week: jobs.shift_week,
    };
    const written = await t.app.ctx.db.select(columns).from(jobs).orderBy(jobs.id);
    const migration = readFileSync(path.join(migrationsFolder, '0021_job_board_columns.sql'), 'utf8').split(
      '--> statement-breakpoint',
    );
    const backfill = migration.find((statement) => statement.includes('UPDATE "jobs"'))!;
    await t.app.ctx.db.update(jobs).set({
      worker_gender: 'unknown',
      needs_car: false,
      languages: [],
      required_qualifications: [],
      required_credentials: [],
      shift_week: null,
    });
    await t.app.ctx.db.execute(sql.raw(backfill));
    expect(await t.app.ctx.db.select(columns).from(jobs).orderBy(jobs.id)).toEqual(written);
    expect(written.filter((row) => row.shift_week !== null)).toHaveLength(stored.length);
  });
});
