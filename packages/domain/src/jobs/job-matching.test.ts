import { describe, expect, it } from 'vitest';
import {
  JOB_MATCH_CONDITIONS,
  fitsAvailability,
  jobMatchReasons,
  jobMatchScore,
  lowestHourlyRate,
  partOfDay,
  unmetJobConditions,
  type JobMatchFacts,
  type WorkerJobFacts,
} from './job-matching';
import { JobRatesSchema, NO_JOB_PREFERENCES, type JobSchedule } from './job.schemas';

const TUESDAY_THURSDAY_MORNINGS: JobSchedule = {
  kind: 'weekly',
  times: [
    { day: 'tuesday', start: '07:30:00', end: '10:30:00' },
    { day: 'thursday', start: '07:30:00', end: '10:30:00' },
  ],
  starts_on: '2026-12-01',
  ends_on: null,
};

const job: JobMatchFacts = {
  services: ['personal_care'],
  preferences: NO_JOB_PREFERENCES,
  schedule: TUESDAY_THURSDAY_MORNINGS,
  rates: JobRatesSchema.parse({ weekday_hourly_rate: 6_500 }),
  client_gender: 'female',
  published_at: new Date('2026-11-20T00:00:00Z'),
};

const worker: WorkerJobFacts = {
  gender: 'female',
  client_genders: ['female', 'male', 'non_binary'],
  car_ownership: 'has_car',
  range_of_work_in_km: 20,
  service_offerings: ['personal_care', 'transport'],
  availability_schedule: [
    { day: 'tuesday', start: '07:00:00', end: '12:00:00' },
    { day: 'thursday', start: '06:00:00', end: '18:00:00' },
  ],
  languages: ['English', 'Greek'],
  qualifications: ['manual_handling'],
  current_documents: ['police_checks', 'wwc', 'first_aid'],
};

describe('which jobs a worker finds', () => {
  it('finds a job that suits both sides', () => {
    expect(unmetJobConditions(job, worker, 3.2)).toEqual([]);
  });

  it.each<[string, Partial<JobMatchFacts>, Partial<WorkerJobFacts>, number, string[]]>([
    ['further than the worker travels', {}, {}, 20.5, ['within_worker_range']],
    [
      'a worker who has not said how far they travel',
      {},
      { range_of_work_in_km: null },
      1,
      ['within_worker_range'],
    ],
    [
      'no shared service',
      { services: ['transport'] },
      { service_offerings: ['personal_care'] },
      3,
      ['services'],
    ],
    ['a client the worker does not support', {}, { client_genders: ['male'] }, 3, ['supports_client_gender']],
    [
      'a client who has not said their gender, and a worker who supports only some',
      { client_gender: null },
      { client_genders: ['female'] },
      3,
      ['supports_client_gender'],
    ],
    [
      'a wish for a man',
      { preferences: { ...NO_JOB_PREFERENCES, worker_gender: 'male' } },
      {},
      3,
      ['worker_gender'],
    ],
    [
      'a car needed',
      { preferences: { ...NO_JOB_PREFERENCES, car: 'needed' } },
      { car_ownership: 'no_car' },
      3,
      ['car'],
    ],
    [
      'a language the worker does not speak',
      { preferences: { ...NO_JOB_PREFERENCES, languages: ['Arabic', 'Vietnamese'] } },
      {},
      3,
      ['languages'],
    ],
    [
      'a skill the worker lacks',
      { preferences: { ...NO_JOB_PREFERENCES, qualifications: ['manual_handling', 'peg_feeding'] } },
      {},
      3,
      ['qualifications'],
    ],
    [
      'a check the worker has not had approved',
      { preferences: { ...NO_JOB_PREFERENCES, credentials: ['wwc', 'cpr_certificate'] } },
      {},
      3,
      ['credentials'],
    ],
    [
      'a shift that starts before the worker is available',
      {},
      {
        availability_schedule: [
          { day: 'tuesday', start: '08:00:00', end: '12:00:00' },
          { day: 'thursday', start: '06:00:00', end: '18:00:00' },
        ],
      },
      3,
      ['availability'],
    ],
    [
      'a day the worker is not available',
      {},
      { availability_schedule: [{ day: 'tuesday', start: '07:00:00', end: '12:00:00' }] },
      3,
      ['availability'],
    ],
  ])('leaves out %s', (_case, jobChange, workerChange, km, unmet) => {
    expect(unmetJobConditions({ ...job, ...jobChange }, { ...worker, ...workerChange }, km)).toEqual(unmet);
  });

  it("keeps a job exactly at the edge of the worker's range and the shift exactly inside the availability", () => {
    const edge = {
      ...worker,
      availability_schedule: [
        { day: 'tuesday' as const, start: '07:30:00', end: '10:30:00' },
        { day: 'thursday' as const, start: '07:30:00', end: '10:30:00' },
      ],
    };
    expect(unmetJobConditions(job, edge, 20)).toEqual([]);
  });

  it.each<[string, object, string[]]>([
    ['a nearer distance', { distance_km: 3 }, ['within_distance']],
    ['other services', { services: ['transport'] }, ['filter_services']],
    ['other days', { days: ['monday', 'friday'] }, ['filter_days']],
    ['a higher rate', { min_rate: 6_501 }, ['filter_min_rate']],
    ['a later posting', { posted_since: new Date('2026-11-21T00:00:00Z') }, ['filter_posted_since']],
  ])('narrows by %s', (_case, filters, unmet) => {
    expect(unmetJobConditions(job, worker, 3.2, filters)).toEqual(unmet);
  });

  it.each<[string, object]>([
    ['its distance', { distance_km: 3.2 }],
    ['one of its services', { services: ['transport', 'personal_care'] }],
    ['one of its days', { days: ['thursday', 'saturday'] }],
    ['its rate', { min_rate: 6_500 }],
    ['its posting time', { posted_since: new Date('2026-11-20T00:00:00Z') }],
  ])('keeps it when the filter allows %s', (_case, filters) => {
    expect(unmetJobConditions(job, worker, 3.2, filters)).toEqual([]);
  });

  it('checks the conditions in one fixed order', () => {
    expect(JOB_MATCH_CONDITIONS[0]).toBe('within_worker_range');
    expect(
      unmetJobConditions({ ...job, services: ['respite'] }, { ...worker, car_ownership: null }, 50, {
        distance_km: 5,
      }),
    ).toEqual(['within_worker_range', 'within_distance', 'services']);
  });
});

describe('rates, times and the reasons shown', () => {
  it.each([
    [{ weekday_hourly_rate: 6_500, weekend_hourly_rate: 8_000 }, 6_500],
    [{ travel_per_km_rate: 99 }, null],
    [{}, null],
  ])('the lowest hourly rate of %j is %s', (rates, lowest) => {
    expect(lowestHourlyRate(JobRatesSchema.parse(rates))).toBe(lowest);
  });

  it('fits a one-off shift to the availability of its day of the week', () => {
    const oneOff: JobSchedule = { kind: 'one_off', date: '2026-12-03', start: '09:00:00', end: '11:00:00' };
    expect(fitsAvailability(oneOff, worker.availability_schedule)).toBe(true);
    expect(fitsAvailability({ ...oneOff, date: '2026-12-02' }, worker.availability_schedule)).toBe(false);
  });

  it.each([
    ['07:30:00', 'morning'],
    ['12:00:00', 'afternoon'],
    ['17:00:00', 'evening'],
    ['21:00:00', 'night'],
  ])('a shift from %s is in the %s', (start, part) => {
    expect(partOfDay(start)).toBe(part);
  });

  it('says why a job suits the worker, in plain words', () => {
    expect(jobMatchReasons(job, worker, 3.2)).toEqual([
      '3.2 km away',
      'Personal care',
      'Tuesday and Thursday mornings fit your availability',
    ]);
    const greek = {
      ...job,
      services: ['personal_care', 'transport'],
      preferences: { ...NO_JOB_PREFERENCES, languages: ['Greek' as const] },
    };
    expect(jobMatchReasons(greek, worker, 12)).toEqual([
      '12 km away',
      'Personal care and Transport',
      'Tuesday and Thursday mornings fit your availability',
      'You speak Greek',
    ]);
    const oneOff: JobSchedule = { kind: 'one_off', date: '2026-12-03', start: '13:00:00', end: '15:00:00' };
    expect(jobMatchReasons({ ...job, schedule: oneOff }, worker, 0.4)).toEqual([
      '400 m away',
      'Personal care',
      'Thursday afternoon fits your availability',
    ]);
  });

  it.each([
    [job, 3.2, 3 + 1],
    [{ ...job, services: ['personal_care', 'transport'] }, 15, 6],
    [{ ...job, preferences: { ...NO_JOB_PREFERENCES, languages: ['Greek' as const] } }, 10, 3 + 2 + 1],
  ])('scores %j at %s km as %i', (scored, km, score) => {
    expect(jobMatchScore(scored, worker, km)).toBe(score);
  });
});
