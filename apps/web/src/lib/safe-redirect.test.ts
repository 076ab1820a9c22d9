import { describe, expect, it } from 'vitest';
import { afterSignInPath, fullPath, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/jobs?x=1#y', '/jobs?x=1#y'],
    ['/', '/'],
    ['/account/settings', '/account/settings'],
    ['/search?filter%5Bstate%5D=QLD', '/search?filter%5Bstate%5D=QLD'],
  ])('accepts the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'http://evil.com/jobs',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /jobs',
    'jobs',
    'javascript:alert(1)',
    '',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});

describe('afterSignInPath', () => {
  it('goes to a safe redirect parameter', () => {
    expect(afterSignInPath('/jobs?x=1#y')).toBe('/jobs?x=1#y');
  });

  it('goes home without a parameter, with an unsafe one, or with one that would undo the sign-in', () => {
    expect(afterSignInPath(null)).toBe('/');
    expect(afterSignInPath('//evil.com')).toBe('/');
    expect(afterSignInPath('/logout')).toBe('/');
    expect(afterSignInPath('/login?redirect=%2Fjobs')).toBe('/');
  });
});

describe('fullPath', () => {
  it('joins path, query and fragment', () => {
    expect(fullPath({ pathname: '/jobs', search: '?x=1', hash: '#y' })).toBe('/jobs?x=1#y');
  });
});
