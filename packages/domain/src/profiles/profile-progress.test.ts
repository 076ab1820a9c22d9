import { describe, expect, it } from 'vitest';
import { isFullyVerified, profileProgress, type ProfileProgressInput } from './profile-progress';

const NAMED = { first_name: 'Ada', last_name: 'Lovelace' };

describe('isFullyVerified', () => {
  it.each([
    { personal_details_completed: true, id_verification_completed: true, verified: true },
    { personal_details_completed: true, id_verification_completed: false, verified: false },
    { personal_details_completed: false, id_verification_completed: true, verified: false },
    { personal_details_completed: true, id_verification_completed: null, verified: false },
    { personal_details_completed: undefined, id_verification_completed: undefined, verified: false },
  ])(
    'personal_details_completed $personal_details_completed and id_verification_completed $id_verification_completed: fully verified $verified',
    ({ verified, ...user }) => {
      expect(isFullyVerified(user)).toBe(verified);
    },
  );
});

describe('profileProgress', () => {
  it.each<{
    rule: string;
    user: ProfileProgressInput;
    completedSteps: number;
    percent: number;
    missing: string[];
  }>([
    {
      rule: 'nothing done: 0 of 2 steps, 0 %',
      user: {},
      completedSteps: 0,
      percent: 0,
      missing: ['personal_profile', 'avatar'],
    },
    {
      rule: 'first and last name only: 1 of 2 steps, 50 %',
      user: NAMED,
      completedSteps: 1,
      percent: 50,
      missing: ['avatar'],
    },
    {
      rule: 'a description only: 1 of 2 steps, 50 %',
      user: { description: 'Hi' },
      completedSteps: 1,
      percent: 50,
      missing: ['personal_profile'],
    },
    {
      rule: 'a first name without a last name does not complete the personal profile',
      user: { first_name: 'Ada', avatar: { id: 3 } },
      completedSteps: 1,
      percent: 50,
      missing: ['personal_profile'],
    },
    {
      rule: 'names and an avatar: 2 of 2 steps, 100 %, though not yet fully verified',
      user: {
        ...NAMED,
        avatar: { id: 3 },
        personal_details_completed: true,
        id_verification_completed: false,
      },
      completedSteps: 2,
      percent: 100,
      missing: [],
    },
  ])('$rule', ({ user, completedSteps, percent, missing }) => {
    expect(profileProgress(user)).toEqual({
      fullyVerified: false,
      completedSteps,
      totalSteps: 2,
      percent,
      missing,
    });
  });

  it('a fully verified user is fully complete, whatever steps are missing', () => {
    expect(profileProgress({ personal_details_completed: true, id_verification_completed: true })).toEqual({
      fullyVerified: true,
      completedSteps: 2,
      totalSteps: 2,
      percent: 100,
      missing: [],
    });
  });
});
