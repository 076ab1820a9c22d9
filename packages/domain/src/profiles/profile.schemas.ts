import { z } from 'zod';
import { CentsSchema } from '../money/cents.schemas';
import { multiLineText, singleLineText } from '../shared/text.schemas';
import { TimeOfDaySchema } from './profile-sections.schemas';
import {
  CarOwnershipSchema,
  CarRequirementSchema,
  ClientGenderSchema,
  InterestSchema,
  LanguageSchema,
  PreferredWorkerGenderSchema,
  ProfileVisibilitySchema,
  QualificationSchema,
  ServiceSchema,
} from './profile-values.schemas';
import { WEEKDAYS } from './weekdays';

// What an owner may write into their profile (issue #4), one schema per value. The API body and the
// web forms use the same schemas (STYLE "One schema, two uses").

export const WeekdaySchema = z.enum(WEEKDAYS, { error: 'Choose a day of the week.' });

/**
 * One weekly time range: a day, and hours within it (`end` after `start`). A range that runs past
 * midnight is entered as two, one on each day.
 */
export const WeeklyTimeRangeSchema = z
  .strictObject({ day: WeekdaySchema, start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((range) => range.end > range.start, {
    message: 'The end time must be after the start time.',
    path: ['end'],
  });
export type WeeklyTimeRange = z.infer<typeof WeeklyTimeRangeSchema>;

/** A week has at most this many ranges: four a day covers split shifts with room to spare. */
export const MAX_WEEKLY_TIME_RANGES = 28;

/** A week of time ranges: none may overlap another on the same day. */
export const WeeklyScheduleSchema = z
  .array(WeeklyTimeRangeSchema, { error: 'Add the days and times as a list.' })
  .max(MAX_WEEKLY_TIME_RANGES, { message: `Add ${MAX_WEEKLY_TIME_RANGES} time ranges or fewer.` })
  .refine((ranges) => !hasOverlap(ranges), { message: 'Two of these times overlap on the same day.' });

/** True when two ranges on the same day share any time (touching ends do not overlap). */
export function hasOverlap(ranges: readonly WeeklyTimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => a.day.localeCompare(b.day) || a.start.localeCompare(b.start));
  return sorted.some((range, index) => {
    const next = sorted[index + 1];
    return next !== undefined && next.day === range.day && next.start < range.end;
  });
}

/** Hourly rates are between $1 and $500: anything else is a typing slip (cents entered as dollars). */
export const HOURLY_RATE_LIMITS_CENTS = { min: 100, max: 50_000 } as const;
/** Travel is charged per km, between $0 (no charge) and $5. */
export const TRAVEL_RATE_LIMITS_CENTS = { min: 0, max: 500 } as const;

export const HourlyRateCentsSchema = CentsSchema.min(HOURLY_RATE_LIMITS_CENTS.min, {
  message: 'Enter an hourly rate of $1.00 or more.',
}).max(HOURLY_RATE_LIMITS_CENTS.max, { message: 'Enter an hourly rate of $500.00 or less.' });

export const TravelRateCentsSchema = CentsSchema.min(TRAVEL_RATE_LIMITS_CENTS.min, {
  message: 'Enter a travel rate of $0.00 or more.',
}).max(TRAVEL_RATE_LIMITS_CENTS.max, { message: 'Enter a travel rate of $5.00 per km or less.' });

/** All five rates together: the rates screen saves them as one (spec §5 counts them only together). */
export const IndicativeRatesInputSchema = z.strictObject({
  travel_per_km_rate: TravelRateCentsSchema,
  weekday_hourly_rate: HourlyRateCentsSchema,
  weekday_night_hourly_rate: HourlyRateCentsSchema,
  weekend_hourly_rate: HourlyRateCentsSchema,
  weekend_night_hourly_rate: HourlyRateCentsSchema,
});
export type IndicativeRatesInput = z.infer<typeof IndicativeRatesInputSchema>;

/**
 * NDIS price limits shown beside each rate as guidance (NDIS Pricing Arrangements and Price Limits
 * 2025–26, Assistance with Self-Care Activities, standard intensity, national non-remote; provider
 * travel, non-labour costs, per km). Independent workers may charge less or more to self- and
 * plan-managed participants; the figures are refreshed each 1 July (decision 012).
 */
export const NDIS_PRICE_LIMIT_GUIDANCE = {
  year: '2025–26',
  cents: {
    weekday_hourly_rate: 7_023,
    weekday_night_hourly_rate: 7_881,
    weekend_hourly_rate: 9_883,
    weekend_night_hourly_rate: 12_743,
    travel_per_km_rate: 99,
  },
  labels: {
    weekday_hourly_rate: 'weekday daytime',
    weekday_night_hourly_rate: 'weekday night',
    weekend_hourly_rate: 'Saturday',
    weekend_night_hourly_rate: 'Sunday',
    travel_per_km_rate: 'per km',
  },
} as const;

/** How far a worker will travel: 1 to 200 km. */
export const RANGE_OF_WORK_KM = { min: 1, max: 200 } as const;
export const RangeOfWorkSchema = z
  .int({ error: 'Enter how far you will travel, in whole kilometres.' })
  .min(RANGE_OF_WORK_KM.min, { message: `Enter ${RANGE_OF_WORK_KM.min} km or more.` })
  .max(RANGE_OF_WORK_KM.max, { message: `Enter ${RANGE_OF_WORK_KM.max} km or less.` });

/** The worker's preferences about clients, saved together (spec §5 counts them only together). */
export const ClientPreferenceInputSchema = z.strictObject({
  genders: z
    .array(ClientGenderSchema, { error: 'Choose who you support.' })
    .min(1, { message: 'Choose at least one.' })
    .max(3)
    .refine(isDistinct, { message: 'Choose each one only once.' }),
  car_ownership: CarOwnershipSchema,
  range_of_work_in_km: RangeOfWorkSchema,
});

/** The client's wishes about a worker and who can find the client's profile, saved together. */
export const SupportPreferenceInputSchema = z.strictObject({
  profile_visibility: ProfileVisibilitySchema,
  gender: PreferredWorkerGenderSchema,
  car_ownership: CarRequirementSchema,
});

function isDistinct(values: readonly unknown[]): boolean {
  return new Set(values).size === values.length;
}

/** A list of choices from a catalogue: each at most once, at most `max`. */
function choiceList<Item extends z.ZodType<string>>(item: Item, max: number) {
  return z
    .array(item, { error: 'Choose from the list.' })
    .max(max, { message: `Choose ${max} or fewer.` })
    .refine(isDistinct, { message: 'Choose each one only once.' });
}

export const ServiceListSchema = choiceList(ServiceSchema, 20);
export const LanguageListSchema = choiceList(LanguageSchema, 10);
export const InterestListSchema = choiceList(InterestSchema, 16);
export const QualificationListSchema = choiceList(QualificationSchema, 10);

export const DESCRIPTION_MAX_LENGTH = 2000;
export const DescriptionSchema = multiLineText('your description', DESCRIPTION_MAX_LENGTH);

/** A date as `YYYY-MM-DD` that exists on the calendar (no 31 February). */
export const CalendarDateSchema = z
  .string({ error: 'Enter a date.' })
  // A blank date box is a date not given, not one typed the wrong way.
  .min(1, { message: 'Enter a date.', abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Enter a date as DD/MM/YYYY.', abort: true })
  .refine(isCalendarDate, { message: 'Enter a real date.' });

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The age of someone born on `dateOfBirth` (YYYY-MM-DD) on the day `today` (YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/** Workers must be adults; a client's account may be for a child, run by a parent. */
export const MINIMUM_WORKER_AGE = 18;
export const MAXIMUM_AGE = 120;

/**
 * Why a date of birth cannot be right on `today`, or null when it can. The API runs it with its clock
 * (the domain has none), the form with the browser's date.
 */
export function dateOfBirthProblem(
  dateOfBirth: string,
  today: string,
  userType: 'client' | 'worker',
): string | null {
  if (dateOfBirth > today) return 'Your date of birth must be in the past.';
  const age = ageOn(dateOfBirth, today);
  if (age > MAXIMUM_AGE) return 'Check the year of your date of birth.';
  if (userType === 'worker' && age < MINIMUM_WORKER_AGE) {
    return `Support workers must be ${MINIMUM_WORKER_AGE} or older.`;
  }
  return null;
}

/**
 * An Australian phone number: mobile (04…) or landline with area code (02, 03, 07, 08), written with
 * or without spaces, dashes, brackets or +61. Stored as 10 digits.
 */
export const PhoneSchema = z
  .string({ error: 'Enter your phone number.' })
  .max(30, { message: 'Enter an Australian phone number, like 0412 345 678.' })
  .transform((value) => value.replace(/[\s\-().]/g, '').replace(/^\+61/, '0'))
  .pipe(
    z.string().regex(/^0[23478]\d{8}$/, { message: 'Enter an Australian phone number, like 0412 345 678.' }),
  );

const YEAR = { min: 1940, max: 2100 } as const;
const YearSchema = z
  .int({ error: 'Enter a year, like 2019.' })
  .min(YEAR.min, { message: `Enter a year from ${YEAR.min}.` })
  .max(YEAR.max, { message: 'Enter a real year.' });

function endNotBeforeStart(entry: { start_year: number; end_year?: number | null | undefined }) {
  return entry.end_year === null || entry.end_year === undefined || entry.end_year >= entry.start_year;
}

export const EducationEntrySchema = z
  .strictObject({
    institution: singleLineText('the school, TAFE or university', 120),
    course: singleLineText('the course', 120),
    start_year: YearSchema,
    end_year: YearSchema.nullable(),
  })
  .refine(endNotBeforeStart, {
    message: 'The end year must not be before the start year.',
    path: ['end_year'],
  });
export type EducationEntry = z.infer<typeof EducationEntrySchema>;

export const WorkExperienceEntrySchema = z
  .strictObject({
    organisation: singleLineText('the organisation or person you worked for', 120),
    role: singleLineText('your role', 120),
    start_year: YearSchema,
    end_year: YearSchema.nullable(),
    description: multiLineText('what you did', 1000),
  })
  .refine(endNotBeforeStart, {
    message: 'The end year must not be before the start year.',
    path: ['end_year'],
  });
export type WorkExperienceEntry = z.infer<typeof WorkExperienceEntrySchema>;

export const TrainingEntrySchema = z.strictObject({
  name: singleLineText('the training or qualification', 120),
  provider: singleLineText('who gave it', 120),
  year: YearSchema,
});
export type TrainingEntry = z.infer<typeof TrainingEntrySchema>;

/** Each history list (education, experience, training) holds at most this many entries. */
export const MAX_HISTORY_ENTRIES = 20;

export const EducationListSchema = z.array(EducationEntrySchema).max(MAX_HISTORY_ENTRIES, {
  message: `Add ${MAX_HISTORY_ENTRIES} entries or fewer.`,
});
export const WorkExperienceListSchema = z.array(WorkExperienceEntrySchema).max(MAX_HISTORY_ENTRIES, {
  message: `Add ${MAX_HISTORY_ENTRIES} entries or fewer.`,
});
export const TrainingListSchema = z.array(TrainingEntrySchema).max(MAX_HISTORY_ENTRIES, {
  message: `Add ${MAX_HISTORY_ENTRIES} entries or fewer.`,
});
