import {
  WEEKDAYS,
  shiftsOf,
  type AustralianState,
  type JobRates,
  type Weekday,
  type WeeklyTimeRange,
  type WorkerJobFacts,
} from '@alongside/domain';
import type { JobInsert, JobRow } from '../../db/schema/index';

/** A job row's rate columns as the rates the domain and the contract speak of. */
export function ratesOf(row: JobRow): JobRates {
  return {
    weekday_hourly_rate: row.weekday_hourly_rate,
    weekday_night_hourly_rate: row.weekday_night_hourly_rate,
    weekend_hourly_rate: row.weekend_hourly_rate,
    weekend_night_hourly_rate: row.weekend_night_hourly_rate,
    travel_per_km_rate: row.travel_per_km_rate,
  };
}

/**
 * Where a job (or a request) is, as anyone who may see it sees it: the suburb, never the street;
 * null until chosen.
 */
export function placeOf(
  row: Pick<JobRow, 'suburb' | 'place_state' | 'postcode'>,
): { suburb: string; state: AustralianState; postcode: string } | null {
  return row.suburb && row.place_state && row.postcode
    ? { suburb: row.suburb, state: row.place_state as AustralianState, postcode: row.postcode }
    : null;
}

const SECONDS_A_DAY = 24 * 60 * 60;

function secondsOf(time: string): number {
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}

/**
 * Times of the week as one multirange of PostgreSQL (`{[a,b),…}`), in half seconds from Monday
 * midnight: a time from `start` to `end` on a day is [2·start, 2·end − 1). The job board asks
 * whether every shift of a job lies inside one of the worker's available times on its day
 * (`fitsAvailability`) as `job week <@ worker week`. Counting in half seconds and leaving out each
 * range's last half second keeps two times that touch (9 to 12 and 12 to 3) apart, as the rule does:
 * a shift from 11 to 1 fits neither. A worker's times never overlap on a day (`WeeklyScheduleSchema`).
 */
export function weekRangesOf(times: readonly WeeklyTimeRange[]): string {
  const ranges = times.map(({ day, start, end }) => {
    const midnight = WEEKDAYS.indexOf(day) * SECONDS_A_DAY;
    return `[${2 * (midnight + secondsOf(start))},${2 * (midnight + secondsOf(end)) - 1})`;
  });
  return `{${ranges.join(',')}}`;
}

/** Whole days of the week as `weekRangesOf` counts them, for the board's filter of days. */
export function weekDaysOf(days: readonly Weekday[]): string {
  const ranges = days.map((day) => {
    const midnight = WEEKDAYS.indexOf(day) * SECONDS_A_DAY;
    return `[${2 * midnight},${2 * (midnight + SECONDS_A_DAY)})`;
  });
  return `{${ranges.join(',')}}`;
}

/**
 * The columns the job board judges a job by, derived from its preferences and schedule (decision
 * 033): written with them on every write of a job (`insertJobRow`, `updateJobRow`), and by migration
 * 0021 for the jobs before. Only the columns of what `details` holds.
 */
export function boardColumnsOf(details: Pick<Partial<JobInsert>, 'preferences' | 'schedule'>) {
  const { preferences, schedule } = details;
  return {
    ...(preferences
      ? {
          worker_gender: preferences.worker_gender,
          needs_car: preferences.car === 'needed',
          languages: [...preferences.languages],
          required_qualifications: [...preferences.qualifications],
          required_credentials: [...preferences.credentials],
        }
      : {}),
    ...(schedule !== undefined ? { shift_week: schedule ? weekRangesOf(shiftsOf(schedule)) : null } : {}),
  } satisfies Partial<JobInsert>;
}

/** What the matching rules read of a worker's profile, as the repositories read it. */
export type WorkerFactRow = {
  gender: string | null;
  client_genders: string[] | null;
  car_ownership: string | null;
  range_of_work_in_km: number | null;
  service_offerings: string[] | null;
  availability_schedule: WeeklyTimeRange[] | null;
  languages: string[] | null;
  qualifications: string[] | null;
};

/** A worker's facts for the matching rules: their profile's, and the types of their current checks. */
export function workerJobFactsOf(row: WorkerFactRow, currentDocuments: readonly string[]): WorkerJobFacts {
  return {
    gender: row.gender,
    client_genders: row.client_genders ?? [],
    car_ownership: row.car_ownership,
    range_of_work_in_km: row.range_of_work_in_km,
    service_offerings: row.service_offerings ?? [],
    availability_schedule: row.availability_schedule ?? [],
    languages: row.languages ?? [],
    qualifications: row.qualifications ?? [],
    current_documents: [...currentDocuments],
  };
}
