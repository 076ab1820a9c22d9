import {
  APPLICANT_GAP_TEXTS,
  NO_JOB_PREFERENCES,
  australianDate,
  compareApplicants,
  distanceKm,
  jobMatchScore,
  unmetJobConditions,
  type ApplicationState,
  type WorkerJobFacts,
} from '@alongside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, applications, documents, profiles, users, type JobInsert } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sfc32 } from '../../seed/synthetic-workers';
import { GENERATED, jobGenerators } from '../../test/job-generators';
import { listRankedApplicantRows } from './applications.repository';
import { insertJobRow } from './jobs.repository';

// The database ranks a job's applicants (decision 033); `unmetJobConditions` (the gaps a client is
// shown), `jobMatchScore` and `compareApplicants` are the rule. Generated jobs, each with every one
// of 90 generated workers applying: both must give the same order, page by page.
const clock = manualClock(new Date('2026-11-25T00:00:00Z'));
const TODAY = australianDate(clock.now());
const PARRAMATTA = { latitude: -33.8148, longitude: 151.0017 };
const random = sfc32(23, 42, 8, 15);
const { pick, some, schedule, workerFacts } = jobGenerators(random);
const { services: SERVICES, languages: LANGUAGES, skills: SKILLS, checks: CHECKS } = GENERATED;
const STATES: ApplicationState[] = ['applied', 'shortlisted', 'declined', 'withdrawn'];
const near = (spread: number) => ({
  latitude: PARRAMATTA.latitude + (random() - 0.5) * spread,
  longitude: PARRAMATTA.longitude + (random() - 0.5) * spread,
});

type Worker = {
  id: string;
  facts: WorkerJobFacts;
  home: { latitude: number; longitude: number } | null;
  /** The types of the worker's approved documents, current or past their expiry. */
  approved: string[];
};
type Job = JobInsert & { id: string; applied: { worker: Worker; state: ApplicationState; at: Date }[] };

let t: TestApp;
const workers: Worker[] = [];
const posted: Job[] = [];

/** As the board's test generates them, with now and then no car, no range or no checks said. */
function facts(): WorkerJobFacts {
  return {
    ...workerFacts(),
    car_ownership: pick(['has_car', 'no_car', null]),
    range_of_work_in_km: pick([5, 20, 40, null]),
    current_documents: [],
  };
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  const db = t.app.ctx.db;
  const now = clock.now();
  for (let n = 0; n < 90; n++) {
    const user = await insertUser({
      email: `applicant-${n}@example.com`,
      password_hash: 'not used',
      user_type: 'worker',
      first_name: `Worker${n}`,
      last_name: 'Tester',
      email_verified_at: now,
    });
    const worker: Worker = {
      id: user.id,
      facts: facts(),
      home: random() < 0.9 ? near(0.8) : null,
      approved: [],
    };
    await db.insert(profiles).values({
      user_id: user.id,
      gender: worker.facts.gender,
      client_genders: [...worker.facts.client_genders],
      car_ownership: worker.facts.car_ownership,
      range_of_work_in_km: worker.facts.range_of_work_in_km,
      service_offerings: [...worker.facts.service_offerings],
      availability_schedule: [...worker.facts.availability_schedule],
      languages: [...worker.facts.languages],
      qualifications: [...worker.facts.qualifications],
    });
    if (worker.home) {
      await db.insert(addresses).values({
        user_id: user.id,
        address: '1 Test Street',
        suburb: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
        ...worker.home,
        is_primary: true,
      });
    }
    // Checks approved and current, approved and past their expiry, or waiting: only the first count.
    const current: string[] = [];
    for (const type of some(CHECKS, 3)) {
      const kind = pick(['current', 'current', 'expired', 'pending'] as const);
      await db.insert(documents).values({
        user_id: user.id,
        document_type: type,
        status: kind === 'pending' ? 'pending' : 'approved',
        approved_at: kind === 'pending' ? null : now,
        expires_on: kind === 'expired' ? '2026-11-24' : pick([null, TODAY, '2027-06-30']),
      });
      if (kind === 'current') current.push(type);
      if (kind !== 'pending') worker.approved.push(type);
    }
    worker.facts = { ...worker.facts, current_documents: current };
    workers.push(worker);
  }
  const client = await insertUser({
    email: 'poster@example.com',
    password_hash: 'not used',
    user_type: 'client',
    first_name: 'Poster',
    last_name: 'Tester',
  });
  for (let n = 0; n < 8; n++) {
    const values: JobInsert = {
      client_id: client.id,
      state: 'open',
      title: `Job ${n}`,
      services: some(SERVICES, 2).length ? some(SERVICES, 2) : [pick(SERVICES)],
      suburb: 'Parramatta',
      place_state: 'NSW',
      postcode: '2150',
      ...near(0.4),
      schedule: schedule(),
      weekday_hourly_rate: 6_000,
      preferences: {
        ...NO_JOB_PREFERENCES,
        worker_gender: random() < 0.4 ? pick(['female', 'male'] as const) : 'no_preference',
        car: random() < 0.4 ? 'needed' : 'not_needed',
        languages: random() < 0.5 ? (some(LANGUAGES, 2) as typeof NO_JOB_PREFERENCES.languages) : [],
        qualifications: random() < 0.5 ? some(SKILLS, 2) : [],
        credentials: random() < 0.5 ? some(CHECKS, 2) : [],
      },
      published_at: now,
      closes_at: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
      created_at: now,
      updated_at: now,
    };
    const row = await insertJobRow(db, values);
    const job: Job = { ...values, id: row.id, applied: [] };
    for (const worker of workers) {
      if (random() < 0.2) continue;
      // Now and then two at the same moment: the order then goes to the id.
      const at = new Date(now.getTime() - Math.floor(random() * 40) * 60_000);
      job.applied.push({ worker, state: pick(STATES), at });
    }
    await db.insert(applications).values(
      job.applied.map(({ worker, state, at }) => ({
        job_id: job.id,
        worker_id: worker.id,
        state,
        message: 'I would like to help.',
        created_at: at,
        updated_at: at,
      })),
    );
    posted.push(job);
  }
});
afterAll(() => t.close());

async function insertUser(values: typeof users.$inferInsert) {
  const [row] = await t.app.ctx.db.insert(users).values(values).returning();
  return row!;
}

/** The applicants the rule ranks best first (ties of every key left as a set), as worker ids. */
function expected(job: Job, state: ApplicationState | undefined) {
  const matchFacts = {
    services: job.services!,
    preferences: job.preferences!,
    schedule: job.schedule!,
    rates: {
      weekday_hourly_rate: 6_000,
      weekday_night_hourly_rate: null,
      weekend_hourly_rate: null,
      weekend_night_hourly_rate: null,
      travel_per_km_rate: null,
    },
    client_gender: null,
    published_at: job.published_at!,
  };
  return job.applied
    .filter((applied) => !state || applied.state === state)
    .map(({ worker, at }) => {
      const km = worker.home
        ? distanceKm({ latitude: job.latitude!, longitude: job.longitude! }, worker.home)
        : Infinity;
      const gaps = unmetJobConditions(matchFacts, worker.facts, km).filter(
        (condition) => APPLICANT_GAP_TEXTS[condition] !== undefined,
      );
      return {
        id: worker.id,
        fit: { score: jobMatchScore(matchFacts, worker.facts, km), gaps },
        distance_km: km,
        applied_at: at,
      };
    })
    .sort(compareApplicants);
}

describe("a job's applicants ranked in the database and by the rules in the domain", () => {
  it('come in the same best-match order, page by page, for every state and all', async () => {
    let compared = 0;
    for (const job of posted) {
      for (const state of [undefined, ...STATES]) {
        const rule = expected(job, state);
        const found: string[] = [];
        for (let offset = 0; ; offset += 7) {
          const { rows: page } = await listRankedApplicantRows(t.app.ctx.db, {
            jobId: job.id,
            state,
            sort: 'best_match',
            offset,
            limit: 7,
            today: TODAY,
          });
          found.push(...page.map((row) => row.application.worker_id));
          if (page.length < 7) break;
        }
        // Applicants equal on every key of the rule may come in either order: compare by rank.
        const rank = (ids: readonly string[]) =>
          ids.map((id) => {
            const each = rule.find((entry) => entry.id === id)!;
            return rule.findIndex((entry) => compareApplicants(entry, each) === 0);
          });
        expect(rank(found), `job ${job.title}, state ${state ?? 'all'}`).toEqual(
          rank(rule.map((entry) => entry.id)),
        );
        compared += rule.length;
      }
    }
    expect(compared).toBeGreaterThan(1_000);
  });

  it('tell how far each lives from the job, and nothing for one without a home', async () => {
    const job = posted[0]!;
    const { rows } = await listRankedApplicantRows(t.app.ctx.db, {
      jobId: job.id,
      state: undefined,
      sort: '-created_at',
      offset: 0,
      limit: 100,
      today: TODAY,
    });
    expect(rows.map((row) => row.application.created_at.getTime())).toEqual(
      job.applied.map((applied) => applied.at.getTime()).sort((a, b) => b - a),
    );
    for (const row of rows) {
      const { home } = workers.find((worker) => worker.id === row.application.worker_id)!;
      if (!home) expect(row.distance_km).toBeNull();
      else
        expect(row.distance_km).toBeCloseTo(
          distanceKm({ latitude: job.latitude!, longitude: job.longitude! }, home),
          6,
        );
    }
  });

  it("count the job's applications in each state and bring each applicant's approved documents, also past the last page", async () => {
    for (const job of posted) {
      const counts = Object.fromEntries(
        STATES.map((state) => [state, job.applied.filter((applied) => applied.state === state).length]),
      );
      const expectedCounts = Object.entries(counts)
        .filter(([, n]) => n > 0)
        .map(([state, n]) => ({ state, n }));
      const first = await listRankedApplicantRows(t.app.ctx.db, {
        jobId: job.id,
        state: 'applied',
        sort: 'best_match',
        offset: 0,
        limit: 5,
        today: TODAY,
      });
      expect(first.rows).toHaveLength(Math.min(5, counts['applied']!));
      expect(first.counts).toEqual(expect.arrayContaining(expectedCounts));
      expect(first.counts).toHaveLength(expectedCounts.length);
      for (const row of first.rows) {
        const worker = workers.find((each) => each.id === row.application.worker_id)!;
        expect(row.approved_documents.map((document) => document.document_type).sort()).toEqual(
          [...worker.approved].sort(),
        );
        for (const document of row.approved_documents) {
          expect(document.user_id).toBe(worker.id);
          expect(document.approved_at).toEqual(clock.now());
        }
      }
      const past = await listRankedApplicantRows(t.app.ctx.db, {
        jobId: job.id,
        state: undefined,
        sort: '-created_at',
        offset: 1_000,
        limit: 5,
        today: TODAY,
      });
      expect(past.rows).toEqual([]);
      expect(past.counts).toHaveLength(expectedCounts.length);
    }
  });
});
