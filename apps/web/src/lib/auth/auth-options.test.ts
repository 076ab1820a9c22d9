import { describe, expect, it } from 'vitest';
import { writeCookie } from '../cookies';
import { AUTH_OPTIONS_DEFAULTS } from '../web-settings';
import { authOptionsOf, readAuthOptions, writeAuthOptions } from './auth-options';

describe('auth options cookie (spec §3)', () => {
  it('defaults both options to false', () => {
    expect(readAuthOptions()).toEqual({ skipOnboarding: false, skipSubscription: false });
  });

  it('keeps a change and the other option as it was', () => {
    writeAuthOptions({ skipOnboarding: true });
    expect(readAuthOptions()).toEqual({ skipOnboarding: true, skipSubscription: false });
  });

  it('falls back to the defaults when the cookie cannot be read', () => {
    writeCookie('auth-options', '{not json');
    expect(readAuthOptions()).toEqual({ skipOnboarding: false, skipSubscription: false });
  });
});

describe('authOptionsOf', () => {
  it('skipOnboarding and skipSubscription both default to false', () => {
    expect(AUTH_OPTIONS_DEFAULTS).toEqual({ skipOnboarding: false, skipSubscription: false });
    expect(authOptionsOf({})).toEqual(AUTH_OPTIONS_DEFAULTS);
  });

  it.each([
    {
      cookie: { skipOnboarding: true, skipSubscription: false },
      options: { skipOnboarding: true, skipSubscription: false },
    },
    {
      cookie: { skipOnboarding: false, skipSubscription: true },
      options: { skipOnboarding: false, skipSubscription: true },
    },
    {
      cookie: { skipOnboarding: 'yes', skipSubscription: true },
      options: { skipOnboarding: false, skipSubscription: true },
    },
    { cookie: { skipOnboarding: true }, options: { skipOnboarding: true, skipSubscription: false } },
    { cookie: null, options: { skipOnboarding: false, skipSubscription: false } },
    { cookie: 'garbage', options: { skipOnboarding: false, skipSubscription: false } },
  ])('the cookie value $cookie is read as $options (anything unreadable is false)', ({ cookie, options }) => {
    expect(authOptionsOf(cookie)).toEqual(options);
  });
});
