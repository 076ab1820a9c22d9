import { describe, expect, it } from 'vitest';
import { canHydrate, type Arrival } from './prerendered-root';

const signedOutAtLogin: Arrival = { pathname: '/login', search: '', signedIn: false, navigationState: false };

describe('canHydrate', () => {
  it('hydrates the page drawn for this path, signed out, with no query string or navigation state', () => {
    expect(canHydrate('/login', signedOutAtLogin)).toBe(true);
  });

  it.each<[string, string | null, Partial<Arrival>]>([
    ['the page holds no drawn page (index.html)', null, {}],
    ['the drawn page is of another path', '/register', {}],
    ['the path has a trailing slash the drawing did not', '/login', { pathname: '/login/' }],
    ['a query string can change the page (?redirect)', '/login', { search: '?redirect=%2Fsearch' }],
    ['a token cookie is there (the page renders for a signed-in person)', '/login', { signedIn: true }],
    ['the history entry carries navigation state', '/login', { navigationState: true }],
  ])('draws from scratch when %s', (_, drawn, change) => {
    expect(canHydrate(drawn, { ...signedOutAtLogin, ...change })).toBe(false);
  });
});
