import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../../test/session-user';
import { profileInformationLinks } from './profile-sections';

describe('profileInformationLinks', () => {
  it.each([
    {
      user_type: 'worker' as const,
      to: '/profile/profile-information/required-documents',
      label: 'Your checks and documents',
    },
    {
      user_type: 'client' as const,
      to: '/profile/profile-information/identity-documents',
      label: 'Prove who you are',
    },
  ])('ends with the $user_type’s verification screen, done once verified', ({ user_type, to, label }) => {
    const pending = profileInformationLinks(sessionUser({ user_type, id_verification_completed: false })).at(
      -1,
    );
    expect(pending).toMatchObject({ to, label, done: false });
    const verified = profileInformationLinks(sessionUser({ user_type, id_verification_completed: true })).at(
      -1,
    );
    expect(verified).toMatchObject({ to, done: true });
  });
});
