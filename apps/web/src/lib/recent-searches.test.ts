import { afterEach, describe, expect, it } from 'vitest';
import { forgetRecentSearches, MAX_RECENT_SEARCHES, recentSearches, rememberSearch } from './recent-searches';

const search = (query: string) => new URLSearchParams(query);

describe('recent searches, kept on the device', () => {
  afterEach(() => forgetRecentSearches());

  it('lists the newest first, without the page number, in a stable order of parameters', () => {
    rememberSearch(search('filter[services]=personal_care&page=3'));
    rememberSearch(search('sort=distance&filter[radius_km]=10'));
    expect(recentSearches()).toEqual([
      'filter%5Bradius_km%5D=10&sort=distance',
      'filter%5Bservices%5D=personal_care',
    ]);
  });

  it.each(['', 'page=2', 'sort=rate&page=3'])(
    'does not keep a search with no choice in it: "%s"',
    (query) => {
      rememberSearch(search(query));
      expect(recentSearches()).toEqual([]);
    },
  );

  it('moves a search made again to the top instead of listing it twice', () => {
    rememberSearch(search('filter[radius_km]=10&sort=distance'));
    rememberSearch(search('filter[services]=personal_care'));
    rememberSearch(search('sort=distance&filter[radius_km]=10&page=2'));
    expect(recentSearches()).toEqual([
      'filter%5Bradius_km%5D=10&sort=distance',
      'filter%5Bservices%5D=personal_care',
    ]);
  });

  it(`keeps ${MAX_RECENT_SEARCHES} at most`, () => {
    for (const radius of [5, 10, 20, 50, 100]) rememberSearch(search(`filter[radius_km]=${radius}`));
    expect(recentSearches()).toEqual([
      'filter%5Bradius_km%5D=100',
      'filter%5Bradius_km%5D=50',
      'filter%5Bradius_km%5D=20',
    ]);
  });

  it('forgets them all, and reads anything else kept under its name as none', () => {
    rememberSearch(search('filter[radius_km]=10'));
    forgetRecentSearches();
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem('alongside.recent-searches', '{not json');
    expect(recentSearches()).toEqual([]);
    window.localStorage.setItem('alongside.recent-searches', JSON.stringify([7, 'sort=rate']));
    expect(recentSearches()).toEqual(['sort=rate']);
  });
});
