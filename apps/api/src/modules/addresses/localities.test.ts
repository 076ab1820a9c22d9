import { describe, expect, it } from 'vitest';
import {
  buildLocalityIndex,
  findLocality,
  findLocalityIn,
  localityCoordinates,
  localityIndex,
  suggestLocalities,
  suggestLocalitiesIn,
  titleCase,
  type LocalitySourceRow,
} from './localities';

const row = (overrides: Partial<LocalitySourceRow>): LocalitySourceRow => ({
  postcode: '3000',
  locality: 'MELBOURNE',
  state: 'VIC',
  lat: -37.81,
  long: 144.96,
  type: 'Delivery Area',
  ...overrides,
});

describe('title case for display', () => {
  it.each([
    ['PARRAMATTA', 'Parramatta'],
    ['ST KILDA EAST', 'St Kilda East'],
    ["O'CONNOR", "O'Connor"],
    ['O’MALLEY', "O'Malley"],
    ['MCMAHONS POINT', 'McMahons Point'],
    ['BRIGHTON-LE-SANDS', 'Brighton-Le-Sands'],
    ['ERNABELLA (PUKATJA)', 'Ernabella (Pukatja)'],
    ['ISLE OF THE DEAD', 'Isle of the Dead'],
    ['THE ROCKS', 'The Rocks'],
  ])('%s → %s', (source, shown) => {
    expect(titleCase(source)).toBe(shown);
  });
});

describe('the index keeps only places people live, once each', () => {
  const index = buildLocalityIndex([
    row({ locality: 'PARRAMATTA', state: 'NSW', postcode: '2150', type: 'Delivery Area' }),
    row({ locality: 'PARRAMATTA', state: 'NSW', postcode: '2124', type: 'Post Office Boxes' }),
    row({ locality: 'PARRAMATTA', state: 'NSW', postcode: '1740', type: 'LVR' }),
    row({ locality: 'DARWIN MC', state: 'NT', postcode: '0820', type: '' }),
    row({ locality: 'Glen InnesLAMBTON', state: 'NSW', postcode: '2299', type: '' }),
    row({ locality: 'MAYFIELD', state: 'NSW', postcode: '2304', type: '', lat: -35.6, long: 149.7 }),
    row({
      locality: 'MAYFIELD',
      state: 'NSW',
      postcode: '2304',
      type: 'Delivery Area',
      lat: -32.88,
      long: 151.73,
    }),
    row({ locality: 'NOWHERE', state: 'XX', postcode: '9999' }),
  ]);

  it.each([
    ['a delivery area', 'Parramatta', 'NSW', '2150', true],
    ['a post-office-box-only postcode', 'Parramatta', 'NSW', '2124', false],
    ['a large-volume receiver', 'Parramatta', 'NSW', '1740', false],
    ['a mail centre', 'Darwin MC', 'NT', '0820', false],
    ['a broken row', 'Glen InnesLAMBTON', 'NSW', '2299', false],
    ['an unknown state', 'Nowhere', 'XX', '9999', false],
  ])('%s: %s %s %s kept = %s', (_kind, suburb, state, postcode, kept) => {
    expect(findLocalityIn(index, { suburb, state, postcode }) !== null).toBe(kept);
  });

  it('keeps one entry for a duplicate, preferring the delivery-area row and its point', () => {
    expect(index.byName.filter((entry) => entry.key === 'MAYFIELD')).toHaveLength(1);
    expect(findLocalityIn(index, { suburb: 'Mayfield', state: 'NSW', postcode: '2304' })).toEqual({
      suburb: 'Mayfield',
      state: 'NSW',
      postcode: '2304',
      latitude: -32.88,
      longitude: 151.73,
    });
  });
});

describe('exact lookups on the whole dataset', () => {
  it.each([
    ['Parramatta', 'NSW', '2150'],
    ['PARRAMATTA', 'nsw', '2150'],
    ['st kilda east', 'VIC', '3183'],
    ['Darwin City', 'NT', '0800'],
    ["O'Connor", 'ACT', '2602'],
    ['O’Connor', 'ACT', '2602'],
    ['Kippa Ring', 'QLD', '4021'],
    ['Hobart', 'TAS', '7000'],
    ['Fremantle', 'WA', '6160'],
    ['Adelaide', 'SA', '5000'],
  ])('accepts the real place %s %s %s', (suburb, state, postcode) => {
    expect(findLocality({ suburb, state, postcode })).not.toBeNull();
  });

  it.each([
    ['a wrong postcode for the suburb', 'Parramatta', 'NSW', '3000'],
    ['the wrong state', 'Parramatta', 'VIC', '2150'],
    ['a post-office-box-only postcode', 'Parramatta', 'NSW', '2124'],
    ['a large-volume receiver', 'Parramatta', 'NSW', '1740'],
    ['a made-up suburb', 'Wakanda', 'NSW', '2150'],
  ])('refuses %s (%s %s %s)', (_kind, suburb, state, postcode) => {
    expect(findLocality({ suburb, state, postcode })).toBeNull();
  });

  it('gives the coordinates of a suburb, for radius search', () => {
    const point = localityCoordinates({ suburb: 'Parramatta', state: 'NSW', postcode: '2150' });
    expect(point?.latitude).toBeCloseTo(-33.81, 1);
    expect(point?.longitude).toBeCloseTo(151.0, 1);
    expect(localityCoordinates({ suburb: 'Parramatta', state: 'NSW', postcode: '2124' })).toBeNull();
  });

  it('keeps tens of thousands of places, not the raw file', () => {
    const count = localityIndex().byName.length;
    expect(count).toBeGreaterThan(17_000);
    expect(count).toBeLessThan(18_545);
  });
});

describe('suggestions', () => {
  const shown = (query: string, limit?: number) =>
    suggestLocalities(query, limit).map((place) => `${place.suburb} ${place.state} ${place.postcode}`);

  it('lists names starting with the query in alphabetical order, so the exact name comes first', () => {
    expect(shown('parramatta')).toEqual([
      'Parramatta NSW 2150',
      'Parramatta Park QLD 4870',
      'Parramatta Westfield NSW 2150',
      'North Parramatta NSW 2151',
    ]);
  });

  it('puts names with a later word starting with the query after all those starting with it', () => {
    const names = shown('park', 40);
    const firstInner = names.findIndex((name) => !name.startsWith('Park'));
    expect(firstInner).toBeGreaterThan(0);
    expect(names.slice(firstInner).every((name) => / Park/.test(name) && !name.startsWith('Park'))).toBe(
      true,
    );
  });

  it.each([
    ['a postcode prefix, in postcode order', '215', 'Harris Park NSW 2150'],
    ['a whole postcode', '3183', 'Balaclava VIC 3183'],
    ['a name and a postcode', 'st kilda 3182', 'St Kilda VIC 3182'],
    ['any case', 'PARRA', 'Parrakie SA 5301'],
  ])('by %s', (_kind, query, first) => {
    expect(shown(query)[0]).toBe(first);
  });

  it('never suggests a post-office-box-only postcode', () => {
    expect(shown('2124')).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(shown('s')).toHaveLength(10);
    expect(shown('s', 3)).toHaveLength(3);
  });

  it.each(['', '   ', '12345', '!!'])('finds nothing for %j', (query) => {
    expect(suggestLocalitiesIn(localityIndex(), query)).toEqual([]);
  });
});
