import type { SessionUser } from '@alongside/contract';
import type { AuthOptions } from '../lib/auth/auth-options';
import { fullPath, safeRedirectPath, type LocationParts } from '../lib/safe-redirect';

/**
 * The named route guards of spec §2 (auth, onboarding, verify, worker) and the rules of the guest
 * pages. Each takes who is signed in (null: nobody) and where they are going, and answers with the
 * path to send them to instead, or null to let them through. The session must have loaded first.
 */
export type GuardUser = Pick<SessionUser, 'email_verified' | 'user_type' | 'onboarded_at'>;
export type Guard = (user: GuardUser | null, location: LocationParts) => string | null;

/** `/login?redirect=…` carrying the full path that was asked for (spec §2). */
export function loginPath(location: LocationParts): string {
  return `/login?redirect=${encodeURIComponent(fullPath(location))}`;
}

/** Pages that need a signed-in person with a confirmed e-mail address. */
export const authGuard: Guard = (user, location) => {
  if (!user) return loginPath(location);
  if (!user.email_verified) return `/verify?redirect=${encodeURIComponent(fullPath(location))}`;
  return null;
};

/** Pages for signed-out visitors only (spec §2), such as /reset-password: a signed-in person goes home. */
export const guestGuard: Guard = (user) => (user ? '/' : null);

/** Spec §2: a signed-in person goes to / when the e-mail address is confirmed, otherwise to /login. */
export const registerGuard: Guard = (user) => {
  if (!user) return null;
  return user.email_verified ? '/' : '/login';
};

/**
 * The code entry page: only for a signed-in person whose address is not confirmed yet. Once it is,
 * they go on to where they were heading (the redirect parameter) or home.
 */
export const verifyGuard: Guard = (user, location) => {
  if (!user) return loginPath(location);
  if (user.email_verified) return redirectParam(location) ?? '/';
  return null;
};

/** What a signed-in client or staff member is told on being sent home from a worker-only page. */
export const WORKER_GUARD_REFUSAL = 'Plans are for support workers, so we took you home.';

/** Spec §6: worker-only pages (the subscription). Everyone else goes home; signed-out visitors sign in. */
export const workerGuard: Guard = (user, location) => {
  if (!user) return loginPath(location);
  return user.user_type === 'worker' ? null : '/';
};

/**
 * Sends a signed-in person who has not finished onboarding to /onboarding, unless they chose to skip
 * it (the auth-options cookie, spec §3). Pages under /onboarding are let through to avoid a loop.
 */
export function onboardingGuard(options: Pick<AuthOptions, 'skipOnboarding'>): Guard {
  return (user, location) => {
    if (!user || user.onboarded_at || options.skipOnboarding) return null;
    if (location.pathname === '/onboarding' || location.pathname.startsWith('/onboarding/')) return null;
    return '/onboarding';
  };
}

/**
 * /redirect: a signed-in person goes to the redirect parameter when it is a safe path on this site,
 * else home; a signed-out visitor goes to the login page with the same redirect parameter.
 */
export const redirectGuard: Guard = (user, location) => {
  const param = new URLSearchParams(location.search).get('redirect');
  if (!user) return param === null ? '/login' : `/login?redirect=${encodeURIComponent(param)}`;
  return safeRedirectPath(param) ?? '/';
};

function redirectParam(location: LocationParts): string | null {
  return safeRedirectPath(new URLSearchParams(location.search).get('redirect'));
}
