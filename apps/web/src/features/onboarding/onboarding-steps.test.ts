import type { SessionUser } from '@alongside/contract';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../test/session-user';
import { nextStep, onboardingSteps, previousStep, resumePath, stepPosition } from './onboarding-steps';

const client = sessionUser({ user_type: 'client' });
const worker = sessionUser({ user_type: 'worker' });
const accepted = { disclaimer_accepted_at: '2026-11-22T09:00:00.000Z' };

describe('onboarding steps', () => {
  it('lists the steps of each user type in order', () => {
    expect(onboardingSteps('client')).toEqual([
      'welcome',
      'disclaimer',
      'id-selector',
      'support-needs',
      'support-hours',
      'support-preferences',
      'all-set',
    ]);
    expect(onboardingSteps('worker')).toEqual([
      'welcome',
      'disclaimer',
      'id-selector',
      'services',
      'availability',
      'rates',
      'who-you-support',
      'all-set',
    ]);
  });

  it.each([
    ['client', 'welcome', { number: 1, total: 7 }],
    ['client', 'support-hours', { number: 5, total: 7 }],
    ['worker', 'rates', { number: 6, total: 8 }],
    ['worker', 'all-set', { number: 8, total: 8 }],
    ['client', 'rates', null],
    ['worker', 'support-needs', null],
  ] as const)('places a %s on %s at %o', (userType, step, expected) => {
    expect(stepPosition(userType, step)).toEqual(expected);
  });

  it('goes forward and back through the steps', () => {
    expect(nextStep('worker', 'id-selector')).toBe('services');
    expect(nextStep('client', 'id-selector')).toBe('support-needs');
    expect(nextStep('client', 'all-set')).toBeNull();
    expect(previousStep('client', 'welcome')).toBeNull();
    expect(previousStep('worker', 'all-set')).toBe('who-you-support');
  });
});

describe('resumePath (where /onboarding sends a person)', () => {
  const fullWorker = sessionUser({
    ...accepted,
    user_type: 'worker',
    id_verification_method: 'online_check',
    service_offerings: ['personal_care'],
    availability_schedule: [{ day: 'monday', start: '09:00:00', end: '17:00:00' }],
    indicative_rates: {
      travel_per_km_rate: 99,
      weekday_hourly_rate: 6000,
      weekday_night_hourly_rate: 6500,
      weekend_hourly_rate: 8000,
      weekend_night_hourly_rate: 9000,
    },
    client_preference: { genders: ['female'], car_ownership: 'has_car', range_of_work_in_km: 20 },
  });

  it.each([
    ['a new client', client, '/onboarding/welcome'],
    ['a new worker', worker, '/onboarding/welcome'],
    ['someone who accepted the disclaimer', { ...client, ...accepted }, '/onboarding/id-selector'],
    [
      'a client who chose how to prove who they are',
      { ...client, ...accepted, id_verification_method: 'online_check' },
      '/onboarding/support-needs',
    ],
    [
      'a client whose only hours are the full-day placeholder (spec §5)',
      {
        ...client,
        ...accepted,
        id_verification_method: 'online_check',
        support_requirements: ['personal_care'],
        require_support_schedule: [{ day: 'monday', start: '00:00:00', end: '23:59:00' }],
      },
      '/onboarding/support-hours',
    ],
    [
      'a worker with rates but no availability',
      { ...fullWorker, availability_schedule: [] },
      '/onboarding/availability',
    ],
    ['a worker with every answer saved', fullWorker, '/onboarding/all-set'],
    ['someone already onboarded', { ...fullWorker, onboarded_at: '2026-11-22T10:00:00.000Z' }, '/profile'],
  ] satisfies [string, SessionUser, string][])('sends %s to %s', (_name, user, expected) => {
    expect(resumePath(user)).toBe(expected);
  });
});
