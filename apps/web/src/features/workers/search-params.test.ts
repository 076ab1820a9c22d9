import { describe, expect, it } from 'vitest';
import { searchSummary } from './search-params';

describe('a recent search in a few words', () => {
  it.each([
    { query: 'filter[suburb]=Westmead&filter[state]=NSW', words: 'Near Westmead · Any kind of support' },
    {
      query: 'filter[address_id]=11111111-1111-4111-8111-111111111111&filter[services]=personal_care',
      words: 'Near your address · Personal care',
    },
    {
      query:
        'filter[suburb]=Parramatta&filter[radius_km]=10&filter[days]=tuesday,thursday&filter[has_car]=true',
      words: 'Near Parramatta · Within 10 km · Tuesday · Thursday · Has a car',
    },
    { query: 'filter[radius_km]=20&sort=rate', words: 'Near your address · Any kind of support' },
  ])('$query → $words', ({ query, words }) => {
    expect(searchSummary(new URLSearchParams(query))).toBe(words);
  });
});
