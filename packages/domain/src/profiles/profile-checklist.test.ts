import { describe, expect, it } from 'vitest';
import { profileChecklist, type ProfileChecklistInput } from './profile-checklist';
import { arePersonalDetailsComplete, isProfileComplete } from './profile-completeness';

const DETAILS = {
  first_name: 'Mia',
  last_name: 'Walker',
  date_of_birth: '1990-05-01',
  gender: 'female',
  phone: '0412345678',
  has_primary_address: true,
};

describe('arePersonalDetailsComplete (decision 012)', () => {
  it.each([
    { rule: 'every detail and a primary address', change: {}, complete: true },
    {
      rule: '"I would rather not say" is an answer',
      change: { gender: 'prefer_not_to_say' },
      complete: true,
    },
    { rule: 'no primary address', change: { has_primary_address: false }, complete: false },
    { rule: 'no date of birth', change: { date_of_birth: null }, complete: false },
    { rule: 'no gender', change: { gender: null }, complete: false },
    { rule: 'no phone', change: { phone: '' }, complete: false },
    { rule: 'a last name of spaces', change: { last_name: '  ' }, complete: false },
  ])('$rule: $complete', ({ change, complete }) => {
    expect(arePersonalDetailsComplete({ ...DETAILS, ...change })).toBe(complete);
  });
});

const CLIENT_DONE = {
  require_support_schedule: [{ start: '09:00:00', end: '12:00:00' }],
  support_preference: { profile_visibility: 'visible', gender: 'no_preference', car_ownership: 'needed' },
};
const WORKER_DONE = {
  service_offerings: ['personal_care'],
  availability_schedule: [{ start: '00:00:00', end: '23:59:00' }],
  indicative_rates: {
    travel_per_km_rate: 0,
    weekday_hourly_rate: 6500,
    weekday_night_hourly_rate: 7200,
    weekend_hourly_rate: 8000,
    weekend_night_hourly_rate: 9000,
  },
  client_preference: { genders: ['female'], car_ownership: 'no_car', range_of_work_in_km: 10 },
};

describe('isProfileComplete by user type (spec §5)', () => {
  it.each([
    { type: 'client', user: CLIENT_DONE, complete: true },
    {
      type: 'client',
      user: { ...CLIENT_DONE, require_support_schedule: [{ start: '00:00:00', end: '23:59:00' }] },
      complete: false,
    },
    { type: 'client', user: WORKER_DONE, complete: false },
    { type: 'worker', user: WORKER_DONE, complete: true },
    { type: 'worker', user: { ...WORKER_DONE, service_offerings: [] }, complete: false },
    { type: 'worker', user: CLIENT_DONE, complete: false },
  ] as const)('a $type profile is complete: $complete', ({ type, user, complete }) => {
    expect(isProfileComplete(type, user)).toBe(complete);
  });
});

describe('profileChecklist', () => {
  const empty = (user_type: 'client' | 'worker'): ProfileChecklistInput => ({
    user_type,
    has_primary_address: false,
  });

  it('lists the client items in order, none done for an empty profile', () => {
    expect(profileChecklist(empty('client'))).toEqual(
      [
        'personal_profile',
        'avatar',
        'personal_details',
        'work_hours',
        'support_preference',
        'id_verification',
      ].map((item) => ({ item, done: false })),
    );
  });

  it('lists the worker items in order', () => {
    expect(profileChecklist(empty('worker')).map((entry) => entry.item)).toEqual([
      'personal_profile',
      'avatar',
      'personal_details',
      'services',
      'rates',
      'availability',
      'client_preference',
      'id_verification',
    ]);
  });

  it('marks each item done by its own rule', () => {
    const done = profileChecklist({
      user_type: 'worker',
      ...DETAILS,
      ...WORKER_DONE,
      description: 'I love the outdoors.',
      id_verification_completed: true,
    });
    expect(done.every((entry) => entry.done)).toBe(true);
    const client = profileChecklist({
      user_type: 'client',
      ...DETAILS,
      avatar: { id: 'a1' },
      ...CLIENT_DONE,
    });
    expect(client.filter((entry) => !entry.done).map((entry) => entry.item)).toEqual(['id_verification']);
  });
});
