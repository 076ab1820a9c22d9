import { z } from 'zod';
import { TimeOfDaySchema } from '../profiles/profile-sections.schemas';
import {
  CalendarDateSchema,
  HourlyRateCentsSchema,
  LanguageListSchema,
  NDIS_PRICE_LIMIT_GUIDANCE,
  QualificationListSchema,
  ServiceListSchema,
  TravelRateCentsSchema,
  WeeklyScheduleSchema,
  type WeeklyTimeRange,
} from '../profiles/profile.schemas';
import { CarRequirementSchema, PreferredWorkerGenderSchema } from '../profiles/profile-values.schemas';
import { WEEKDAYS, WEEKDAY_LABELS, type Weekday } from '../profiles/weekdays';
import { listInWords } from '../shared/text';
import { multiLineText, singleLineText } from '../shared/text.schemas';
import { documentLabel } from '../verification/document-requirements';
import type { VerificationDocumentType } from '../verification/required-documents';
import type { JobState } from './job-states';

// A job's details (issue #21, docs/decisions/033-jobs-applications-and-requests.md). A draft may
// leave any of them out; `publishProblems` says what a job still needs before workers can see it.

export const JOB_TITLE_MAX_LENGTH = 80;
export const JOB_DESCRIPTION_MAX_LENGTH = 2000;
/** How many workers a job is for: one by default. */
export const JOB_POSITIONS = { min: 1, max: 5, default: 1 } as const;
/** How many days a published job takes applications: 30 by default. */
export const JOB_OPEN_DAYS = { min: 1, max: 60, default: 30 } as const;
/** When a job published or reopened at `from` stops taking applications: `openDays` days later. */
export function jobClosesAt(from: Date, openDays: number): Date {
  return new Date(from.getTime() + openDays * DAY_MS);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A job's state as people see it at `now`: an open job at or past its closing time reads expired at
 * once, before the expiry sweep marks it so (decision 035).
 */
export function jobStateAt(state: JobState, closesAt: Date | null, now: Date): JobState {
  return state === 'open' && closesAt !== null && closesAt <= now ? 'expired' : state;
}

/** Whole days an open job still takes applications at `now` (0 on its last day); null when it does not. */
export function daysLeftOpen(state: JobState, closesAt: Date | null, now: Date): number | null {
  if (closesAt === null || jobStateAt(state, closesAt, now) !== 'open') return null;
  return Math.floor((closesAt.getTime() - now.getTime()) / DAY_MS);
}

/** A client keeps at most this many drafts: a form left half-way many times is not a backlog. */
export const MAX_JOB_DRAFTS = 10;

export const JobTitleSchema = singleLineText('a title for the job', JOB_TITLE_MAX_LENGTH);
export const JobDescriptionSchema = multiLineText('what the support involves', JOB_DESCRIPTION_MAX_LENGTH);

export const JobServicesSchema = ServiceListSchema;

export const JobPositionsSchema = z
  .int({ error: 'Enter how many workers you need, as a whole number.' })
  .min(JOB_POSITIONS.min, { message: `Enter ${JOB_POSITIONS.min} worker or more.` })
  .max(JOB_POSITIONS.max, { message: `Enter ${JOB_POSITIONS.max} workers or fewer.` });

export const JobOpenDaysSchema = z
  .int({ error: 'Enter how many days the job stays open, as a whole number.' })
  .min(JOB_OPEN_DAYS.min, { message: `Keep the job open for ${JOB_OPEN_DAYS.min} day or more.` })
  .max(JOB_OPEN_DAYS.max, { message: `Keep the job open for ${JOB_OPEN_DAYS.max} days or fewer.` });

/** One shift on one date: `end` after `start` (a shift past midnight is two jobs, or a weekly pattern). */
export const OneOffScheduleSchema = z
  .strictObject({
    kind: z.literal('one_off'),
    date: CalendarDateSchema,
    start: TimeOfDaySchema,
    end: TimeOfDaySchema,
  })
  .refine((schedule) => schedule.end > schedule.start, {
    message: 'The end time must be after the start time.',
    path: ['end'],
  });

/** Days and times each week, from a start date, until an end date or ongoing. */
export const WeeklyJobScheduleSchema = z
  .strictObject({
    kind: z.literal('weekly'),
    times: WeeklyScheduleSchema.refine((ranges) => ranges.length > 0, {
      message: 'Add at least one day and time.',
    }),
    starts_on: CalendarDateSchema,
    ends_on: CalendarDateSchema.nullable(),
  })
  .refine((schedule) => schedule.ends_on === null || schedule.ends_on >= schedule.starts_on, {
    message: 'The end date must not be before the start date.',
    path: ['ends_on'],
  });

export const JobScheduleSchema = z.discriminatedUnion(
  'kind',
  [OneOffScheduleSchema, WeeklyJobScheduleSchema],
  {
    error: 'Choose a one-off time or a weekly pattern.',
  },
);
export type OneOffSchedule = z.infer<typeof OneOffScheduleSchema>;
export type WeeklyJobSchedule = z.infer<typeof WeeklyJobScheduleSchema>;
export type JobSchedule = OneOffSchedule | WeeklyJobSchedule;

/** The hourly rate kinds the profiles use (spec §3), in the order a form lists them. */
export const JOB_HOURLY_RATE_KINDS = [
  'weekday_hourly_rate',
  'weekday_night_hourly_rate',
  'weekend_hourly_rate',
  'weekend_night_hourly_rate',
] as const;
export type JobHourlyRateKind = (typeof JOB_HOURLY_RATE_KINDS)[number];
export const JOB_RATE_KINDS = [...JOB_HOURLY_RATE_KINDS, 'travel_per_km_rate'] as const;
export type JobRateKind = (typeof JOB_RATE_KINDS)[number];

/** The rate offered for each kind, in cents; null where the job's times never fall in that kind. */
export const JobRatesSchema = z.strictObject({
  weekday_hourly_rate: HourlyRateCentsSchema.nullable().default(null),
  weekday_night_hourly_rate: HourlyRateCentsSchema.nullable().default(null),
  weekend_hourly_rate: HourlyRateCentsSchema.nullable().default(null),
  weekend_night_hourly_rate: HourlyRateCentsSchema.nullable().default(null),
  travel_per_km_rate: TravelRateCentsSchema.nullable().default(null),
});
export type JobRates = z.output<typeof JobRatesSchema>;

/** The NDIS price limit of each rate kind, shown beside the offered rate as guidance only. */
export function ndisPriceLimit(kind: JobRateKind): number {
  return NDIS_PRICE_LIMIT_GUIDANCE.cents[kind];
}

/**
 * Credentials a job may ask for beyond a verified profile. A verified worker already holds the
 * required checks (police, working with children, first aid); a client may still list them, and
 * the optional ones (CPR, NDIS orientation, vaccination) narrow the field.
 */
export const JOB_CREDENTIALS = [
  'wwc',
  'police_checks',
  'first_aid',
  'cpr_certificate',
  'ndis_orientation_module',
  'covid_vaccination',
] as const satisfies readonly VerificationDocumentType[];
export type JobCredential = (typeof JOB_CREDENTIALS)[number];
export const JobCredentialSchema = z.enum(JOB_CREDENTIALS, { error: 'Choose a check from the list.' });

export function jobCredentialLabel(credential: JobCredential): string {
  return documentLabel(credential);
}

/** What the client would like of the worker; every part has a "no preference" default. */
export const JobPreferencesSchema = z.strictObject({
  worker_gender: PreferredWorkerGenderSchema.default('no_preference'),
  car: CarRequirementSchema.default('not_needed'),
  languages: LanguageListSchema.default([]),
  credentials: z
    .array(JobCredentialSchema, { error: 'Choose from the list.' })
    .max(JOB_CREDENTIALS.length)
    .refine((values) => new Set(values).size === values.length, { message: 'Choose each one only once.' })
    .default([]),
  qualifications: QualificationListSchema.default([]),
});
export type JobPreferences = z.output<typeof JobPreferencesSchema>;

export const NO_JOB_PREFERENCES: JobPreferences = {
  worker_gender: 'no_preference',
  car: 'not_needed',
  languages: [],
  credentials: [],
  qualifications: [],
};

/** The steps of the job form, in order; a draft remembers the last one the client reached. */
export const JOB_FORM_STEPS = [
  'support',
  'about',
  'where',
  'when',
  'workers',
  'rates',
  'preferences',
  'open_for',
  'preview',
] as const;
export type JobFormStep = (typeof JOB_FORM_STEPS)[number];
export const JobFormStepSchema = z.enum(JOB_FORM_STEPS, { error: 'Choose a step of the form.' });

/** The details `publishProblems` reads; any may be missing on a draft. */
export interface JobDetails {
  services: readonly string[];
  title: string | null;
  description: string;
  address_id: string | null;
  schedule: JobSchedule | null;
  rates: JobRates;
}

export const JOB_PUBLISH_MESSAGES = {
  services: 'Choose at least one kind of support.',
  title: 'Enter a title for the job.',
  description: 'Write what the support involves.',
  address_id: 'Choose where the support is.',
  schedule: 'Choose when the support is.',
  oneOffPast: 'Choose a date from today.',
  weeklyEnded: 'The end date has passed: choose a later one, or none.',
} as const;

/** Why a schedule cannot be asked for on `today` (Sydney's date): a one-off date gone, or a weekly pattern ended. */
export function schedulePastProblem(schedule: JobSchedule, today: string): string | null {
  if (schedule.kind === 'one_off' && schedule.date < today) return JOB_PUBLISH_MESSAGES.oneOffPast;
  if (schedule.kind === 'weekly' && schedule.ends_on !== null && schedule.ends_on < today) {
    return JOB_PUBLISH_MESSAGES.weeklyEnded;
  }
  return null;
}

/** "Enter the Saturday rate." for a rate kind the job's times need. */
export function missingRateMessage(kind: JobHourlyRateKind): string {
  return `Enter the ${NDIS_PRICE_LIMIT_GUIDANCE.labels[kind]} rate: some of the times fall then.`;
}

/**
 * What a job still needs before it is published, by field (empty when it may be): the support, a
 * title and description, where, when (not in the past on `today`, YYYY-MM-DD in Australia/Sydney)
 * and a rate for every kind of time its schedule falls in.
 */
export function publishProblems(job: JobDetails, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (job.services.length === 0) problems.services = JOB_PUBLISH_MESSAGES.services;
  if (!job.title) problems.title = JOB_PUBLISH_MESSAGES.title;
  if (!job.description) problems.description = JOB_PUBLISH_MESSAGES.description;
  if (!job.address_id) problems.address_id = JOB_PUBLISH_MESSAGES.address_id;
  if (!job.schedule) {
    problems.schedule = JOB_PUBLISH_MESSAGES.schedule;
  } else {
    const past = schedulePastProblem(job.schedule, today);
    if (past) problems.schedule = past;
  }
  if (job.schedule) {
    for (const kind of rateKindsOf(job.schedule)) {
      if (job.rates[kind] === null) problems[`rates.${kind}`] = missingRateMessage(kind);
    }
  }
  return problems;
}

/** NDIS daytime on a weekday runs from 6 am to 8 pm; a shift with any time outside it is a night shift. */
export const WEEKDAY_DAYTIME = { start: '06:00:00', end: '20:00:00' } as const;

/**
 * The hourly rate kinds a schedule's times fall in, in the order of `JOB_HOURLY_RATE_KINDS`:
 * weekday daytime, weekday night (any time before 6 am or after 8 pm, Monday to Friday), Saturday
 * (`weekend_hourly_rate`) and Sunday (`weekend_night_hourly_rate`), as the profiles' rates and the
 * NDIS guidance name them.
 */
export function rateKindsOf(schedule: JobSchedule): JobHourlyRateKind[] {
  const kinds = new Set<JobHourlyRateKind>();
  for (const shift of shiftsOf(schedule)) {
    if (shift.day === 'saturday') kinds.add('weekend_hourly_rate');
    else if (shift.day === 'sunday') kinds.add('weekend_night_hourly_rate');
    else {
      if (shift.start < WEEKDAY_DAYTIME.end && shift.end > WEEKDAY_DAYTIME.start)
        kinds.add('weekday_hourly_rate');
      if (shift.start < WEEKDAY_DAYTIME.start || shift.end > WEEKDAY_DAYTIME.end) {
        kinds.add('weekday_night_hourly_rate');
      }
    }
  }
  return JOB_HOURLY_RATE_KINDS.filter((kind) => kinds.has(kind));
}

/** The weekly shifts of a schedule: a one-off is one shift on its date's day of the week. */
export function shiftsOf(schedule: JobSchedule): WeeklyTimeRange[] {
  if (schedule.kind === 'weekly') return schedule.times;
  return [{ day: weekdayOf(schedule.date), start: schedule.start, end: schedule.end }];
}

/** The day of the week of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;
}

/** Hours between two times of day (HH:MM:SS), to the minute. */
export function hoursBetween(start: string, end: string): number {
  return (minutesOf(end) - minutesOf(start)) / 60;
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Hours of support a week (a one-off: the hours of its one shift), rounded to the quarter hour. */
export function hoursPerWeek(schedule: JobSchedule): number {
  const hours = shiftsOf(schedule).reduce((sum, shift) => sum + hoursBetween(shift.start, shift.end), 0);
  return Math.round(hours * 4) / 4;
}

/** "9:00 am" for "09:00:00"; "12:30 pm" for "12:30:00". */
export function formatTimeOfDay(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * A schedule in a few plain words: "Tuesday 10 March 2026, 9:00 am to 12:00 pm" or
 * "Every Tuesday and Thursday, from 2 March 2026 · 6 hours a week".
 */
export function describeSchedule(schedule: JobSchedule): string {
  if (schedule.kind === 'one_off') {
    return `${WEEKDAY_LABELS[weekdayOf(schedule.date)]} ${formatDate(schedule.date)}, ${formatTimeOfDay(schedule.start)} to ${formatTimeOfDay(schedule.end)}`;
  }
  const days = WEEKDAYS.filter((day) => schedule.times.some((range) => range.day === day)).map(
    (day) => WEEKDAY_LABELS[day],
  );
  const until = schedule.ends_on ? ` to ${formatDate(schedule.ends_on)}` : '';
  const hours = hoursPerWeek(schedule);
  return `Every ${listInWords(days)}, from ${formatDate(schedule.starts_on)}${until} · ${hours} ${hours === 1 ? 'hour' : 'hours'} a week`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2 March 2026" for "2026-03-02": no Intl, so it reads the same on every device. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
