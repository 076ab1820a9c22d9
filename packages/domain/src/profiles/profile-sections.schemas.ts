import { z } from 'zod';
import { PriceCentsSchema } from '../money/cents.schemas';

// The schemas of the profile sections of the session user (spec §3); their types and the rates'
// names are in profile-sections.ts, which builds no schema (decision 011). Every field may be missing
// or null: a section is saved step by step, and whether it is complete is a rule of
// `profile-completeness.ts`, not of the shape. The value sets of the choice fields (gender, car
// ownership, visibility) are left to the profile API, so they are plain strings here.

/** A time of day as the API sends it: `HH:MM:SS`, 24-hour (DESIGN.md "API conventions"). */
export const TimeOfDaySchema = z
  .string({ error: 'Enter a time.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/, { message: 'Enter a time as HH:MM:SS.' });

/** One entry of `require_support_schedule` (client) or `availability_schedule` (worker). */
export const ScheduleEntrySchema = z.object({ start: TimeOfDaySchema, end: TimeOfDaySchema });

export const ScheduleSchema = z.array(ScheduleEntrySchema);

/** A client's wishes about the worker and how the client's profile is shown. */
export const SupportPreferenceSchema = z.object({
  profile_visibility: z.string().nullish(),
  gender: z.string().nullish(),
  car_ownership: z.string().nullish(),
});

/** A worker's wishes about the clients and the work: the genders they support and how far they travel. */
export const ClientPreferenceSchema = z.object({
  genders: z.array(z.string()).nullish(),
  car_ownership: z.string().nullish(),
  range_of_work_in_km: z.int().nonnegative().nullish(),
});

/** A worker's asking rates, each in whole AUD cents (per km for travel, per hour for the rest). */
export const IndicativeRatesSchema = z.object({
  travel_per_km_rate: PriceCentsSchema.nullish(),
  weekday_hourly_rate: PriceCentsSchema.nullish(),
  weekday_night_hourly_rate: PriceCentsSchema.nullish(),
  weekend_hourly_rate: PriceCentsSchema.nullish(),
  weekend_night_hourly_rate: PriceCentsSchema.nullish(),
});
