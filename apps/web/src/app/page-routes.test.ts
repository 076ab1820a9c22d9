import { describe, expect, it } from 'vitest';
import { pageMatcher } from './page-routes';

describe('whether a path is a page of its own', () => {
  const table = [
    {
      path: '/',
      children: [
        { index: true },
        { path: 'jobs/:id' },
        { path: 'account', children: [{ path: 'settings' }] },
        { path: '*' },
      ],
    },
  ];
  const isPage = pageMatcher(() => table);

  it.each([
    ['/', true],
    ['/jobs/4f0c', true],
    ['/account/settings', true],
    ['/account/nothing-here', false],
    ['/no-such-page', false],
  ])('%s: %s', (path, expected) => {
    expect(isPage(path)).toBe(expected);
    // Asked again, the kept answer is the same.
    expect(isPage(path)).toBe(expected);
  });
});
