import {
  WEEKDAYS,
  boundingBox,
  chordSquared,
  unitVector,
  type Weekday,
  type WeeklyTimeRange,
} from '@alongside/domain';
import type { Database } from '../../db/database';
import { SEARCH_MASK_VALUES, searchMask } from '../../db/schema/index';
import {
  EVERYTHING,
  latestChange,
  readChangedWorkers,
  readFindableWorkers,
  type WorkerSearchEntry,
} from './search-index.repository';
import type { WorkerSearch, WorkerSearchSort } from './workers.repository';

/**
 * Worker search from memory (decision 021). Each API process holds every findable worker's search
 * facts (the columns decision 018's matching reads, about half a kilobyte a worker) in a grid of 0.05°
 * cells, and matches, scores and orders a search there; the database is asked only for the page's
 * cards. The index is never behind the search's own reads: the database logs every change to a
 * worker in `worker_search_changes` with the writing transaction's id (migration 0008's triggers),
 * each search reads the newest logged id with the searcher's row, and when it is at or past what
 * the index has seen, the index first reads the workers changed since, in one query.
 */

/** Bit masks are compared as 32-bit integers: a list past 32 values needs wider masks here. */
for (const [list, values] of Object.entries(SEARCH_MASK_VALUES)) {
  if (values.length > 32) throw new Error(`The search index compares at most 32 ${list}.`);
}

/** One worker of a page: who, and the squared chord to them (the distance, `kmOfChordSquared`). */
export type SearchHit = { id: string; chord: number };

/** The grid's cells are 0.05° square (about 5.5 km north to south): a 10 km search reads about 30. */
const CELL_DEGREES = 0.05;
const cellKey = (row: number, column: number) => (row + 4_000) * 10_000 + (column + 5_000);
const cellRow = (latitude: number) => Math.floor(latitude / CELL_DEGREES);
const cellColumn = (longitude: number) => Math.floor(longitude / CELL_DEGREES);
const cellOf = (latitude: number, longitude: number) => cellKey(cellRow(latitude), cellColumn(longitude));

const VERIFIED = 1;
const HAS_CAR = 2;

/** The groups of a cell's workers, by their flags: none, VERIFIED, HAS_CAR, both. */
const GROUPS = 4;

/**
 * A cell's workers, one column of numbers per fact, each worker at the same place in every column,
 * so a search reads only the columns its tests reach, front to back: most workers of a city cell
 * are turned away by their distance, and never have the rest read (decision 021). The workers are
 * kept in groups by their flags, so a search reads only the groups its flags allow: a search of
 * verified workers with a car never touches the others. 100 000 workers are then a few thousand
 * objects to the garbage collector, not a few hundred thousand.
 */
class Cell {
  readonly ids: string[] = [];
  /** Availability packed as day index, start and end in seconds, three numbers a range. */
  readonly availability: Int32Array[] = [];
  /** Where each group of flags starts; group g is starts[g] up to starts[g + 1], the last ends at the count. */
  readonly starts = new Int32Array(GROUPS + 1);
  /** The point as a unit vector (`unitVector`). */
  x = new Float64Array(16);
  y = new Float64Array(16);
  z = new Float64Array(16);
  /** The squared chord of how far they travel (`chordSquared`); -1 with no range, which never matches. */
  reach = new Float64Array(16);
  clientGenders = new Int32Array(16);
  services = new Int32Array(16);
  languages = new Int32Array(16);
  /** The worker's gender as its place in the index's `genders` (-1: not said). */
  gender = new Int32Array(16);
  /** Weekday hourly rate in cents; -1 with none. */
  rate = new Float64Array(16);
  /** When they joined, in ms; NaN when not known. */
  joinedAt = new Float64Array(16);

  /**
   * The cell's centre as a unit vector, and the straight-line distance from it to the furthest
   * corner, a little more: no worker of the cell is further from the centre than that.
   */
  readonly centre: { x: number; y: number; z: number };
  readonly extent: number;

  constructor(row: number, column: number) {
    const corner = (r: number, c: number) =>
      unitVector({ latitude: r * CELL_DEGREES, longitude: c * CELL_DEGREES });
    this.centre = corner(row + 0.5, column + 0.5);
    const apart = (point: { x: number; y: number; z: number }) =>
      Math.hypot(point.x - this.centre.x, point.y - this.centre.y, point.z - this.centre.z);
    this.extent =
      Math.max(
        apart(corner(row, column)),
        apart(corner(row + 1, column)),
        apart(corner(row, column + 1)),
        apart(corner(row + 1, column + 1)),
      ) * 1.01;
  }

  get count(): number {
    return this.starts[GROUPS]!;
  }

  /**
   * Makes room for one more worker in the group of `flags` and gives their place; the caller
   * fills in their numbers. The first worker of each later group moves to that group's end.
   */
  add(id: string, availability: Int32Array, flags: number): number {
    const { starts } = this;
    if (this.count === this.x.length) {
      this.x = wider(this.x);
      this.y = wider(this.y);
      this.z = wider(this.z);
      this.reach = wider(this.reach);
      this.clientGenders = wider(this.clientGenders);
      this.services = wider(this.services);
      this.languages = wider(this.languages);
      this.gender = wider(this.gender);
      this.rate = wider(this.rate);
      this.joinedAt = wider(this.joinedAt);
    }
    let free = this.count;
    for (let group = GROUPS - 1; group > flags; group--) {
      this.move(starts[group]!, free);
      free = starts[group]!;
      starts[group]!++;
    }
    starts[GROUPS]!++;
    this.ids[free] = id;
    this.availability[free] = availability;
    return free;
  }

  /** Takes out the worker at `at`: the last of their group takes their place, and so on for each later group. */
  remove(at: number): void {
    const { starts } = this;
    let group = 0;
    while (at >= starts[group + 1]!) group++;
    let free = at;
    this.move(starts[group + 1]! - 1, free);
    free = starts[group + 1]! - 1;
    for (group++; group < GROUPS; group++) {
      this.move(starts[group + 1]! - 1, free);
      starts[group]!--;
      free = starts[group + 1]! - 1;
    }
    starts[GROUPS]!--;
    this.ids.length = this.count;
    this.availability.length = this.count;
  }

  /** Copies the worker at `from` to `to` in every column. */
  private move(from: number, to: number): void {
    if (from === to) return;
    this.ids[to] = this.ids[from]!;
    this.availability[to] = this.availability[from]!;
    for (const column of [
      this.x,
      this.y,
      this.z,
      this.reach,
      this.clientGenders,
      this.services,
      this.languages,
      this.gender,
      this.rate,
      this.joinedAt,
    ]) {
      column[to] = column[from]!;
    }
  }
}

const indexes = new WeakMap<Database, WorkerSearchIndex>();

/** The search index of a database, one per process (empty until its first search). */
export function workerSearchIndex(db: Database): WorkerSearchIndex {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new WorkerSearchIndex(db)));
  return index;
}

export class WorkerSearchIndex {
  /** The cells of the grid that hold anyone, by `cellKey`. */
  private readonly cells = new Map<number, Cell>();
  /** The cell of each worker. */
  private readonly cellOfWorker = new Map<string, Cell>();
  /** The workers' genders, each once: a cell's gender column holds its place here. */
  private readonly genders: string[] = [];
  /** Every change by a transaction older than this is in the index; null before the first load. */
  private horizon: number | null = null;
  private syncing: Promise<void> = Promise.resolve();
  private readonly listeners: ((changed: readonly string[] | 'everyone') => void)[] = [];

  constructor(private readonly db: Database) {}

  /** Tells `listener` of the workers the index has just read again (after they changed), or of a full load. */
  onChange(listener: (changed: readonly string[] | 'everyone') => void): void {
    this.listeners.push(listener);
  }

  private changed(changed: readonly string[] | 'everyone'): void {
    for (const listener of this.listeners) listener(changed);
  }

  get size(): number {
    return this.cellOfWorker.size;
  }

  /**
   * Brings the index up to `latest`, the newest change a read of the caller's saw (undefined: read
   * it now). The first call loads every worker; later ones read the workers changed since. One
   * load or catch-up runs at a time.
   */
  async current(latest?: number | null): Promise<void> {
    const run = this.syncing.then(() => this.sync(latest));
    this.syncing = run.catch(() => undefined);
    return run;
  }

  private async sync(latest: number | null | undefined): Promise<void> {
    if (this.horizon === null) return this.load();
    const newest = latest !== undefined ? latest : await latestChange(this.db);
    if (newest !== null && newest >= this.horizon) await this.catchUp(this.horizon);
  }

  /** Every findable worker, read in one snapshot with its horizon. */
  private async load(): Promise<void> {
    const { horizon, rows } = await readFindableWorkers(this.db);
    this.cellOfWorker.clear();
    this.cells.clear();
    for (const row of rows) this.put(row);
    this.horizon = horizon;
    this.changed('everyone');
  }

  /** The workers changed by transactions at or after `since`, as they are now. */
  private async catchUp(since: number): Promise<void> {
    const { horizon, rows } = await readChangedWorkers(this.db, since);
    if (rows.some((row) => row.changed === EVERYTHING)) {
      this.horizon = null;
      return this.load();
    }
    for (const { changed, ...row } of rows) {
      this.remove(changed);
      this.put(row);
    }
    this.horizon = horizon;
    this.changed(rows.map((row) => row.changed));
  }

  private put(row: WorkerSearchEntry): void {
    if (!row.id || row.latitude === null || row.longitude === null || row.visibility === 'hidden') return;
    const key = cellOf(row.latitude, row.longitude);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = new Cell(cellRow(row.latitude), cellColumn(row.longitude))));
    const flags =
      (row.personal_details_completed && row.id_verification_completed ? VERIFIED : 0) |
      (row.car_ownership === 'has_car' ? HAS_CAR : 0);
    const at = cell.add(row.id, packAvailability(row.availability ?? []), flags);
    cell.x[at] = row.x!;
    cell.y[at] = row.y!;
    cell.z[at] = row.z!;
    cell.reach[at] = row.reach ?? -1;
    cell.clientGenders[at] = Number(row.client_genders) | 0;
    cell.services[at] = Number(row.services) | 0;
    cell.languages[at] = Number(row.languages) | 0;
    cell.gender[at] = this.genderCode(row.gender);
    cell.rate[at] = row.rate ?? -1;
    cell.joinedAt[at] = row.joined_at ? row.joined_at.getTime() : NaN;
    this.cellOfWorker.set(row.id, cell);
  }

  private remove(id: string): void {
    const cell = this.cellOfWorker.get(id);
    if (!cell) return;
    this.cellOfWorker.delete(id);
    cell.remove(cell.ids.indexOf(id));
  }

  private genderCode(gender: string | null): number {
    if (gender === null) return -1;
    const code = this.genders.indexOf(gender);
    return code < 0 ? this.genders.push(gender) - 1 : code;
  }

  /**
   * The page of `search` and the number of all its matches: `workerMatches` (domain), each condition
   * of MATCH_CONDITIONS tested on the worker's columns, then the sort's order, ending with the id so
   * pages never repeat or skip.
   */
  search(search: WorkerSearch): { total: number; hits: SearchHit[] } {
    const { client, wishes, filters } = search;
    const box = boundingBox(search.centre, filters.radius_km);
    const { x: cx, y: cy, z: cz } = unitVector(search.centre);
    const radiusReach = chordSquared(filters.radius_km);
    const genders = SEARCH_MASK_VALUES.client_genders;
    const clientGenders =
      searchMask(
        genders,
        client.gender && (genders as readonly string[]).includes(client.gender) ? [client.gender] : genders,
      ) | 0;
    // A gender no worker has is a place none holds (-2), so it matches nobody.
    const codeOf = (gender: string) => {
      const code = this.genders.indexOf(gender);
      return code < 0 ? -2 : code;
    };
    const preferredGender =
      client.preferred_worker_gender && client.preferred_worker_gender !== 'no_preference'
        ? codeOf(client.preferred_worker_gender)
        : null;
    // verified (unless the unverified are asked for), and client_car_requirement with has_car
    const required =
      (filters.include_unverified === true ? 0 : VERIFIED) |
      (client.car_requirement === 'needed' || filters.has_car === true ? HAS_CAR : 0);
    const services = searchMask(SEARCH_MASK_VALUES.services, filters.services ?? []) | 0;
    const gender = filters.gender ? codeOf(filters.gender) : null;
    const days = filters.days?.length ? filters.days.map(dayIndex) : null;
    const from = seconds(filters.from ?? '00:00:00');
    const to = seconds(filters.to ?? '24:00:00');
    const maxRate = filters.max_rate ?? null;
    const languages = searchMask(SEARCH_MASK_VALUES.languages, filters.languages ?? []) | 0;
    const needed = searchMask(SEARCH_MASK_VALUES.services, wishes.support_requirements) | 0;
    const preferredLanguages = searchMask(SEARCH_MASK_VALUES.languages, wishes.preferred_languages) | 0;
    const budget = wishes.max_hourly_rate;

    const found = candidates.reset();
    const offset = (search.page - 1) * search.limit;
    const top = new TopK(offset + search.limit, byKeys(found));
    const order = SORTS.indexOf(search.sort);
    let total = 0;
    // The first two keys of the page's last, once the page is full: a match after it on them is only counted.
    let lastFirst = Infinity;
    let lastSecond = Infinity;
    // A cell whose every point is further than the radius is passed over (`Cell.extent`).
    const radius = Math.sqrt(radiusReach);
    const lastRow = cellRow(box.maxLatitude);
    const lastColumn = cellColumn(box.maxLongitude);
    for (let row = cellRow(box.minLatitude); row <= lastRow; row++) {
      for (let column = cellColumn(box.minLongitude); column <= lastColumn; column++) {
        const cell = this.cells.get(cellKey(row, column));
        if (!cell) continue;
        const { centre } = cell;
        if (Math.hypot(centre.x - cx, centre.y - cy, centre.z - cz) - cell.extent > radius) continue;
        const { ids, availability, starts, x, y, z, reach, clientGenders: accepted } = cell;
        // Only the groups whose flags hold every one required.
        for (let group = required; group < GROUPS; group++) {
          if ((group & required) !== required) continue;
          const end = starts[group + 1]!;
          for (let worker = starts[group]!; worker < end; worker++) {
            const dx = x[worker]! - cx;
            const dy = y[worker]! - cy;
            const dz = z[worker]! - cz;
            const chord = dx * dx + dy * dy + dz * dz;
            // within_radius and within_worker_range (`chordSquared` grows with the distance)
            const workerReach = reach[worker]!;
            if (chord > radiusReach || workerReach < 0 || chord > workerReach) continue;
            if ((accepted[worker]! & clientGenders) !== clientGenders) continue;
            const workerGender = cell.gender[worker]!;
            if (preferredGender !== null && workerGender !== preferredGender) continue;
            const offered = cell.services[worker]!;
            if ((offered & services) !== services) continue;
            if (gender !== null && workerGender !== gender) continue;
            if (days !== null && !isAvailablePacked(availability[worker]!, days, from, to)) continue;
            const rate = cell.rate[worker]!;
            if (maxRate !== null && (rate < 0 || rate > maxRate)) continue;
            const spoken = cell.languages[worker]!;
            if (languages !== 0 && (spoken & languages) === 0) continue;
            total++;
            // The sort's keys (`Candidates`).
            let first: number;
            let second = 0;
            let third = 0;
            switch (order) {
              case BEST_MATCH:
                first = -(
                  3 * bitCount(offered & needed) +
                  ((spoken & preferredLanguages) !== 0 ? 2 : 0) +
                  (budget !== null && rate >= 0 && rate <= budget ? 1 : 0)
                );
                second = chord;
                break;
              case DISTANCE:
                first = chord;
                break;
              case RATE:
                first = rate < 0 ? Infinity : rate;
                second = chord;
                break;
              default:
                first = newestKey(cell.joinedAt[worker]!);
            }
            if (first > lastFirst || (first === lastFirst && second > lastSecond)) continue;
            if (order === BEST_MATCH) third = newestKey(cell.joinedAt[worker]!);
            const last = top.offer(found.add(ids[worker]!, chord, first, second, third));
            if (last !== undefined) {
              lastFirst = found.first[last]!;
              lastSecond = found.second[last]!;
            }
          }
        }
      }
    }
    return {
      total,
      hits: top
        .sorted()
        .slice(offset)
        .map((candidate) => ({ id: found.ids[candidate]!, chord: found.chords[candidate]! })),
    };
  }
}

/** The sorts, by their place here. */
const SORTS: readonly WorkerSearchSort[] = ['best_match', 'distance', 'rate', 'newest'];
const [BEST_MATCH, DISTANCE, RATE] = [0, 1, 2];

/** When a worker joined as a key, newest first; not known first, as PostgreSQL orders nulls in a descending sort. */
function newestKey(joinedAt: number): number {
  return Number.isNaN(joinedAt) ? -Infinity : -joinedAt;
}

/**
 * The matches a search keeps for its page, by number, with the three keys its sort orders them by,
 * each lowest first, then the id (decision 018's orders): best match is the score (highest first),
 * the distance, then the newest; distance is the distance; the lowest rate is the weekday rate (no
 * rate last), then the distance; newest is when they joined (not known first). A search never
 * awaits, so one set serves every search, its arrays grown once to the most any search kept.
 */
class Candidates {
  readonly ids: string[] = [];
  chords = new Float64Array(1_024);
  first = new Float64Array(1_024);
  second = new Float64Array(1_024);
  third = new Float64Array(1_024);

  reset(): this {
    this.ids.length = 0;
    return this;
  }

  add(id: string, chord: number, first: number, second: number, third: number): number {
    const candidate = this.ids.length;
    if (candidate === this.chords.length) {
      this.chords = wider(this.chords);
      this.first = wider(this.first);
      this.second = wider(this.second);
      this.third = wider(this.third);
    }
    this.ids.push(id);
    this.chords[candidate] = chord;
    this.first[candidate] = first;
    this.second[candidate] = second;
    this.third[candidate] = third;
    return candidate;
  }
}

const candidates = new Candidates();

/** A column twice as long, with its numbers copied in. */
function wider<T extends Int32Array<ArrayBuffer> | Float64Array<ArrayBuffer>>(column: T): T {
  const grown = new (column.constructor as new (length: number) => T)(column.length * 2);
  grown.set(column);
  return grown;
}

/**
 * Two candidates in order by their keys, then their ids. Two equal infinite keys give NaN, which
 * counts as a tie. The columns are read when compared: the arrays may have grown since.
 */
function byKeys(found: Candidates): (a: number, b: number) => number {
  const { ids } = found;
  return (a, b) =>
    found.first[a]! - found.first[b]! ||
    found.second[a]! - found.second[b]! ||
    found.third[a]! - found.third[b]! ||
    (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
}

/** The first `size` of the candidates offered, in order, without sorting them all. */
export class TopK<T> {
  private readonly kept: T[] = [];

  constructor(
    private readonly size: number,
    private readonly order: (a: T, b: T) => number,
  ) {}

  /** Keeps `item` if it is among the first `size`; gives the last kept once `size` are kept. */
  offer(item: T): T | undefined {
    const { kept, size, order } = this;
    if (kept.length === size) {
      if (size === 0 || order(item, kept[size - 1]!) >= 0) return kept[size - 1];
      kept.pop();
    }
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(kept[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    return kept.length === size ? kept[size - 1] : undefined;
  }

  sorted(): readonly T[] {
    return this.kept;
  }
}

function bitCount(mask: number): number {
  let count = 0;
  for (let bits = mask >>> 0; bits !== 0; bits &= bits - 1) count++;
  return count;
}

const dayIndex = (day: Weekday) => WEEKDAYS.indexOf(day);

/** "HH:MM" or "HH:MM:SS" as seconds since midnight ("24:00:00" is 86 400). */
export function seconds(time: string): number {
  const [hours = 0, minutes = 0, secs = 0] = time.split(':').map(Number);
  return hours * 3600 + minutes * 60 + secs;
}

/** A schedule as day index, start and end in seconds, three numbers a range. */
export function packAvailability(schedule: readonly WeeklyTimeRange[]): Int32Array {
  const packed = new Int32Array(schedule.length * 3);
  schedule.forEach((range, at) => {
    packed[at * 3] = dayIndex(range.day);
    packed[at * 3 + 1] = seconds(range.start);
    packed[at * 3 + 2] = seconds(range.end);
  });
  return packed;
}

/** `isAvailable` (domain) on a packed schedule: on every day, a range overlapping from–to. */
export function isAvailablePacked(
  packed: Int32Array,
  days: readonly number[],
  from: number,
  to: number,
): boolean {
  return days.every((day) => {
    for (let at = 0; at < packed.length; at += 3) {
      if (packed[at] === day && packed[at + 1]! < to && packed[at + 2]! > from) return true;
    }
    return false;
  });
}

/**
 * The cards of the workers searches show most, kept between searches (decision 021). The search
 * index tells it who changed before every search, and a card read while a change was being taken
 * in is not kept, so a kept card is never older than the index.
 */
export class CardCache<Card> {
  private readonly cards = new Map<string, Card>();
  private generation = 0;

  constructor(
    index: Pick<WorkerSearchIndex, 'onChange'>,
    private readonly capacity: number,
  ) {
    index.onChange((changed) => {
      this.generation++;
      if (changed === 'everyone') this.cards.clear();
      else for (const id of changed) this.cards.delete(id);
    });
  }

  /**
   * The cards of `ids` (in no order), reading the ones not kept with `read`, and keeping them. The
   * least recently shown go first when it is full.
   */
  async cardsOf(
    ids: readonly string[],
    read: (ids: string[]) => Promise<[string, Card][]>,
  ): Promise<Map<string, Card>> {
    const found = new Map<string, Card>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card === undefined) {
        missing.push(id);
        continue;
      }
      this.cards.delete(id);
      this.cards.set(id, card);
      found.set(id, card);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const fresh = await read(missing);
    const keep = generation === this.generation;
    for (const [id, card] of fresh) {
      found.set(id, card);
      if (keep) this.cards.set(id, card);
    }
    while (this.cards.size > this.capacity) this.cards.delete(this.cards.keys().next().value!);
    return found;
  }

  get size(): number {
    return this.cards.size;
  }
}
