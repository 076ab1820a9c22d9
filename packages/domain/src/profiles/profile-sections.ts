import type { z } from 'zod';
import type {
  TimeOfDaySchema,
  ScheduleEntrySchema,
  ScheduleSchema,
  SupportPreferenceSchema,
  ClientPreferenceSchema,
  IndicativeRatesSchema,
} from './profile-sections.schemas';

// The profile sections of the session user (spec §3): their types, and the names of the rates; the
// schemas are in profile-sections.schemas.ts.

export type TimeOfDay = z.infer<typeof TimeOfDaySchema>;
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;
export type Schedule = z.infer<typeof ScheduleSchema>;
export type SupportPreference = z.infer<typeof SupportPreferenceSchema>;
export type ClientPreference = z.infer<typeof ClientPreferenceSchema>;
export type IndicativeRates = z.infer<typeof IndicativeRatesSchema>;

export const INDICATIVE_RATE_FIELDS = [
  'travel_per_km_rate',
  'weekday_hourly_rate',
  'weekday_night_hourly_rate',
  'weekend_hourly_rate',
  'weekend_night_hourly_rate',
] as const satisfies readonly (keyof IndicativeRates)[];
