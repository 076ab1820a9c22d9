import type { SessionUser } from '@alongside/contract';

/** Plain words for the two user types (spec §1). */
export function roleSentence(userType: SessionUser['user_type']): string {
  return userType === 'worker'
    ? 'You are signed in as a support worker.'
    : 'You are signed in as someone looking for support.';
}
