import { describe, expect, it } from 'vitest';
import {
  isAvailable,
  supportsClientGender,
  unmetConditions,
  workerMatches,
  type ClientMatchFacts,
  type WorkerMatchFacts,
  type WorkerSearchFilters,
} from './matching';

const worker: WorkerMatchFacts = {
  gender: 'female',
  client_genders: ['female', 'male'],
  car_ownership: 'has_car',
  range_of_work_in_km: 20,
  profile_visibility: 'visible',
  fully_verified: true,
  service_offerings: ['personal_care', 'transport'],
  availability_schedule: [
    { day: 'monday', start: '08:00:00', end: '16:00:00' },
    { day: 'thursday', start: '12:00:00', end: '18:00:00' },
  ],
  weekday_hourly_rate: 6500,
  languages: ['English', 'Vietnamese'],
};
const client: ClientMatchFacts = {
  gender: 'female',
  preferred_worker_gender: 'no_preference',
  car_requirement: 'not_needed',
};
const filters: WorkerSearchFilters = { radius_km: 10 };

describe('unmetConditions: each constraint on and off, both sides', () => {
  it.each<{
    rule: string;
    worker?: Partial<WorkerMatchFacts>;
    client?: Partial<ClientMatchFacts>;
    filters?: Partial<WorkerSearchFilters>;
    distance?: number;
    unmet: string[];
  }>([
    { rule: 'a worker meeting every condition matches', unmet: [] },
    { rule: 'a hidden profile never appears', worker: { profile_visibility: 'hidden' }, unmet: ['visible'] },
    { rule: 'a visibility not set counts as visible', worker: { profile_visibility: null }, unmet: [] },
    { rule: 'an unverified worker is left out', worker: { fully_verified: false }, unmet: ['verified'] },
    {
      rule: 'an unverified worker appears when the client asks to include them',
      worker: { fully_verified: false },
      filters: { include_unverified: true },
      unmet: [],
    },
    { rule: 'exactly at the search radius is inside', distance: 10, unmet: [] },
    { rule: 'just past the search radius is outside', distance: 10.001, unmet: ['within_radius'] },
    {
      rule: 'the client must be inside the worker’s own range',
      filters: { radius_km: 50 },
      distance: 20.5,
      unmet: ['within_worker_range'],
    },
    { rule: 'exactly at the worker’s range is inside', filters: { radius_km: 50 }, distance: 20, unmet: [] },
    {
      rule: 'a worker with no range set is not matched',
      worker: { range_of_work_in_km: null },
      unmet: ['within_worker_range'],
    },
    {
      rule: 'the worker must support the client’s gender',
      client: { gender: 'non_binary' },
      unmet: ['supports_client_gender'],
    },
    {
      rule: 'a client who would rather not say needs a worker supporting everyone',
      client: { gender: 'prefer_not_to_say' },
      unmet: ['supports_client_gender'],
    },
    {
      rule: 'a worker supporting everyone takes a client who has not said',
      client: { gender: null },
      worker: { client_genders: ['female', 'male', 'non_binary'] },
      unmet: [],
    },
    {
      rule: 'the client’s preferred worker gender holds',
      client: { preferred_worker_gender: 'male' },
      unmet: ['client_gender_preference'],
    },
    {
      rule: 'a preference for a woman is met by a woman',
      client: { preferred_worker_gender: 'female' },
      unmet: [],
    },
    { rule: 'no preference set is no preference', client: { preferred_worker_gender: null }, unmet: [] },
    {
      rule: 'a client who needs a car needs a worker with one',
      client: { car_requirement: 'needed' },
      worker: { car_ownership: 'no_car' },
      unmet: ['client_car_requirement'],
    },
    {
      rule: 'a client who does not need a car takes a worker without one',
      worker: { car_ownership: 'no_car' },
      unmet: [],
    },
    {
      rule: 'every chosen service must be offered',
      filters: { services: ['transport', 'cleaning'] },
      unmet: ['services'],
    },
    { rule: 'offered services match', filters: { services: ['transport', 'personal_care'] }, unmet: [] },
    { rule: 'the gender filter', filters: { gender: 'male' }, unmet: ['gender'] },
    { rule: 'the car filter', filters: { has_car: true }, worker: { car_ownership: null }, unmet: ['car'] },
    {
      rule: 'the car filter off takes anyone',
      filters: { has_car: false },
      worker: { car_ownership: 'no_car' },
      unmet: [],
    },
    {
      rule: 'availability on a day they do not work',
      filters: { days: ['tuesday'] },
      unmet: ['availability'],
    },
    { rule: 'the highest rate, exactly met', filters: { max_rate: 6500 }, unmet: [] },
    { rule: 'the highest rate, one cent under', filters: { max_rate: 6499 }, unmet: ['max_rate'] },
    {
      rule: 'no rate set cannot be within a limit',
      filters: { max_rate: 9000 },
      worker: { weekday_hourly_rate: null },
      unmet: ['max_rate'],
    },
    { rule: 'any one of the languages', filters: { languages: ['Greek', 'Vietnamese'] }, unmet: [] },
    { rule: 'none of the languages', filters: { languages: ['Greek'] }, unmet: ['languages'] },
    {
      rule: 'every failed condition is listed, in order',
      worker: { profile_visibility: 'hidden', fully_verified: false },
      distance: 30,
      unmet: ['visible', 'verified', 'within_radius', 'within_worker_range'],
    },
  ])('$rule', (row) => {
    const result = unmetConditions(
      { ...client, ...row.client },
      { ...worker, ...row.worker },
      row.distance ?? 5,
      { ...filters, ...row.filters },
    );
    expect(result).toEqual(row.unmet);
    expect(
      workerMatches({ ...client, ...row.client }, { ...worker, ...row.worker }, row.distance ?? 5, {
        ...filters,
        ...row.filters,
      }),
    ).toBe(row.unmet.length === 0);
  });
});

describe('isAvailable (overlap with the wanted times, on every chosen day)', () => {
  it.each([
    { days: undefined, from: undefined, to: undefined, available: true, why: 'no days chosen' },
    { days: ['monday' as const], from: undefined, to: undefined, available: true, why: 'works Monday' },
    {
      days: ['monday' as const, 'thursday' as const],
      from: '12:00:00',
      to: '13:00:00',
      available: true,
      why: 'both days at noon',
    },
    {
      days: ['monday' as const, 'thursday' as const],
      from: '08:00:00',
      to: '10:00:00',
      available: false,
      why: 'Thursday starts at noon',
    },
    {
      days: ['monday' as const],
      from: '16:00:00',
      to: '18:00:00',
      available: false,
      why: 'ends exactly when wanted starts',
    },
    {
      days: ['monday' as const],
      from: '15:59:00',
      to: '18:00:00',
      available: true,
      why: 'one minute of overlap',
    },
    {
      days: ['thursday' as const],
      from: '06:00:00',
      to: '12:00:00',
      available: false,
      why: 'wanted ends exactly when they start',
    },
  ])('$why: $available', ({ days, from, to, available }) => {
    expect(isAvailable(worker.availability_schedule, days, from, to)).toBe(available);
  });
});

describe('supportsClientGender', () => {
  it.each([
    { genders: ['female'], gender: 'female', supports: true },
    { genders: ['female'], gender: 'male', supports: false },
    { genders: ['female', 'male'], gender: null, supports: false },
    { genders: ['female', 'male', 'non_binary'], gender: 'prefer_not_to_say', supports: true },
    { genders: [], gender: 'female', supports: false },
  ])('$genders supports $gender: $supports', ({ genders, gender, supports }) => {
    expect(supportsClientGender(genders, gender)).toBe(supports);
  });
});
