import { describe, expect, it } from 'vitest';
import { AuthOptionsSchema } from './auth-options-schema';
import { AUTH_OPTIONS_DEFAULTS } from '../web-settings';

describe('AuthOptionsSchema', () => {
  it('skipOnboarding and skipSubscription both default to false', () => {
    expect(AUTH_OPTIONS_DEFAULTS).toEqual({ skipOnboarding: false, skipSubscription: false });
    expect(AuthOptionsSchema.parse({})).toEqual(AUTH_OPTIONS_DEFAULTS);
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
    expect(AuthOptionsSchema.parse(cookie)).toEqual(options);
  });
});
