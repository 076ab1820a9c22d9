import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  ApplicationMessageSchema,
  DeclineReasonSchema,
  ProposedRateSchema,
  applicantFit,
  applyRequirementsMissing,
  compareApplicants,
  type ApplicantFit,
} from './application.schemas';
import type { JobMatchFacts, WorkerJobFacts } from './job-matching';
import { JobRatesSchema, NO_JOB_PREFERENCES } from './job.schemas';
import type { ProfileChecklistInput } from '../profiles/profile-checklist';

const job: JobMatchFacts = {
  services: ['personal_care'],
  preferences: NO_JOB_PREFERENCES,
  schedule: {
    kind: 'weekly',
    times: [
      { day: 'tuesday', start: '07:30:00', end: '10:30:00' },
      { day: 'thursday', start: '07:30:00', end: '10:30:00' },
    ],
    starts_on: '2026-12-01',
    ends_on: null,
  },
  rates: JobRatesSchema.parse({ weekday_hourly_rate: 6_500 }),
  client_gender: 'female',
  published_at: new Date('2026-11-20T00:00:00Z'),
};

const worker: WorkerJobFacts = {
  gender: 'male',
  client_genders: ['female', 'male'],
  car_ownership: 'has_car',
  range_of_work_in_km: 20,
  service_offerings: ['personal_care', 'transport'],
  availability_schedule: [
    { day: 'tuesday', start: '07:00:00', end: '12:00:00' },
    { day: 'thursday', start: '06:00:00', end: '18:00:00' },
  ],
  languages: ['English', 'Greek'],
  qualifications: [],
  current_documents: ['police_checks', 'wwc', 'first_aid'],
};

describe('an application message', () => {
  it.each<[string, unknown, string | null]>([
    ['a short note', '  I have cared for my grandmother.  ', null],
    ['exactly the limit', 'a'.repeat(APPLICATION_MESSAGE_MAX_LENGTH), null],
    [
      'one over the limit',
      'a'.repeat(1001),
      'A short message to the client must be 1000 characters or fewer.',
    ],
    ['only spaces', '   ', 'Write a short message to the client.'],
    ['empty', '', 'Write a short message to the client.'],
    ['a NUL byte', 'hi\u0000', 'A short message to the client has a character we cannot accept.'],
    ['not text', 5, 'Write a short message to the client.'],
  ])('%s', (_, value, message) => {
    const result = ApplicationMessageSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('keeps the message trimmed', () => {
    expect(ApplicationMessageSchema.parse('  Hello \r\nthere ')).toBe('Hello \nthere');
  });
});

describe('a proposed rate and a decline reason', () => {
  it.each<[unknown, string | null]>([
    [100, null],
    [50_000, null],
    [99, 'Enter an hourly rate of $1.00 or more.'],
    [50_001, 'Enter an hourly rate of $500.00 or less.'],
    [-1, 'Enter an hourly rate of $1.00 or more.'],
  ])('a rate of %s cents', (value, message) => {
    const result = ProposedRateSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it.each<[string, string | null]>([
    ['', null],
    ['a'.repeat(500), null],
    ['a'.repeat(501), 'The reason must be 500 characters or fewer.'],
  ])('a reason of %#', (value, message) => {
    const result = DeclineReasonSchema.safeParse(value);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

const readyWorker: ProfileChecklistInput = {
  user_type: 'worker',
  first_name: 'Wes',
  last_name: 'Walker',
  avatar: null,
  description: 'I have supported people at home for six years.',
  date_of_birth: '1990-01-01',
  gender: 'male',
  phone: '0412345678',
  has_primary_address: true,
  id_verification_completed: true,
  service_offerings: ['personal_care'],
  indicative_rates: {
    travel_per_km_rate: 0,
    weekday_hourly_rate: 6_500,
    weekday_night_hourly_rate: 7_000,
    weekend_hourly_rate: 8_000,
    weekend_night_hourly_rate: 9_000,
  },
  availability_schedule: [{ start: '09:00:00', end: '17:00:00' }],
  client_preference: { genders: ['female'], car_ownership: 'has_car', range_of_work_in_km: 20 },
};

describe('who may apply', () => {
  it('a worker with a complete profile and every check approved', () => {
    expect(applyRequirementsMissing(readyWorker)).toEqual([]);
  });

  it.each<[string, Partial<ProfileChecklistInput>, string[]]>([
    ['checks not all approved', { id_verification_completed: false }, ['id_verification']],
    ['no rates', { indicative_rates: null }, ['rates']],
    ['no services', { service_offerings: [] }, ['services']],
    ['no availability', { availability_schedule: [] }, ['availability']],
    ['no home address', { has_primary_address: false }, ['personal_details']],
    [
      'no travel range and nothing verified',
      { client_preference: null, id_verification_completed: false },
      ['client_preference', 'id_verification'],
    ],
  ])('not one with %s', (_, change, missing) => {
    expect(applyRequirementsMissing({ ...readyWorker, ...change })).toEqual(missing);
  });
});

describe('how an applicant fits a job, as the client reads it', () => {
  it('says how they match and what they lack', () => {
    expect(applicantFit(job, worker, 3.24)).toEqual({
      score: 4,
      reasons: ['3.2 km away', 'Offers Personal care', 'Available Tuesday and Thursday mornings'],
      gaps: [],
    });
  });

  it.each<[string, Partial<JobMatchFacts>, Partial<WorkerJobFacts>, number, string[]]>([
    ['too far', {}, {}, 25, ['Lives further away than they usually travel']],
    [
      'no shared service',
      { services: ['transport'] },
      { service_offerings: ['cleaning'] },
      3,
      ['Does not list the support you asked for'],
    ],
    [
      'a wish for a woman',
      { preferences: { ...NO_JOB_PREFERENCES, worker_gender: 'female' } },
      {},
      3,
      ['Is not the gender you asked for'],
    ],
    [
      'no car',
      { preferences: { ...NO_JOB_PREFERENCES, car: 'needed' } },
      { car_ownership: 'no_car' },
      3,
      ['Has no car'],
    ],
    [
      'another language',
      { preferences: { ...NO_JOB_PREFERENCES, languages: ['Arabic'] } },
      {},
      3,
      ['Does not speak the languages you asked for'],
    ],
    [
      'a skill',
      { preferences: { ...NO_JOB_PREFERENCES, qualifications: ['manual_handling'] } },
      {},
      3,
      ['Does not list every skill you asked for'],
    ],
    [
      'a check',
      { preferences: { ...NO_JOB_PREFERENCES, credentials: ['cpr_certificate'] } },
      {},
      3,
      ['Has not had every check you asked for approved'],
    ],
    ['other times', {}, { availability_schedule: [] }, 3, ['Is not available at all of these times']],
    [
      "a client they do not usually support (not the client's concern)",
      {},
      { client_genders: ['male'] },
      3,
      [],
    ],
  ])('%s', (_, jobChange, workerChange, km, gaps) => {
    expect(applicantFit({ ...job, ...jobChange }, { ...worker, ...workerChange }, km).gaps).toEqual(gaps);
  });

  it('names a language they share, and one-off days in the singular', () => {
    const fit = applicantFit(
      {
        ...job,
        preferences: { ...NO_JOB_PREFERENCES, languages: ['Greek'] },
        schedule: { kind: 'one_off', date: '2026-12-03', start: '13:00:00', end: '15:00:00' },
      },
      worker,
      12,
    );
    expect(fit.reasons).toEqual([
      '12 km away',
      'Offers Personal care',
      'Available Thursday afternoon',
      'Speaks Greek',
    ]);
    expect(fit.score).toBe(5);
  });
});

describe('the best match first among applicants', () => {
  const fit = (score: number, gaps = 0): ApplicantFit => ({
    score,
    reasons: [],
    gaps: Array(gaps).fill('gap'),
  });
  const at = (iso: string) => new Date(iso);
  it.each<[string, Parameters<typeof compareApplicants>[0], Parameters<typeof compareApplicants>[1]]>([
    [
      'fewer gaps before a higher score',
      { fit: fit(1), distance_km: 9, applied_at: at('2026-11-02') },
      { fit: fit(9, 1), distance_km: 1, applied_at: at('2026-11-01') },
    ],
    [
      'a higher score',
      { fit: fit(4), distance_km: 9, applied_at: at('2026-11-02') },
      { fit: fit(3), distance_km: 1, applied_at: at('2026-11-01') },
    ],
    [
      'then the nearer',
      { fit: fit(3), distance_km: 1, applied_at: at('2026-11-02') },
      { fit: fit(3), distance_km: 2, applied_at: at('2026-11-01') },
    ],
    [
      'then who applied first',
      { fit: fit(3), distance_km: 1, applied_at: at('2026-11-01') },
      { fit: fit(3), distance_km: 1, applied_at: at('2026-11-02') },
    ],
  ])('%s', (_, first, second) => {
    expect(compareApplicants(first, second)).toBeLessThan(0);
    expect(compareApplicants(second, first)).toBeGreaterThan(0);
  });
});
