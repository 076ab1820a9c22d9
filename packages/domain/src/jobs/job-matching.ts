import { SERVICE_CATALOGUE, choiceLabel } from '../profiles/profile-values';
import type { WeeklyTimeRange } from '../profiles/profile.schemas';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../profiles/weekdays';
import { supportsClientGender } from '../workers/matching';
import { formatDistance } from '../workers/distance';
import {
  JOB_HOURLY_RATE_KINDS,
  shiftsOf,
  type JobPreferences,
  type JobRates,
  type JobSchedule,
} from './job.schemas';
import { listInWords } from '../shared/text';

/**
 * Which open jobs a worker finds (issue #21, decision 033). Matching is two-sided, as in the worker
 * search: the job's wishes (services, preferences, checks, times) and the worker's own conditions
 * (how far they travel, the clients they support) must all hold, then the board's filters.
 */

/** What the rules read of a job. */
export interface JobMatchFacts {
  services: readonly string[];
  preferences: JobPreferences;
  schedule: JobSchedule;
  rates: JobRates;
  /** The gender of the client who posted it, for the worker's `client_genders`. */
  client_gender: string | null;
  published_at: Date;
}

/** What the rules read of the worker looking. */
export interface WorkerJobFacts {
  gender: string | null;
  client_genders: readonly string[];
  car_ownership: string | null;
  range_of_work_in_km: number | null;
  service_offerings: readonly string[];
  availability_schedule: readonly WeeklyTimeRange[];
  languages: readonly string[];
  qualifications: readonly string[];
  /** The requirement types of the worker's current (approved, unexpired) documents. */
  current_documents: readonly string[];
}

/** The board's filters; absent means "any". */
export interface JobBoardFilters {
  /** Only jobs this close, in km (never further than the worker travels). */
  distance_km?: number;
  /** Only jobs asking for at least one of these services. */
  services?: readonly string[];
  /** Only jobs with support on at least one of these days. */
  days?: readonly Weekday[];
  /** Only jobs whose lowest hourly rate is at least this many cents. */
  min_rate?: number;
  /** Only jobs published since this instant. */
  posted_since?: Date;
}

/** Each condition a job must meet to be on a worker's board, in the order they are checked. */
export const JOB_MATCH_CONDITIONS = [
  'within_worker_range',
  'within_distance',
  'services',
  'supports_client_gender',
  'worker_gender',
  'car',
  'languages',
  'qualifications',
  'credentials',
  'availability',
  'filter_services',
  'filter_days',
  'filter_min_rate',
  'filter_posted_since',
] as const;
export type JobMatchCondition = (typeof JOB_MATCH_CONDITIONS)[number];

/** What each unmet condition means, for a worker reading a job they do not match. */
export const JOB_CONDITION_TEXTS: Readonly<Record<JobMatchCondition, string>> = {
  within_worker_range: 'It is further away than you travel.',
  within_distance: 'It is further away than the distance you chose.',
  services: 'You do not offer the support it asks for.',
  supports_client_gender: 'The client is not one of the people you support.',
  worker_gender: 'The client would like a worker of another gender.',
  car: 'The worker needs a car.',
  languages: 'The client would like a worker who speaks another language.',
  qualifications: 'It needs a skill your profile does not list.',
  credentials: 'It needs a check you have not had approved.',
  availability: 'Its times are outside your availability.',
  filter_services: 'It is not one of the services you chose.',
  filter_days: 'It is not on the days you chose.',
  filter_min_rate: 'Its rate is below the one you chose.',
  filter_posted_since: 'It was posted before the time you chose.',
};

/** The lowest hourly rate the job offers, in cents (what a worker earns at least), or null. */
export function lowestHourlyRate(rates: JobRates): number | null {
  const offered = JOB_HOURLY_RATE_KINDS.map((kind) => rates[kind]).filter(
    (rate): rate is number => rate !== null,
  );
  return offered.length > 0 ? Math.min(...offered) : null;
}

/** Every shift of the job falls inside one of the worker's available times on its day. */
export function fitsAvailability(schedule: JobSchedule, availability: readonly WeeklyTimeRange[]): boolean {
  return shiftsOf(schedule).every((shift) =>
    availability.some(
      (range) => range.day === shift.day && range.start <= shift.start && range.end >= shift.end,
    ),
  );
}

/**
 * The conditions a job at `distanceKm` from the worker fails; empty when it is on their board. A
 * worker who has not said how far they travel matches nothing: the rule needs that answer.
 */
export function unmetJobConditions(
  job: JobMatchFacts,
  worker: WorkerJobFacts,
  distanceKm: number,
  filters: JobBoardFilters = {},
): JobMatchCondition[] {
  const { preferences } = job;
  const rate = lowestHourlyRate(job.rates);
  const days = new Set(shiftsOf(job.schedule).map((shift) => shift.day));
  const checks: Record<JobMatchCondition, boolean> = {
    within_worker_range: worker.range_of_work_in_km !== null && distanceKm <= worker.range_of_work_in_km,
    within_distance: filters.distance_km === undefined || distanceKm <= filters.distance_km,
    services: job.services.some((service) => worker.service_offerings.includes(service)),
    supports_client_gender: supportsClientGender(worker.client_genders, job.client_gender),
    worker_gender:
      preferences.worker_gender === 'no_preference' || worker.gender === preferences.worker_gender,
    car: preferences.car !== 'needed' || worker.car_ownership === 'has_car',
    languages:
      preferences.languages.length === 0 ||
      preferences.languages.some((language) => worker.languages.includes(language)),
    qualifications: preferences.qualifications.every((skill) => worker.qualifications.includes(skill)),
    credentials: preferences.credentials.every((check) => worker.current_documents.includes(check)),
    availability: fitsAvailability(job.schedule, worker.availability_schedule),
    filter_services:
      !filters.services?.length || filters.services.some((service) => job.services.includes(service)),
    filter_days: !filters.days?.length || filters.days.some((day) => days.has(day)),
    filter_min_rate: filters.min_rate === undefined || (rate !== null && rate >= filters.min_rate),
    filter_posted_since:
      filters.posted_since === undefined || job.published_at.getTime() >= filters.posted_since.getTime(),
  };
  return JOB_MATCH_CONDITIONS.filter((condition) => !checks[condition]);
}

/** Points per kind of fit for "best match"; ties go to the nearer job, then the newer. */
export const JOB_MATCH_WEIGHTS = { sharedService: 3, spokenLanguage: 2, nearby: 1 } as const;
/** A job this close counts as nearby for the score. */
export const NEARBY_KM = 10;

/**
 * The best-match score of a job the worker matches: 3 for each of its services the worker offers,
 * 2 when the worker speaks a language the client asked for, 1 when it is within 10 km.
 */
export function jobMatchScore(
  job: Pick<JobMatchFacts, 'services' | 'preferences'>,
  worker: WorkerJobFacts,
  distanceKm: number,
): number {
  const shared = job.services.filter((service) => worker.service_offerings.includes(service)).length;
  const speaks = job.preferences.languages.some((language) => worker.languages.includes(language));
  return (
    shared * JOB_MATCH_WEIGHTS.sharedService +
    (speaks ? JOB_MATCH_WEIGHTS.spokenLanguage : 0) +
    (distanceKm <= NEARBY_KM ? JOB_MATCH_WEIGHTS.nearby : 0)
  );
}

/** "morning" for a shift starting before noon, "afternoon" before 5 pm, "evening" before 9 pm, else "night". */
export function partOfDay(start: string): 'morning' | 'afternoon' | 'evening' | 'night' {
  if (start < '12:00:00') return 'morning';
  if (start < '17:00:00') return 'afternoon';
  if (start < '21:00:00') return 'evening';
  return 'night';
}

/**
 * Why a job suits the worker, in plain words for its card: "3.2 km away", the services they share,
 * and when it is ("Tuesday and Thursday mornings fit your availability").
 */
export function jobMatchReasons(
  job: Pick<JobMatchFacts, 'services' | 'schedule' | 'preferences'>,
  worker: WorkerJobFacts,
  distanceKm: number,
): string[] {
  const reasons = [`${formatDistance(distanceKm)} away`];
  const shared = job.services.filter((service) => worker.service_offerings.includes(service));
  if (shared.length > 0)
    reasons.push(listInWords(shared.map((service) => choiceLabel(SERVICE_CATALOGUE, service))));
  const shifts = shiftsOf(job.schedule);
  const days = WEEKDAYS.filter((day) => shifts.some((shift) => shift.day === day));
  const parts = new Set(shifts.map((shift) => partOfDay(shift.start)));
  const when = parts.size === 1 ? [...parts][0]! : null;
  if (fitsAvailability(job.schedule, worker.availability_schedule)) {
    const dayWords = listInWords(days.map((day) => WEEKDAY_LABELS[day]));
    if (job.schedule.kind === 'one_off') {
      reasons.push(`${dayWords}${when ? ` ${when}` : ''} fits your availability`);
    } else {
      reasons.push(`${dayWords}${when ? ` ${when}s` : ''} fit your availability`);
    }
  }
  const languages = job.preferences.languages.filter((language) => worker.languages.includes(language));
  if (languages.length > 0) reasons.push(`You speak ${listInWords(languages)}`);
  return reasons;
}
