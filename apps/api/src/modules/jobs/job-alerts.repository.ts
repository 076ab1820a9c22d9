import type { WeeklyTimeRange } from '@alongside/domain';
import { and, arrayOverlaps, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { addresses, jobAlertRuns, profiles, users, type JobAlertRunRow } from '../../db/schema/index';
import { workerFactColumns } from './applications.repository';

export async function insertAlertRun(db: Database, jobId: string, at: Date): Promise<void> {
  await db.insert(jobAlertRuns).values({ job_id: jobId, created_at: at });
}

/** The runs not sent yet, oldest first. */
export async function listUnsentAlertRuns(db: Database, limit: number): Promise<JobAlertRunRow[]> {
  return db
    .select()
    .from(jobAlertRuns)
    .where(isNull(jobAlertRuns.sent_at))
    .orderBy(asc(jobAlertRuns.created_at))
    .limit(limit);
}

/** Takes a run for this server: false when another took it first. */
export async function claimAlertRun(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(jobAlertRuns)
    .set({ sent_at: at })
    .where(and(eq(jobAlertRuns.id, id), isNull(jobAlertRuns.sent_at)))
    .returning({ id: jobAlertRuns.id });
  return rows.length === 1;
}

export async function recordAlerted(db: Database, id: string, alerted: number): Promise<void> {
  await db.update(jobAlertRuns).set({ alerted }).where(eq(jobAlertRuns.id, id));
}

/** A worker who might match a job: their home point and what the rules read of them. */
export type AlertCandidateRow = {
  id: string;
  latitude: number;
  longitude: number;
  gender: string | null;
  client_genders: string[];
  car_ownership: string | null;
  range_of_work_in_km: number | null;
  service_offerings: string[];
  availability_schedule: WeeklyTimeRange[];
  languages: string[];
  qualifications: string[];
};

/**
 * The workers whose home lies in `box` (the farthest any worker travels around the job), within
 * their own range of `point` (the haversine distance of `distanceKm`, with a metre to spare: the
 * rules decide), and who offer one of `services`: the rules then judge each (`unmetJobConditions`).
 */
export async function listAlertCandidates(
  db: Database,
  point: { latitude: number; longitude: number },
  box: { minLatitude: number; maxLatitude: number; minLongitude: number; maxLongitude: number },
  services: readonly string[],
): Promise<AlertCandidateRow[]> {
  const { latitude: lat, longitude: lng } = point;
  const distance = sql`(12742.0176 * asin(least(1, sqrt(power(sin(radians(${addresses.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${addresses.latitude})) * power(sin(radians(${addresses.longitude} - ${lng}) / 2), 2)))))`;
  return db
    .select({
      id: users.id,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
      ...workerFactColumns,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .innerJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(
      and(
        eq(users.user_type, 'worker'),
        arrayOverlaps(profiles.service_offerings, [...services]),
        between(addresses.latitude, box.minLatitude, box.maxLatitude),
        between(addresses.longitude, box.minLongitude, box.maxLongitude),
        sql`${distance} <= ${profiles.range_of_work_in_km} + 0.001`,
      ),
    );
}
