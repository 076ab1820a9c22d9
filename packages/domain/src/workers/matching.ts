import type { WeeklyTimeRange } from '../profiles/profile.schemas';
import type { Weekday } from '../profiles/weekdays';

/**
 * Who may find whom (issue #6, decision 018). Matching is two-sided: the worker's own conditions
 * (how far they travel, the clients they support, being findable and verified) and the client's
 * (the support preference of spec §3, and the filters of this search) must all hold.
 */

/** What the rules read of a worker. */
export interface WorkerMatchFacts {
  gender: string | null;
  /** The clients' genders the worker supports (`client_preference.genders`). */
  client_genders: readonly string[];
  car_ownership: string | null;
  range_of_work_in_km: number | null;
  profile_visibility: string | null;
  /** personal_details_completed and id_verification_completed (spec §4). */
  fully_verified: boolean;
  service_offerings: readonly string[];
  availability_schedule: readonly WeeklyTimeRange[];
  weekday_hourly_rate: number | null;
  languages: readonly string[];
}

/** What the rules read of the client searching. */
export interface ClientMatchFacts {
  gender: string | null;
  /** `support_preference.gender`: 'no_preference', 'female' or 'male'. */
  preferred_worker_gender: string | null;
  /** `support_preference.car_ownership`: 'needed' or 'not_needed'. */
  car_requirement: string | null;
}

/** The filters of one search; absent means "any". Times are HH:MM:SS, the rate whole cents. */
export interface WorkerSearchFilters {
  radius_km: number;
  services?: readonly string[];
  gender?: string;
  has_car?: boolean;
  days?: readonly Weekday[];
  from?: string;
  to?: string;
  max_rate?: number;
  languages?: readonly string[];
  include_unverified?: boolean;
}

/** Each condition a worker must meet to appear, in the order they are checked. */
export const MATCH_CONDITIONS = [
  'visible',
  'verified',
  'within_radius',
  'within_worker_range',
  'supports_client_gender',
  'client_gender_preference',
  'client_car_requirement',
  'services',
  'gender',
  'car',
  'availability',
  'max_rate',
  'languages',
] as const;
export type MatchCondition = (typeof MATCH_CONDITIONS)[number];

/** The genders a worker can say they support; a client who gives none of them needs a worker who supports all. */
const SUPPORTED_CLIENT_GENDERS = ['female', 'male', 'non_binary'] as const;

/**
 * The conditions a worker at `distanceKm` from the client fails; empty when they match. Workers with
 * no range, or no rate when a rate limit is asked, do not match: the rules need those answers.
 */
export function unmetConditions(
  client: ClientMatchFacts,
  worker: WorkerMatchFacts,
  distanceKm: number,
  filters: WorkerSearchFilters,
): MatchCondition[] {
  const checks: Record<MatchCondition, boolean> = {
    visible: worker.profile_visibility !== 'hidden',
    verified: filters.include_unverified === true || worker.fully_verified,
    within_radius: distanceKm <= filters.radius_km,
    within_worker_range: worker.range_of_work_in_km !== null && distanceKm <= worker.range_of_work_in_km,
    supports_client_gender: supportsClientGender(worker.client_genders, client.gender),
    client_gender_preference:
      !client.preferred_worker_gender ||
      client.preferred_worker_gender === 'no_preference' ||
      worker.gender === client.preferred_worker_gender,
    client_car_requirement: client.car_requirement !== 'needed' || worker.car_ownership === 'has_car',
    services: (filters.services ?? []).every((service) => worker.service_offerings.includes(service)),
    gender: !filters.gender || worker.gender === filters.gender,
    car: filters.has_car !== true || worker.car_ownership === 'has_car',
    availability: isAvailable(worker.availability_schedule, filters.days, filters.from, filters.to),
    max_rate:
      filters.max_rate === undefined ||
      (worker.weekday_hourly_rate !== null && worker.weekday_hourly_rate <= filters.max_rate),
    languages:
      !filters.languages?.length || filters.languages.some((language) => worker.languages.includes(language)),
  };
  return MATCH_CONDITIONS.filter((condition) => !checks[condition]);
}

export function workerMatches(
  client: ClientMatchFacts,
  worker: WorkerMatchFacts,
  distanceKm: number,
  filters: WorkerSearchFilters,
): boolean {
  return unmetConditions(client, worker, distanceKm, filters).length === 0;
}

/**
 * Whether a worker supporting `clientGenders` takes on a client of `gender`. A client who has not
 * said (or would rather not say) is matched only by workers who support everyone, so a worker's
 * choice is never overridden.
 */
export function supportsClientGender(clientGenders: readonly string[], gender: string | null): boolean {
  if (gender && (SUPPORTED_CLIENT_GENDERS as readonly string[]).includes(gender)) {
    return clientGenders.includes(gender);
  }
  return SUPPORTED_CLIENT_GENDERS.every((each) => clientGenders.includes(each));
}

/**
 * Availability overlapping the wanted times: on every chosen day, some range of the worker's that
 * overlaps `from`–`to` (the whole day when no times are given). No days chosen means any.
 */
export function isAvailable(
  schedule: readonly WeeklyTimeRange[],
  days: readonly Weekday[] | undefined,
  from = '00:00:00',
  to = '24:00:00',
): boolean {
  if (!days?.length) return true;
  return days.every((day) =>
    schedule.some((range) => range.day === day && range.start < to && range.end > from),
  );
}
