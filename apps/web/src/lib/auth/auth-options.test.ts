import { describe, expect, it } from 'vitest';
import { writeCookie } from '../cookies';
import { readAuthOptions, writeAuthOptions } from './auth-options';

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
