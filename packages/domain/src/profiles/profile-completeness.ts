import type { ClientPreference, IndicativeRates, ScheduleEntry, SupportPreference } from './profile-sections';
import { INDICATIVE_RATE_FIELDS } from './profile-sections';

/**
 * Spec §5, generic completeness: an object is complete only if every value is non-empty, meaning an
 * array has items and anything else is truthy. So `0`, `false` and `''` make it incomplete. An object
 * with no keys has no empty value and is complete; a missing object (null or undefined) is not.
 */
export function isComplete(value: object | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return Object.values(value).every((field: unknown) =>
    Array.isArray(field) ? field.length > 0 : Boolean(field),
  );
}

/**
 * Whether a section field has been answered, for the named-field rules of spec §5. Unlike the generic
 * `isComplete`, a chosen `0` or `false` is an answer (a travel rate of 0 cents means "no travel
 * charge"); null, undefined, a blank string and an empty list are not.
 */
function isAnswered(field: unknown): boolean {
  if (field === null || field === undefined) return false;
  if (typeof field === 'string') return field.trim().length > 0;
  if (typeof field === 'number') return Number.isFinite(field);
  if (Array.isArray(field)) return field.length > 0;
  return true;
}

/** Personal profile step (spec §5): first_name and last_name both given; a name of only spaces is not. */
export function isPersonalProfileValid(user: {
  first_name?: string | null;
  last_name?: string | null;
}): boolean {
  return isAnswered(user.first_name) && isAnswered(user.last_name);
}

/** Avatar step (spec §5): an uploaded avatar (it has an id) or a written description is enough. */
export function isAvatarStepValid(user: {
  avatar?: { id?: string | number | null } | null;
  description?: string | null;
}): boolean {
  return isAnswered(user.avatar?.id) || isAnswered(user.description);
}

/** Spec §5: profile_visibility, gender and car_ownership are all answered. */
export function isSupportPreferenceValid(preference: SupportPreference | null | undefined): boolean {
  return (
    isAnswered(preference?.profile_visibility) &&
    isAnswered(preference?.gender) &&
    isAnswered(preference?.car_ownership)
  );
}

/** Spec §5: genders (at least one), car_ownership and range_of_work_in_km are all answered. */
export function isClientPreferenceValid(preference: ClientPreference | null | undefined): boolean {
  return (
    isAnswered(preference?.genders) &&
    isAnswered(preference?.car_ownership) &&
    isAnswered(preference?.range_of_work_in_km)
  );
}

/** Spec §5: valid only when all five indicative rates are present; a rate of 0 cents is present. */
export function areIndicativeRatesValid(rates: IndicativeRates | null | undefined): boolean {
  return INDICATIVE_RATE_FIELDS.every((field) => isAnswered(rates?.[field]));
}

/** The entry the schedule picker fills a day with before anyone chooses hours (spec §5). */
export const FULL_DAY_PLACEHOLDER = { start: '00:00:00', end: '23:59:00' } as const satisfies ScheduleEntry;

export function isFullDayPlaceholder(entry: ScheduleEntry): boolean {
  return entry.start === FULL_DAY_PLACEHOLDER.start && entry.end === FULL_DAY_PLACEHOLDER.end;
}

/** The entries of a client's required work hours that count: every one but the full-day placeholder (spec §5). */
export function countedWorkHours<Entry extends ScheduleEntry>(
  schedule: readonly Entry[] | null | undefined,
): Entry[] {
  return (schedule ?? []).filter((entry) => !isFullDayPlaceholder(entry));
}

/** Work hours are valid with at least one entry that is not the full-day placeholder (spec §5). */
export function areWorkHoursValid(schedule: readonly ScheduleEntry[] | null | undefined): boolean {
  return countedWorkHours(schedule).length > 0;
}

/** Client complete (spec §5): work hours valid and support preference valid. */
export function isClientProfileComplete(user: {
  require_support_schedule?: readonly ScheduleEntry[] | null;
  support_preference?: SupportPreference | null;
}): boolean {
  return (
    areWorkHoursValid(user.require_support_schedule) && isSupportPreferenceValid(user.support_preference)
  );
}

/**
 * Worker complete (spec §5): services offered, rates, availability and client preference all present.
 * Rates and client preference must pass their own rules; services and availability need at least one
 * entry. The full-day placeholder rule is for work hours only, so a full-day availability counts.
 */
export function isWorkerProfileComplete(user: {
  service_offerings?: readonly unknown[] | null;
  indicative_rates?: IndicativeRates | null;
  availability_schedule?: readonly ScheduleEntry[] | null;
  client_preference?: ClientPreference | null;
}): boolean {
  return (
    isAnswered(user.service_offerings) &&
    areIndicativeRatesValid(user.indicative_rates) &&
    isAnswered(user.availability_schedule) &&
    isClientPreferenceValid(user.client_preference)
  );
}

/**
 * Personal details are complete (decision 012) with a first and last name, a date of birth, a gender
 * (which may be "I would rather not say"), a phone number and a primary address. With an approved
 * identity check they make a person fully verified (spec §4).
 */
export function arePersonalDetailsComplete(user: {
  first_name?: string | null;
  last_name?: string | null;
  date_of_birth?: string | null;
  gender?: string | null;
  phone?: string | null;
  has_primary_address: boolean;
}): boolean {
  return (
    isPersonalProfileValid(user) &&
    isAnswered(user.date_of_birth) &&
    isAnswered(user.gender) &&
    isAnswered(user.phone) &&
    user.has_primary_address
  );
}

/** `profile_completed` (spec §4, §5): the client or worker rule by user type. */
export function isProfileComplete(
  userType: 'client' | 'worker',
  user: Parameters<typeof isClientProfileComplete>[0] & Parameters<typeof isWorkerProfileComplete>[0],
): boolean {
  return userType === 'client' ? isClientProfileComplete(user) : isWorkerProfileComplete(user);
}
