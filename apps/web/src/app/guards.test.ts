import { describe, expect, it } from 'vitest';
import {
  authGuard,
  guestGuard,
  onboardingGuard,
  redirectGuard,
  registerGuard,
  verifyGuard,
  workerGuard,
  type Guard,
  type GuardUser,
} from './guards';

const signedOut = null;
const unverified: GuardUser = { email_verified: false, user_type: 'client', onboarded_at: null };
const client: GuardUser = { email_verified: true, user_type: 'client', onboarded_at: '2026-01-01T00:00:00Z' };
const worker: GuardUser = { email_verified: true, user_type: 'worker', onboarded_at: '2026-01-01T00:00:00Z' };
const notOnboarded: GuardUser = { email_verified: true, user_type: 'worker', onboarded_at: null };

const jobs = { pathname: '/jobs', search: '?x=1', hash: '#y' };
const JOBS_ENCODED = '%2Fjobs%3Fx%3D1%23y';

type Row = [
  name: string,
  guard: Guard,
  user: GuardUser | null,
  location: typeof jobs,
  expected: string | null,
];

const rows: Row[] = [
  ['auth', authGuard, signedOut, jobs, `/login?redirect=${JOBS_ENCODED}`],
  ['auth', authGuard, unverified, jobs, `/verify?redirect=${JOBS_ENCODED}`],
  ['auth', authGuard, client, jobs, null],
  ['auth', authGuard, worker, jobs, null],

  ['guest (reset-password)', guestGuard, signedOut, jobs, null],
  ['guest (reset-password)', guestGuard, unverified, jobs, '/'],
  ['guest (reset-password)', guestGuard, client, jobs, '/'],
  ['guest (reset-password)', guestGuard, worker, jobs, '/'],

  ['register', registerGuard, signedOut, jobs, null],
  ['register', registerGuard, unverified, jobs, '/login'],
  ['register', registerGuard, client, jobs, '/'],
  ['register', registerGuard, worker, jobs, '/'],

  [
    'verify',
    verifyGuard,
    signedOut,
    { pathname: '/verify', search: '?redirect=%2Fjobs', hash: '' },
    '/login?redirect=%2Fverify%3Fredirect%3D%252Fjobs',
  ],
  ['verify', verifyGuard, unverified, { pathname: '/verify', search: '?redirect=%2Fjobs', hash: '' }, null],
  ['verify', verifyGuard, client, { pathname: '/verify', search: '?redirect=%2Fjobs', hash: '' }, '/jobs'],
  ['verify', verifyGuard, worker, { pathname: '/verify', search: '', hash: '' }, '/'],
  ['verify', verifyGuard, worker, { pathname: '/verify', search: '?redirect=%2F%2Fevil.com', hash: '' }, '/'],

  ['worker', workerGuard, signedOut, jobs, `/login?redirect=${JOBS_ENCODED}`],
  ['worker', workerGuard, unverified, jobs, '/'],
  ['worker', workerGuard, client, jobs, '/'],
  ['worker', workerGuard, worker, jobs, null],

  ['onboarding', onboardingGuard({ skipOnboarding: false }), signedOut, jobs, null],
  ['onboarding', onboardingGuard({ skipOnboarding: false }), unverified, jobs, '/onboarding'],
  ['onboarding', onboardingGuard({ skipOnboarding: false }), client, jobs, null],
  ['onboarding', onboardingGuard({ skipOnboarding: false }), worker, jobs, null],
  ['onboarding', onboardingGuard({ skipOnboarding: false }), notOnboarded, jobs, '/onboarding'],
  ['onboarding (skipped)', onboardingGuard({ skipOnboarding: true }), notOnboarded, jobs, null],
  [
    'onboarding (on an onboarding page)',
    onboardingGuard({ skipOnboarding: false }),
    notOnboarded,
    { pathname: '/onboarding/welcome', search: '', hash: '' },
    null,
  ],

  [
    'redirect',
    redirectGuard,
    signedOut,
    { pathname: '/redirect', search: '?redirect=%2Fjobs', hash: '' },
    '/login?redirect=%2Fjobs',
  ],
  ['redirect', redirectGuard, signedOut, { pathname: '/redirect', search: '', hash: '' }, '/login'],
  [
    'redirect',
    redirectGuard,
    client,
    { pathname: '/redirect', search: '?redirect=%2Fjobs%3Fx%3D1', hash: '' },
    '/jobs?x=1',
  ],
  [
    'redirect',
    redirectGuard,
    worker,
    { pathname: '/redirect', search: '?redirect=https%3A%2F%2Fevil.com', hash: '' },
    '/',
  ],
  ['redirect', redirectGuard, unverified, { pathname: '/redirect', search: '', hash: '' }, '/'],
];

const describeUser = (user: GuardUser | null) =>
  user === null
    ? 'signed out'
    : `${user.email_verified ? 'verified' : 'unverified'} ${user.user_type}${user.onboarded_at ? '' : ' (not onboarded)'}`;

describe('route guards', () => {
  it.each(
    rows.map(
      (row) => [row[0], describeUser(row[2]), `${row[3].pathname}${row[3].search}`, row[4], row] as const,
    ),
  )('%s guard: a %s visitor of %s goes to %s', (_name, _user, _path, expected, [, guard, user, location]) => {
    expect(guard(user, location)).toBe(expected);
  });
});
