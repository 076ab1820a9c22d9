import {
  RANGE_OF_WORK_KM,
  australianDate,
  boundingBox,
  distanceKm,
  isDocumentCurrent,
  unmetJobConditions,
  type JobMatchFacts,
} from '@alongside/domain';
import type { Database } from '../../db/database';
import { giveWay } from '../../lib/sweeps';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { notifyEach, type NewNotification } from '../notifications/notifications.service';
import { listApprovedDocumentRows } from './applications.repository';
import {
  claimAlertRun,
  insertAlertRun,
  listAlertCandidates,
  listUnsentAlertRuns,
  recordAlerted,
} from './job-alerts.repository';
import { ratesOf } from './job-rows';
import { findClientGender, findJobRow } from './jobs.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

/** How often the alert sweep looks for jobs whose alerts are owed: a worker hears within a minute. */
export const JOB_ALERT_SWEEP_INTERVAL_MS = 60 * 1000;

/** How many workers are judged, or told, in one slice of the sweep's work. */
const SLICE = 100;

/** How many runs one sweep sends at most; the rest wait for the next (a minute later). */
const RUNS_PER_SWEEP = 20;

/**
 * Owes the workers a published or reopened job matches their alert: written in the publishing's
 * own transaction, sent by the alert sweep, never inside the request (issue #21 item 7).
 */
export function queueJobAlerts(db: Database, jobId: string, at: Date): Promise<void> {
  return insertAlertRun(db, jobId, at);
}

/**
 * The alert sweep: sends each run not sent yet. The workers are judged first, outside any
 * transaction; the run is then claimed in the same transaction as its notifications, so on several
 * servers each is sent once (a server that finds it claimed meanwhile drops what it judged), and a
 * server that stops half-way leaves the run for the next sweep. The sweep works at most a fifth of
 * the time (`giveWay`): a job that matches thousands of workers must not hold up the people using
 * the app meanwhile.
 */
export async function runJobAlertSweep(ctx: Ctx): Promise<{ runs: number; alerted: number }> {
  let runs = 0;
  let alerted = 0;
  for (const run of await listUnsentAlertRuns(ctx.db, RUNS_PER_SWEEP)) {
    const alert = await matchingWorkers(ctx, run.job_id);
    const sent = await transaction(ctx, async (tx) => {
      if (!(await claimAlertRun(tx, run.id, ctx.clock.now()))) return null;
      if (alert) await tellEach(tx, alert.workerIds, ctx.clock.now(), alert.notice);
      await recordAlerted(tx, run.id, alert?.workerIds.length ?? 0);
      return alert?.workerIds.length ?? 0;
    });
    if (sent === null) continue;
    runs += 1;
    alerted += sent;
  }
  return { runs, alerted };
}

/** Every worker an open job matches, and what they are told; null when the job is not open. */
async function matchingWorkers(
  ctx: Ctx,
  jobId: string,
): Promise<{ workerIds: string[]; notice: NewNotification } | null> {
  const now = ctx.clock.now();
  const job = await findJobRow(ctx.db, jobId);
  if (!job || job.state !== 'open' || !job.schedule || job.latitude === null || job.longitude === null)
    return null;
  const point = { latitude: job.latitude, longitude: job.longitude };
  const facts: JobMatchFacts = {
    services: job.services,
    preferences: job.preferences,
    schedule: job.schedule,
    rates: ratesOf(job),
    client_gender: await findClientGender(ctx.db, job.client_id),
    published_at: job.published_at ?? now,
  };
  const candidates = await listAlertCandidates(
    ctx.db,
    point,
    boundingBox(point, RANGE_OF_WORK_KM.max),
    job.services,
  );
  const today = australianDate(now);
  const checks = new Map<string, string[]>();
  if (job.preferences.credentials.length > 0) {
    for (const document of await listApprovedDocumentRows(
      ctx.db,
      candidates.map((candidate) => candidate.id),
    )) {
      const current =
        document.approved_at !== null &&
        isDocumentCurrent(
          { approved_at: document.approved_at.toISOString(), expires_on: document.expires_on },
          today,
        );
      if (current)
        checks.set(document.user_id, [...(checks.get(document.user_id) ?? []), document.document_type]);
    }
  }
  const workerIds: string[] = [];
  for (let start = 0; start < candidates.length; start += SLICE) {
    const started = performance.now();
    for (const candidate of candidates.slice(start, start + SLICE)) {
      const worker = { ...candidate, current_documents: checks.get(candidate.id) ?? [] };
      if (unmetJobConditions(facts, worker, distanceKm(point, candidate)).length === 0) {
        workerIds.push(candidate.id);
      }
    }
    await giveWay(started);
  }
  return {
    workerIds,
    notice: {
      kind: 'job_alert',
      title: `A new job that suits you: ${job.title}`,
      body: `In ${job.suburb}. Read it and apply while it is open.`,
      link: `/jobs/${job.id}`,
    },
  };
}

/** Writes the notice to each worker, a slice at a time. */
async function tellEach(db: Database, workerIds: readonly string[], at: Date, notice: NewNotification) {
  for (let start = 0; start < workerIds.length; start += SLICE) {
    const started = performance.now();
    await notifyEach(db, workerIds.slice(start, start + SLICE), at, notice);
    await giveWay(started);
  }
}
