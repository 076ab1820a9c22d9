import { describe, expect, it } from 'vitest';
import {
  JOB_OPEN_DAYS,
  JOB_POSITIONS,
  JOB_PUBLISH_MESSAGES,
  JobOpenDaysSchema,
  JobPositionsSchema,
  JobPreferencesSchema,
  JobRatesSchema,
  JobScheduleSchema,
  JobTitleSchema,
  describeSchedule,
  formatTimeOfDay,
  hoursPerWeek,
  daysLeftOpen,
  jobClosesAt,
  jobStateAt,
  missingRateMessage,
  ndisPriceLimit,
  publishProblems,
  rateKindsOf,
  weekdayOf,
  type JobDetails,
  type JobSchedule,
} from './job.schemas';

const weekly = (times: [string, string, string][], startsOn = '2026-12-01', endsOn: string | null = null) =>
  ({
    kind: 'weekly',
    times: times.map(([day, start, end]) => ({ day, start, end })),
    starts_on: startsOn,
    ends_on: endsOn,
  }) as JobSchedule;
const oneOff = (date: string, start: string, end: string): JobSchedule => ({
  kind: 'one_off',
  date,
  start,
  end,
});

describe('the limits of a job', () => {
  it('has one worker and 30 days open by default, up to 5 workers and 60 days', () => {
    expect(JOB_POSITIONS).toEqual({ min: 1, max: 5, default: 1 });
    expect(JOB_OPEN_DAYS).toEqual({ min: 1, max: 60, default: 30 });
  });

  it.each([
    ['2026-11-25T00:00:00.000Z', 30, '2026-12-25T00:00:00.000Z'],
    ['2026-11-25T09:15:00.000Z', 1, '2026-11-26T09:15:00.000Z'],
    ['2026-12-31T23:00:00.000Z', 60, '2027-03-01T23:00:00.000Z'],
  ])('published at %s and open for %i days, it closes at %s', (from, days, closes) => {
    expect(jobClosesAt(new Date(from), days).toISOString()).toBe(closes);
  });

  it.each([
    [0, 'Enter 1 worker or more.'],
    [6, 'Enter 5 workers or fewer.'],
    [1.5, 'Enter how many workers you need, as a whole number.'],
  ])('refuses %s positions: %s', (value, message) => {
    expect(JobPositionsSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    [0, 'Keep the job open for 1 day or more.'],
    [61, 'Keep the job open for 60 days or fewer.'],
  ])('refuses %s days open: %s', (value, message) => {
    expect(JobOpenDaysSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it.each([
    ['', 'Enter a title for the job.'],
    ['x'.repeat(81), 'A title for the job must be 80 characters or fewer.'],
    ['Morning help\u0000', 'A title for the job has a character we cannot accept.'],
  ])('refuses the title %j', (value, message) => {
    expect(JobTitleSchema.safeParse(value).error?.issues[0]?.message).toBe(message);
  });

  it('keeps an 80-character title, trimmed', () => {
    expect(JobTitleSchema.parse(`  ${'x'.repeat(80)} `)).toBe('x'.repeat(80));
  });
});

describe('a schedule', () => {
  it.each([
    [oneOff('2026-12-01', '09:00:00', '12:00:00'), true],
    [oneOff('2026-12-01', '12:00:00', '09:00:00'), false],
    [oneOff('2026-02-30', '09:00:00', '12:00:00'), false],
    [weekly([['tuesday', '09:00:00', '12:00:00']]), true],
    [weekly([]), false],
    [weekly([['tuesday', '09:00:00', '12:00:00']], '2026-12-01', '2026-11-30'), false],
    [
      weekly([
        ['tuesday', '09:00:00', '12:00:00'],
        ['tuesday', '11:00:00', '13:00:00'],
      ]),
      false,
    ],
  ])('%j is valid: %s', (schedule, valid) => {
    expect(JobScheduleSchema.safeParse(schedule).success).toBe(valid);
  });

  it('refuses an unknown kind and unknown fields', () => {
    expect(JobScheduleSchema.safeParse({ kind: 'daily' }).error?.issues[0]?.message).toBe(
      'Choose a one-off time or a weekly pattern.',
    );
    expect(
      JobScheduleSchema.safeParse({ ...oneOff('2026-12-01', '09:00:00', '12:00:00'), x: 1 }).success,
    ).toBe(false);
  });

  it.each([
    ['2026-11-23', 'monday'],
    ['2026-11-28', 'saturday'],
    ['2026-11-29', 'sunday'],
    ['2024-02-29', 'thursday'],
  ])('%s is a %s', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it.each([
    [oneOff('2026-12-01', '09:00:00', '12:30:00'), 3.5],
    [
      weekly([
        ['tuesday', '09:00:00', '12:00:00'],
        ['thursday', '09:00:00', '12:00:00'],
      ]),
      6,
    ],
    [weekly([['monday', '07:10:00', '07:20:00']]), 0.25],
  ])('%j is %s hours a week', (schedule, hours) => {
    expect(hoursPerWeek(schedule)).toBe(hours);
  });

  it.each([
    ['09:00:00', '9:00 am'],
    ['00:15:00', '12:15 am'],
    ['12:30:00', '12:30 pm'],
    ['23:05:00', '11:05 pm'],
  ])('%s reads %s', (time, text) => {
    expect(formatTimeOfDay(time)).toBe(text);
  });

  it.each([
    [oneOff('2026-12-01', '09:00:00', '12:00:00'), 'Tuesday 1 December 2026, 9:00 am to 12:00 pm'],
    [
      weekly([
        ['thursday', '09:00:00', '12:00:00'],
        ['tuesday', '09:00:00', '12:00:00'],
      ]),
      'Every Tuesday and Thursday, from 1 December 2026 · 6 hours a week',
    ],
    [
      weekly([['saturday', '10:00:00', '11:00:00']], '2026-12-05', '2027-01-30'),
      'Every Saturday, from 5 December 2026 to 30 January 2027 · 1 hour a week',
    ],
  ])('%j is described as %s', (schedule, text) => {
    expect(describeSchedule(schedule)).toBe(text);
  });
});

describe('the rate kinds a schedule falls in', () => {
  it.each([
    [oneOff('2026-12-01', '09:00:00', '12:00:00'), ['weekday_hourly_rate']],
    [oneOff('2026-12-01', '18:00:00', '22:00:00'), ['weekday_hourly_rate', 'weekday_night_hourly_rate']],
    [oneOff('2026-12-01', '20:00:00', '23:00:00'), ['weekday_night_hourly_rate']],
    [oneOff('2026-12-01', '05:00:00', '06:00:00'), ['weekday_night_hourly_rate']],
    [oneOff('2026-12-01', '06:00:00', '20:00:00'), ['weekday_hourly_rate']],
    [oneOff('2026-12-05', '09:00:00', '12:00:00'), ['weekend_hourly_rate']],
    [oneOff('2026-12-06', '22:00:00', '23:00:00'), ['weekend_night_hourly_rate']],
    [
      weekly([
        ['sunday', '09:00:00', '10:00:00'],
        ['friday', '21:00:00', '22:00:00'],
        ['saturday', '09:00:00', '10:00:00'],
      ]),
      ['weekday_night_hourly_rate', 'weekend_hourly_rate', 'weekend_night_hourly_rate'],
    ],
  ])('%j needs %j', (schedule, kinds) => {
    expect(rateKindsOf(schedule)).toEqual(kinds);
  });

  it.each([
    ['weekday_hourly_rate', 7_023],
    ['weekday_night_hourly_rate', 7_881],
    ['weekend_hourly_rate', 9_883],
    ['weekend_night_hourly_rate', 12_743],
    ['travel_per_km_rate', 99],
  ] as const)('the NDIS price limit shown beside the %s is %i cents', (kind, cents) => {
    expect(ndisPriceLimit(kind)).toBe(cents);
  });
});

describe('rates and preferences', () => {
  it('leaves a rate not given empty', () => {
    expect(JobRatesSchema.parse({ weekday_hourly_rate: 4_500 })).toEqual({
      weekday_hourly_rate: 4_500,
      weekday_night_hourly_rate: null,
      weekend_hourly_rate: null,
      weekend_night_hourly_rate: null,
      travel_per_km_rate: null,
    });
  });

  it.each([
    [{ weekday_hourly_rate: 99 }, 'Enter an hourly rate of $1.00 or more.'],
    [{ weekend_hourly_rate: 50_001 }, 'Enter an hourly rate of $500.00 or less.'],
    [{ travel_per_km_rate: 501 }, 'Enter a travel rate of $5.00 per km or less.'],
    [{ weekday_hourly_rate: 45.5 }, 'Enter an amount in whole cents.'],
  ])('refuses %j: %s', (rates, message) => {
    expect(JobRatesSchema.safeParse(rates).error?.issues[0]?.message).toBe(message);
  });

  it('has no preference by default', () => {
    expect(JobPreferencesSchema.parse({})).toEqual({
      worker_gender: 'no_preference',
      car: 'not_needed',
      languages: [],
      credentials: [],
      qualifications: [],
    });
  });

  it.each([
    [{ credentials: ['wwc', 'wwc'] }, 'Choose each one only once.'],
    [{ credentials: ['abn'] }, 'Choose a check from the list.'],
    [{ worker_gender: 'any' }, 'Choose who you would like to support you.'],
  ])('refuses %j', (preferences, message) => {
    const issues = JobPreferencesSchema.safeParse(preferences).error?.issues.map((issue) => issue.message);
    expect(issues).toContain(message);
  });
});

describe('what a job needs before it is published', () => {
  const ready: JobDetails = {
    services: ['personal_care'],
    title: 'Morning routine help',
    description: 'Help with showering and breakfast.',
    address_id: '0b7f8a1e-8c1e-4c5e-9a4f-3f1f2f3f4f5f',
    schedule: weekly([['tuesday', '07:00:00', '09:00:00']]),
    rates: JobRatesSchema.parse({ weekday_hourly_rate: 6_500 }),
  };
  const TODAY = '2026-11-25';

  it('needs nothing more when every part is there', () => {
    expect(publishProblems(ready, TODAY)).toEqual({});
  });

  it.each([
    [{ services: [] }, { services: JOB_PUBLISH_MESSAGES.services }],
    [{ title: null }, { title: JOB_PUBLISH_MESSAGES.title }],
    [{ description: '' }, { description: JOB_PUBLISH_MESSAGES.description }],
    [{ address_id: null }, { address_id: JOB_PUBLISH_MESSAGES.address_id }],
    [{ schedule: null }, { schedule: JOB_PUBLISH_MESSAGES.schedule }],
    [
      { schedule: oneOff('2026-11-24', '09:00:00', '10:00:00') },
      { schedule: JOB_PUBLISH_MESSAGES.oneOffPast },
    ],
    [
      { schedule: weekly([['tuesday', '07:00:00', '09:00:00']], '2026-01-01', '2026-11-24') },
      { schedule: JOB_PUBLISH_MESSAGES.weeklyEnded },
    ],
    [
      { schedule: weekly([['saturday', '07:00:00', '09:00:00']]) },
      { 'rates.weekend_hourly_rate': 'Enter the Saturday rate: some of the times fall then.' },
    ],
    [
      { schedule: oneOff('2026-11-25', '05:00:00', '07:00:00') },
      { 'rates.weekday_night_hourly_rate': 'Enter the weekday night rate: some of the times fall then.' },
    ],
  ] as [Partial<JobDetails>, Record<string, string>][])('with %j it needs %j', (change, problems) => {
    expect(publishProblems({ ...ready, ...change }, TODAY)).toEqual(problems);
  });

  it('accepts a one-off today and a weekly pattern ending today', () => {
    expect(publishProblems({ ...ready, schedule: oneOff(TODAY, '09:00:00', '10:00:00') }, TODAY)).toEqual({});
    const endsToday = weekly([['tuesday', '07:00:00', '09:00:00']], '2026-01-01', TODAY);
    expect(publishProblems({ ...ready, schedule: endsToday }, TODAY)).toEqual({});
  });

  it('names the Sunday rate by its day', () => {
    expect(missingRateMessage('weekend_night_hourly_rate')).toBe(
      'Enter the Sunday rate: some of the times fall then.',
    );
  });
});

describe('a job past its closing time', () => {
  const closes = new Date('2026-12-31T13:00:00Z');
  const at = (iso: string) => new Date(iso);
  it.each([
    ['open', closes, '2026-12-31T12:59:59Z', 'open', 0],
    ['open', closes, '2026-12-31T13:00:00Z', 'expired', null],
    ['open', closes, '2027-01-05T00:00:00Z', 'expired', null],
    ['open', closes, '2026-12-01T13:00:00Z', 'open', 30],
    ['open', closes, '2026-12-30T13:00:01Z', 'open', 0],
    ['open', closes, '2026-12-30T12:59:59Z', 'open', 1],
    ['paused', closes, '2027-01-05T00:00:00Z', 'paused', null],
    ['filled', closes, '2027-01-05T00:00:00Z', 'filled', null],
    ['closed', closes, '2026-12-01T00:00:00Z', 'closed', null],
    ['draft', null, '2026-12-01T00:00:00Z', 'draft', null],
    ['expired', closes, '2026-12-01T00:00:00Z', 'expired', null],
  ] as const)(
    '%s closing %s, seen at %s, reads %s with %s days left',
    (state, closesAt, now, reads, days) => {
      expect(jobStateAt(state, closesAt, at(now))).toBe(reads);
      expect(daysLeftOpen(state, closesAt, at(now))).toBe(days);
    },
  );
});
