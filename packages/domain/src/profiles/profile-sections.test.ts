import { describe, expect, it } from 'vitest';
import {
  ClientPreferenceSchema,
  IndicativeRatesSchema,
  ScheduleEntrySchema,
  SupportPreferenceSchema,
  TimeOfDaySchema,
} from './profile-sections.schemas';

describe('TimeOfDaySchema', () => {
  it.each(['00:00:00', '09:30:00', '23:59:00', '23:59:59'])('accepts %s (HH:MM:SS, 24-hour)', (value) => {
    expect(TimeOfDaySchema.safeParse(value).success).toBe(true);
  });

  it.each(['24:00:00', '9:30:00', '09:30', '09:60:00', '09:30:60', '9am', ''])('refuses %j', (value) => {
    expect(TimeOfDaySchema.safeParse(value).success).toBe(false);
  });
});

describe('ScheduleEntrySchema', () => {
  it.each([
    { entry: { start: '09:00:00', end: '17:00:00' }, accepted: true },
    { entry: { start: '00:00:00', end: '23:59:00' }, accepted: true },
    { entry: { start: '09:00:00' }, accepted: false },
    { entry: { start: '09:00', end: '17:00' }, accepted: false },
  ])('accepts $entry: $accepted (start and end as HH:MM:SS)', ({ entry, accepted }) => {
    expect(ScheduleEntrySchema.safeParse(entry).success).toBe(accepted);
  });
});

describe('section schemas accept a section saved part way', () => {
  it.each([
    { name: 'support preference', schema: SupportPreferenceSchema, value: { gender: 'female' } },
    {
      name: 'client preference',
      schema: ClientPreferenceSchema,
      value: { genders: [], range_of_work_in_km: null },
    },
    { name: 'indicative rates', schema: IndicativeRatesSchema, value: { weekday_hourly_rate: 6_500 } },
  ])('$name', ({ schema, value }) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
});

describe('IndicativeRatesSchema', () => {
  it.each([
    { rate: 0, accepted: true },
    { rate: 6_550, accepted: true },
    { rate: 65.5, accepted: false },
    { rate: -100, accepted: false },
    { rate: '6550', accepted: false },
  ])('a rate of $rate is accepted: $accepted (whole cents, not below zero)', ({ rate, accepted }) => {
    expect(IndicativeRatesSchema.safeParse({ weekday_hourly_rate: rate }).success).toBe(accepted);
  });
});

describe('ClientPreferenceSchema', () => {
  it.each([
    { km: 0, accepted: true },
    { km: 25, accepted: true },
    { km: -5, accepted: false },
    { km: 2.5, accepted: false },
  ])('a range of $km km is accepted: $accepted (whole km, not below zero)', ({ km, accepted }) => {
    expect(ClientPreferenceSchema.safeParse({ range_of_work_in_km: km }).success).toBe(accepted);
  });
});
