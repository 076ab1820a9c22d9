import { describe, expect, it } from 'vitest';
import {
  ageOn,
  CalendarDateSchema,
  ClientPreferenceInputSchema,
  dateOfBirthProblem,
  DescriptionSchema,
  EducationEntrySchema,
  hasOverlap,
  HourlyRateCentsSchema,
  IndicativeRatesInputSchema,
  LanguageListSchema,
  PhoneSchema,
  ServiceListSchema,
  SupportPreferenceInputSchema,
  TravelRateCentsSchema,
  WeeklyScheduleSchema,
  WeeklyTimeRangeSchema,
  type WeeklyTimeRange,
} from './profile.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('weekly time ranges', () => {
  it.each([
    {
      rule: 'a morning is a range',
      range: { day: 'monday', start: '09:00:00', end: '12:00:00' },
      error: null,
    },
    {
      rule: 'up to one minute before midnight',
      range: { day: 'sunday', start: '18:00:00', end: '23:59:00' },
      error: null,
    },
    {
      rule: 'the end must be after the start',
      range: { day: 'monday', start: '12:00:00', end: '09:00:00' },
      error: 'The end time must be after the start time.',
    },
    {
      rule: 'an empty range is refused',
      range: { day: 'monday', start: '09:00:00', end: '09:00:00' },
      error: 'The end time must be after the start time.',
    },
    {
      rule: 'a day off the list',
      range: { day: 'funday', start: '09:00:00', end: '10:00:00' },
      error: 'Choose a day of the week.',
    },
    {
      rule: 'a malformed time',
      range: { day: 'monday', start: '9am', end: '10:00:00' },
      error: 'Enter a time as HH:MM:SS.',
    },
    {
      rule: 'hour 24 does not exist',
      range: { day: 'monday', start: '09:00:00', end: '24:00:00' },
      error: 'Enter a time as HH:MM:SS.',
    },
  ])('$rule', ({ range, error }) => {
    expect(firstMessage(WeeklyTimeRangeSchema.safeParse(range))).toBe(error);
  });

  it('refuses unknown fields in a range', () => {
    expect(
      WeeklyTimeRangeSchema.safeParse({ day: 'monday', start: '09:00:00', end: '10:00:00', x: 1 }).success,
    ).toBe(false);
  });

  const range = (day: WeeklyTimeRange['day'], start: string, end: string): WeeklyTimeRange => ({
    day,
    start,
    end,
  });
  it.each([
    {
      rule: 'ranges on different days never overlap',
      ranges: [range('monday', '09:00:00', '17:00:00'), range('tuesday', '09:00:00', '17:00:00')],
      overlap: false,
    },
    {
      rule: 'touching ends do not overlap',
      ranges: [range('monday', '09:00:00', '12:00:00'), range('monday', '12:00:00', '15:00:00')],
      overlap: false,
    },
    {
      rule: 'a shared hour overlaps',
      ranges: [range('monday', '09:00:00', '12:00:00'), range('monday', '11:00:00', '15:00:00')],
      overlap: true,
    },
    {
      rule: 'order does not matter',
      ranges: [range('friday', '13:00:00', '15:00:00'), range('friday', '09:00:00', '14:00:00')],
      overlap: true,
    },
    {
      rule: 'a range inside another overlaps',
      ranges: [range('friday', '08:00:00', '18:00:00'), range('friday', '10:00:00', '11:00:00')],
      overlap: true,
    },
  ])('$rule', ({ ranges, overlap }) => {
    expect(hasOverlap(ranges)).toBe(overlap);
  });

  it('refuses an overlapping week and more than 28 ranges', () => {
    expect(
      firstMessage(
        WeeklyScheduleSchema.safeParse([
          range('monday', '09:00:00', '12:00:00'),
          range('monday', '11:00:00', '13:00:00'),
        ]),
      ),
    ).toBe('Two of these times overlap on the same day.');
    const many = Array.from({ length: 29 }, (_, i) =>
      range(
        'monday',
        `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`,
        `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '59' : '29'}:00`,
      ),
    );
    expect(firstMessage(WeeklyScheduleSchema.safeParse(many))).toBe('Add 28 time ranges or fewer.');
  });
});

describe('rates', () => {
  it.each([
    { cents: 100, error: null },
    { cents: 50_000, error: null },
    { cents: 99, error: 'Enter an hourly rate of $1.00 or more.' },
    { cents: 50_001, error: 'Enter an hourly rate of $500.00 or less.' },
    { cents: -500, error: 'Enter an hourly rate of $1.00 or more.' },
    { cents: 45.5, error: 'Enter an amount in whole cents.' },
  ])('an hourly rate of $cents cents: $error', ({ cents, error }) => {
    expect(firstMessage(HourlyRateCentsSchema.safeParse(cents))).toBe(error);
  });

  it.each([
    { cents: 0, error: null },
    { cents: 500, error: null },
    { cents: 501, error: 'Enter a travel rate of $5.00 per km or less.' },
    { cents: -1, error: 'Enter a travel rate of $0.00 or more.' },
  ])('a travel rate of $cents cents: $error', ({ cents, error }) => {
    expect(firstMessage(TravelRateCentsSchema.safeParse(cents))).toBe(error);
  });

  it('saves the five rates only together', () => {
    const rates = {
      travel_per_km_rate: 99,
      weekday_hourly_rate: 6500,
      weekday_night_hourly_rate: 7200,
      weekend_hourly_rate: 8000,
    };
    expect(IndicativeRatesInputSchema.safeParse(rates).success).toBe(false);
    expect(IndicativeRatesInputSchema.safeParse({ ...rates, weekend_night_hourly_rate: 8800 }).success).toBe(
      true,
    );
  });
});

describe('preferences', () => {
  it.each([
    {
      rule: 'a full answer',
      value: { genders: ['female'], car_ownership: 'has_car', range_of_work_in_km: 20 },
      error: null,
    },
    {
      rule: 'no gender chosen',
      value: { genders: [], car_ownership: 'has_car', range_of_work_in_km: 20 },
      error: 'Choose at least one.',
    },
    {
      rule: 'a gender twice',
      value: { genders: ['male', 'male'], car_ownership: 'has_car', range_of_work_in_km: 20 },
      error: 'Choose each one only once.',
    },
    {
      rule: 'a range of 0 km',
      value: { genders: ['male'], car_ownership: 'has_car', range_of_work_in_km: 0 },
      error: 'Enter 1 km or more.',
    },
    {
      rule: 'a range of 201 km',
      value: { genders: ['male'], car_ownership: 'no_car', range_of_work_in_km: 201 },
      error: 'Enter 200 km or less.',
    },
    {
      rule: 'car ownership off the list',
      value: { genders: ['male'], car_ownership: 'bike', range_of_work_in_km: 5 },
      error: 'Choose whether you have a car for work.',
    },
  ])('client preference: $rule', ({ value, error }) => {
    expect(firstMessage(ClientPreferenceInputSchema.safeParse(value))).toBe(error);
  });

  it.each([
    {
      value: { profile_visibility: 'visible', gender: 'no_preference', car_ownership: 'needed' },
      error: null,
    },
    {
      value: { profile_visibility: 'everyone', gender: 'no_preference', car_ownership: 'needed' },
      error: 'Choose who can find your profile.',
    },
    {
      value: { profile_visibility: 'hidden', gender: 'robot', car_ownership: 'needed' },
      error: 'Choose who you would like to support you.',
    },
  ])('support preference $value.profile_visibility / $value.gender: $error', ({ value, error }) => {
    expect(firstMessage(SupportPreferenceInputSchema.safeParse(value))).toBe(error);
  });
});

describe('catalogue lists', () => {
  it.each([
    { list: ['personal_care', 'transport'], error: null },
    { list: [], error: null },
    { list: ['gardening_services'], error: 'Choose a service from the list.' },
    { list: ['transport', 'transport'], error: 'Choose each one only once.' },
  ])('services $list', ({ list, error }) => {
    expect(firstMessage(ServiceListSchema.safeParse(list))).toBe(error);
  });

  it('takes languages only from the list', () => {
    expect(LanguageListSchema.safeParse(['English', 'Auslan']).success).toBe(true);
    expect(firstMessage(LanguageListSchema.safeParse(['Klingon']))).toBe('Choose a language from the list.');
  });
});

describe('personal details', () => {
  it.each([
    { value: '0412 345 678', stored: '0412345678' },
    { value: '+61 412 345 678', stored: '0412345678' },
    { value: '(02) 9876-5432', stored: '0298765432' },
    { value: '08 8123 4567', stored: '0881234567' },
    { value: '1800 123 456', stored: null },
    { value: '0512 345 678', stored: null },
    { value: '041234567', stored: null },
    { value: '', stored: null },
  ])('phone $value is stored as $stored', ({ value, stored }) => {
    const result = PhoneSchema.safeParse(value);
    expect(result.success ? result.data : null).toBe(stored);
  });

  it.each([
    { value: '1990-02-28', ok: true },
    { value: '2024-02-29', ok: true },
    { value: '2023-02-29', ok: false },
    { value: '1990-13-01', ok: false },
    { value: '28/02/1990', ok: false },
  ])('the date $value exists on the calendar: $ok', ({ value, ok }) => {
    expect(CalendarDateSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    { value: '', message: 'Enter a date.' },
    { value: '28/02/1990', message: 'Enter a date as DD/MM/YYYY.' },
    { value: '2023-02-29', message: 'Enter a real date.' },
  ])('the date "$value" is refused with "$message"', ({ value, message }) => {
    const result = CalendarDateSchema.safeParse(value);
    expect(result.success ? null : result.error.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it.each([
    { born: '2008-11-22', today: '2026-11-22', age: 18 },
    { born: '2008-11-23', today: '2026-11-22', age: 17 },
    { born: '2000-02-29', today: '2026-02-28', age: 25 },
    { born: '2000-02-29', today: '2026-03-01', age: 26 },
  ])('born $born is $age on $today', ({ born, today, age }) => {
    expect(ageOn(born, today)).toBe(age);
  });

  it.each([
    { born: '2008-11-22', type: 'worker', problem: null },
    { born: '2008-11-23', type: 'worker', problem: 'Support workers must be 18 or older.' },
    { born: '2015-06-01', type: 'client', problem: null },
    { born: '2026-11-23', type: 'client', problem: 'Your date of birth must be in the past.' },
    { born: '1900-01-01', type: 'client', problem: 'Check the year of your date of birth.' },
  ] as const)('a $type born $born: $problem', ({ born, type, problem }) => {
    expect(dateOfBirthProblem(born, '2026-11-22', type)).toBe(problem);
  });

  it('keeps line breaks in a description, trims it and refuses a NUL byte or 2001 characters', () => {
    expect(DescriptionSchema.parse('  Hi.\r\nI like gardens.  ')).toBe('Hi.\nI like gardens.');
    expect(DescriptionSchema.parse('')).toBe('');
    expect(firstMessage(DescriptionSchema.safeParse('a\u0000b'))).toBe(
      'Your description has a character we cannot accept.',
    );
    expect(firstMessage(DescriptionSchema.safeParse('x'.repeat(2001)))).toBe(
      'Your description must be 2000 characters or fewer.',
    );
  });

  it('refuses an education that ends before it starts', () => {
    const entry = { institution: 'TAFE NSW', course: 'Certificate III', start_year: 2020, end_year: 2019 };
    expect(firstMessage(EducationEntrySchema.safeParse(entry))).toBe(
      'The end year must not be before the start year.',
    );
    expect(EducationEntrySchema.safeParse({ ...entry, end_year: null }).success).toBe(true);
  });
});
