import { describe, expect, it } from 'vitest';
import {
  areIndicativeRatesValid,
  areWorkHoursValid,
  countedWorkHours,
  isAvatarStepValid,
  isClientPreferenceValid,
  isClientProfileComplete,
  isComplete,
  isPersonalProfileValid,
  isSupportPreferenceValid,
  isWorkerProfileComplete,
} from './profile-completeness';
import type { ClientPreference, IndicativeRates, ScheduleEntry, SupportPreference } from './profile-sections';

const PLACEHOLDER: ScheduleEntry = { start: '00:00:00', end: '23:59:00' };
const MORNING: ScheduleEntry = { start: '09:00:00', end: '12:00:00' };

const SUPPORT_PREFERENCE: SupportPreference = {
  profile_visibility: 'public',
  gender: 'female',
  car_ownership: 'required',
};
const CLIENT_PREFERENCE: ClientPreference = {
  genders: ['female', 'male'],
  car_ownership: 'own_car',
  range_of_work_in_km: 20,
};
const RATES: IndicativeRates = {
  travel_per_km_rate: 99,
  weekday_hourly_rate: 6_500,
  weekday_night_hourly_rate: 7_200,
  weekend_hourly_rate: 8_000,
  weekend_night_hourly_rate: 8_800,
};

describe('isComplete (generic completeness)', () => {
  it.each([
    { rule: 'every value truthy: complete', value: { a: 'x', b: 1, c: true, d: {} }, complete: true },
    { rule: 'a non-empty array: complete', value: { list: ['x'] }, complete: true },
    { rule: 'an empty array: incomplete', value: { list: [], a: 'x' }, complete: false },
    { rule: 'an empty string: incomplete', value: { a: '' }, complete: false },
    { rule: 'zero: incomplete (falsy)', value: { travel_per_km_rate: 0 }, complete: false },
    { rule: 'false: incomplete (falsy)', value: { a: false }, complete: false },
    { rule: 'null: incomplete', value: { a: null }, complete: false },
    { rule: 'undefined: incomplete', value: { a: undefined }, complete: false },
    { rule: 'NaN: incomplete', value: { a: Number.NaN }, complete: false },
    { rule: 'a string of spaces: complete (truthy)', value: { a: ' ' }, complete: true },
    { rule: 'no keys at all: complete (no value is empty)', value: {}, complete: true },
    { rule: 'a missing object (null): incomplete', value: null, complete: false },
    { rule: 'a missing object (undefined): incomplete', value: undefined, complete: false },
  ])('$rule', ({ value, complete }) => {
    expect(isComplete(value)).toBe(complete);
  });
});

describe('isPersonalProfileValid', () => {
  it.each([
    { first_name: 'Ada', last_name: 'Lovelace', valid: true },
    { first_name: 'Ada', last_name: '', valid: false },
    { first_name: '', last_name: 'Lovelace', valid: false },
    { first_name: 'Ada', last_name: null, valid: false },
    { first_name: undefined, last_name: 'Lovelace', valid: false },
    { first_name: '  ', last_name: 'Lovelace', valid: false },
  ])(
    'first_name $first_name and last_name $last_name: valid $valid (both are needed)',
    ({ valid, ...user }) => {
      expect(isPersonalProfileValid(user)).toBe(valid);
    },
  );
});

describe('isAvatarStepValid', () => {
  it.each([
    { rule: 'an avatar id alone is enough', user: { avatar: { id: 7 }, description: null }, valid: true },
    { rule: 'a string avatar id alone is enough', user: { avatar: { id: 'f3a1' } }, valid: true },
    {
      rule: 'a description alone is enough',
      user: { avatar: null, description: 'I love bushwalks.' },
      valid: true,
    },
    { rule: 'both is enough', user: { avatar: { id: 7 }, description: 'Hi' }, valid: true },
    { rule: 'neither is not', user: { avatar: null, description: '' }, valid: false },
    {
      rule: 'an avatar without an id is not',
      user: { avatar: { id: null }, description: null },
      valid: false,
    },
    { rule: 'a description of only spaces is not', user: { description: '   ' }, valid: false },
    { rule: 'nothing at all is not', user: {}, valid: false },
  ])('$rule', ({ user, valid }) => {
    expect(isAvatarStepValid(user)).toBe(valid);
  });
});

describe('isSupportPreferenceValid', () => {
  it.each<{ rule: string; preference: SupportPreference | null; valid: boolean }>([
    {
      rule: 'profile_visibility, gender and car_ownership all present: valid',
      preference: SUPPORT_PREFERENCE,
      valid: true,
    },
    {
      rule: 'without profile_visibility: invalid',
      preference: { ...SUPPORT_PREFERENCE, profile_visibility: null },
      valid: false,
    },
    {
      rule: 'without gender: invalid',
      preference: { ...SUPPORT_PREFERENCE, gender: undefined },
      valid: false,
    },
    {
      rule: 'with a blank car_ownership: invalid',
      preference: { ...SUPPORT_PREFERENCE, car_ownership: '' },
      valid: false,
    },
    { rule: 'no preference at all: invalid', preference: null, valid: false },
  ])('$rule', ({ preference, valid }) => {
    expect(isSupportPreferenceValid(preference)).toBe(valid);
  });
});

describe('isClientPreferenceValid', () => {
  it.each<{ rule: string; preference: ClientPreference | undefined; valid: boolean }>([
    {
      rule: 'genders, car_ownership and range_of_work_in_km all present: valid',
      preference: CLIENT_PREFERENCE,
      valid: true,
    },
    {
      rule: 'a range of 0 km is present: valid',
      preference: { ...CLIENT_PREFERENCE, range_of_work_in_km: 0 },
      valid: true,
    },
    {
      rule: 'an empty genders list: invalid',
      preference: { ...CLIENT_PREFERENCE, genders: [] },
      valid: false,
    },
    { rule: 'without genders: invalid', preference: { ...CLIENT_PREFERENCE, genders: null }, valid: false },
    {
      rule: 'without car_ownership: invalid',
      preference: { ...CLIENT_PREFERENCE, car_ownership: null },
      valid: false,
    },
    {
      rule: 'without range_of_work_in_km: invalid',
      preference: { ...CLIENT_PREFERENCE, range_of_work_in_km: null },
      valid: false,
    },
    { rule: 'no preference at all: invalid', preference: undefined, valid: false },
  ])('$rule', ({ preference, valid }) => {
    expect(isClientPreferenceValid(preference)).toBe(valid);
  });
});

describe('areIndicativeRatesValid', () => {
  it.each<{ rule: string; rates: IndicativeRates | null; valid: boolean }>([
    { rule: 'all five rates present: valid', rates: RATES, valid: true },
    {
      rule: 'a travel rate of 0 cents is present: valid',
      rates: { ...RATES, travel_per_km_rate: 0 },
      valid: true,
    },
    {
      rule: 'without travel_per_km_rate: invalid',
      rates: { ...RATES, travel_per_km_rate: null },
      valid: false,
    },
    {
      rule: 'without weekday_hourly_rate: invalid',
      rates: { ...RATES, weekday_hourly_rate: undefined },
      valid: false,
    },
    {
      rule: 'without weekday_night_hourly_rate: invalid',
      rates: { ...RATES, weekday_night_hourly_rate: null },
      valid: false,
    },
    {
      rule: 'without weekend_hourly_rate: invalid',
      rates: { ...RATES, weekend_hourly_rate: null },
      valid: false,
    },
    {
      rule: 'without weekend_night_hourly_rate: invalid',
      rates: { ...RATES, weekend_night_hourly_rate: null },
      valid: false,
    },
    { rule: 'no rates at all: invalid', rates: null, valid: false },
  ])('$rule', ({ rates, valid }) => {
    expect(areIndicativeRatesValid(rates)).toBe(valid);
  });

  it('differs from generic completeness on purpose: a 0-cent rate is present here but empty to isComplete', () => {
    const rates = { ...RATES, travel_per_km_rate: 0 };
    expect(areIndicativeRatesValid(rates)).toBe(true);
    expect(isComplete(rates)).toBe(false);
  });
});

describe('work hours', () => {
  it.each<{ rule: string; schedule: ScheduleEntry[] | null; counted: ScheduleEntry[]; valid: boolean }>([
    { rule: 'a real entry counts: valid', schedule: [MORNING], counted: [MORNING], valid: true },
    {
      rule: 'only the full-day placeholder 00:00:00–23:59:00 does not count: invalid',
      schedule: [PLACEHOLDER, PLACEHOLDER],
      counted: [],
      valid: false,
    },
    {
      rule: 'placeholders beside a real entry leave the real one: valid',
      schedule: [PLACEHOLDER, MORNING],
      counted: [MORNING],
      valid: true,
    },
    {
      rule: 'an entry starting at 00:00:00 but ending at 23:59:59 is not the placeholder: valid',
      schedule: [{ start: '00:00:00', end: '23:59:59' }],
      counted: [{ start: '00:00:00', end: '23:59:59' }],
      valid: true,
    },
    { rule: 'no entries: invalid', schedule: [], counted: [], valid: false },
    { rule: 'no schedule: invalid', schedule: null, counted: [], valid: false },
  ])('$rule', ({ schedule, counted, valid }) => {
    expect(countedWorkHours(schedule)).toEqual(counted);
    expect(areWorkHoursValid(schedule)).toBe(valid);
  });
});

describe('isClientProfileComplete', () => {
  it.each([
    {
      rule: 'work hours valid and support preference valid: complete',
      schedule: [MORNING],
      preference: SUPPORT_PREFERENCE,
      complete: true,
    },
    {
      rule: 'only placeholder work hours: incomplete',
      schedule: [PLACEHOLDER],
      preference: SUPPORT_PREFERENCE,
      complete: false,
    },
    {
      rule: 'support preference missing gender: incomplete',
      schedule: [MORNING],
      preference: { ...SUPPORT_PREFERENCE, gender: null },
      complete: false,
    },
    { rule: 'neither: incomplete', schedule: null, preference: null, complete: false },
  ])('$rule', ({ schedule, preference, complete }) => {
    expect(
      isClientProfileComplete({ require_support_schedule: schedule, support_preference: preference }),
    ).toBe(complete);
  });
});

describe('isWorkerProfileComplete', () => {
  const WORKER = {
    service_offerings: ['personal_care'],
    indicative_rates: RATES,
    availability_schedule: [MORNING],
    client_preference: CLIENT_PREFERENCE,
  };

  it.each([
    {
      rule: 'services offered, rates, availability and client preference all present: complete',
      patch: {},
      complete: true,
    },
    { rule: 'no services offered: incomplete', patch: { service_offerings: [] }, complete: false },
    {
      rule: 'one rate missing: incomplete',
      patch: { indicative_rates: { ...RATES, weekend_hourly_rate: null } },
      complete: false,
    },
    { rule: 'no availability: incomplete', patch: { availability_schedule: [] }, complete: false },
    {
      rule: 'a full-day availability counts (the placeholder rule is for work hours): complete',
      patch: { availability_schedule: [PLACEHOLDER] },
      complete: true,
    },
    {
      rule: 'client preference without a range: incomplete',
      patch: { client_preference: { ...CLIENT_PREFERENCE, range_of_work_in_km: null } },
      complete: false,
    },
    { rule: 'no client preference: incomplete', patch: { client_preference: null }, complete: false },
  ])('$rule', ({ patch, complete }) => {
    expect(isWorkerProfileComplete({ ...WORKER, ...patch })).toBe(complete);
  });
});
