import {
  CLIENT_GENDERS,
  LANGUAGES,
  SERVICE_CATALOGUE,
  WEEKDAYS,
  boundingBox,
  chordSquared,
  unitVector,
  type ClientMatchFacts,
  type ClientWishes,
  type GeoPoint,
  type Weekday,
  type WeeklyTimeRange,
  type WorkerSearchFilters,
} from '@alongside/domain';
import KDBush from 'kdbush';
import type { Database } from '../../db/database';
import {
  EVERYTHING,
  latestChange,
  readChangedWorkers,
  readFindableWorkers,
  type WorkerSearchEntry,
} from './search-index.repository';

/**
 * Worker search from memory (decisions 021 and 028). Each API process holds every findable
 * worker's search facts, with their points in a k-d tree (`kdbush`), and matches, scores and
 * orders a search there; the database is asked only for the page's cards. The index is never
 * behind the search's own reads: the database logs every change to a worker in
 * `worker_search_changes` with the writing transaction's id (migration 0008's triggers), each search
 * reads the newest logged id with the searcher's row, and when it is at or past what the index has
 * seen, the index first reads the workers changed since, in one query. One index lives in the app
 * context (`AppContext.workerSearch`).
 */

/**
 * The lists a search compares as bits: value i of a list is bit i of a worker's mask, so a search
 * tests services, languages and the clients a worker supports with one integer operation each.
 */
export const SEARCH_MASK_VALUES = {
  services: SERVICE_CATALOGUE.map((service) => service.value),
  client_genders: CLIENT_GENDERS.map((gender) => gender.value),
  languages: LANGUAGES,
} as const;

/** Bit masks are compared as 32-bit integers: a list past 32 values needs wider masks here. */
for (const [list, values] of Object.entries(SEARCH_MASK_VALUES)) {
  if (values.length > 32) throw new Error(`The search index compares at most 32 ${list}.`);
}

/** The mask of these values of a list (`SEARCH_MASK_VALUES`); unknown values have no bit. */
export function searchMask(list: readonly string[], values: readonly string[]): number {
  let mask = 0;
  for (const value of new Set(values)) {
    const bit = list.indexOf(value);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

export type WorkerSearchSort = 'best_match' | 'distance' | 'rate' | 'newest';

/** Everything one search needs: where from, who asks, the filters, the order and the page. */
export type WorkerSearch = {
  centre: GeoPoint;
  client: ClientMatchFacts;
  wishes: ClientWishes;
  filters: WorkerSearchFilters;
  sort: WorkerSearchSort;
  page: number;
  limit: number;
};

/** One worker of a page: who, and the squared chord to them (their distance: `kmOfChordSquared`). */
export type SearchHit = { id: string; chordSquared: number };

/** What the index keeps of a findable worker: the facts the matching and the sorts read. */
type IndexedWorker = {
  id: string;
  latitude: number;
  longitude: number;
  /** The point as a unit vector (`unitVector`): distances are compared as squared chords. */
  x: number;
  y: number;
  z: number;
  /** The squared chord of how far they travel (`chordSquared`); -1 with no range, which never matches. */
  rangeChordSquared: number;
  verified: boolean;
  hasCar: boolean;
  /** Bit masks of SEARCH_MASK_VALUES (`searchMask`). */
  clientGenders: number;
  services: number;
  languages: number;
  gender: string | null;
  /** Weekday hourly rate in cents; -1 with none. */
  rate: number;
  /** When they joined, in ms; NaN when not known. */
  joinedAt: number;
  /** Availability packed as day index, start and end in seconds, three numbers a range. */
  availability: Int32Array;
};

/** A match kept for the page, with the three keys its sort orders by (each lowest first), then the id. */
type Candidate = {
  worker: IndexedWorker;
  chordSquared: number;
  first: number;
  second: number;
  third: number;
};

/**
 * Workers added or moved since the tree was built are kept beside it and read in full by every
 * search; past this many the tree is built again (about 20 ms for 100 000 workers).
 */
const REBUILD_AFTER = 1_000;

export class WorkerSearchIndex {
  /** The workers at the tree's points, by the tree's ids; null for one gone or moved since. */
  private placed: (IndexedWorker | null)[] = [];
  private tree: KDBush | null = null;
  /** Each worker's place in `placed`, for the workers the tree holds where they are. */
  private readonly treeIdOf = new Map<string, number>();
  /** Workers added or moved since the tree was built. */
  private readonly unplaced = new Map<string, IndexedWorker>();
  /** Each changed worker's version (`versionOf`); a full load starts every worker at `baseline`. */
  private readonly versions = new Map<string, number>();
  private baseline = 0;
  private changes = 0;
  /** Every change by a transaction older than this is in the index; null before the first load. */
  private seenBefore: number | null = null;
  private syncing: Promise<void> = Promise.resolve();

  private readonly rebuildAfter: number;

  constructor(
    private readonly db: Database,
    options: { rebuildAfter?: number } = {},
  ) {
    this.rebuildAfter = options.rebuildAfter ?? REBUILD_AFTER;
  }

  /**
   * A number that changes whenever the index reads the worker again (a change to what their card
   * shows, as the change log counts it): a kept card of theirs is good while it is the same.
   */
  versionOf(id: string): number {
    return this.versions.get(id) ?? this.baseline;
  }

  get size(): number {
    return this.treeIdOf.size + this.unplaced.size;
  }

  /**
   * Brings the index up to `latest`, the newest change a read of the caller's saw (undefined: read
   * it now). The first call loads every worker; later ones read the workers changed since. One
   * load or catch-up runs at a time.
   */
  async catchUp(latest?: number | null): Promise<void> {
    const run = this.syncing.then(() => this.sync(latest));
    this.syncing = run.catch(() => undefined);
    return run;
  }

  private async sync(latest: number | null | undefined): Promise<void> {
    if (this.seenBefore === null) return this.load();
    const newest = latest !== undefined ? latest : await latestChange(this.db);
    if (newest !== null && newest >= this.seenBefore) await this.readChanges(this.seenBefore);
  }

  /** Every findable worker, read in one snapshot. */
  private async load(): Promise<void> {
    const { seenBefore, rows } = await readFindableWorkers(this.db);
    this.build(rows.flatMap((row) => indexed(row) ?? []));
    this.versions.clear();
    this.baseline = ++this.changes;
    this.seenBefore = seenBefore;
  }

  /** The workers changed by transactions at or after `since`, as they are now. */
  private async readChanges(since: number): Promise<void> {
    const { seenBefore, rows } = await readChangedWorkers(this.db, since);
    if (rows.some((row) => row.changed === EVERYTHING)) {
      this.seenBefore = null;
      return this.load();
    }
    for (const { changed, ...row } of rows) {
      this.put(changed, indexed(row));
      this.versions.set(changed, ++this.changes);
    }
    if (this.unplaced.size > this.rebuildAfter) this.build(this.workers());
    this.seenBefore = seenBefore;
  }

  private build(workers: IndexedWorker[]): void {
    const tree = new KDBush(Math.max(workers.length, 1));
    this.treeIdOf.clear();
    this.unplaced.clear();
    for (const worker of workers) this.treeIdOf.set(worker.id, tree.add(worker.longitude, worker.latitude));
    if (workers.length === 0) tree.add(0, 0);
    this.placed = workers;
    this.tree = tree.finish();
  }

  /** A worker as they are now (null: gone or not findable); one who moved waits beside the tree. */
  private put(id: string, worker: IndexedWorker | null): void {
    const treeId = this.treeIdOf.get(id);
    if (treeId !== undefined) {
      const before = this.placed[treeId]!;
      if (worker && worker.latitude === before.latitude && worker.longitude === before.longitude) {
        this.placed[treeId] = worker;
        return;
      }
      this.placed[treeId] = null;
      this.treeIdOf.delete(id);
    }
    if (worker) this.unplaced.set(id, worker);
    else this.unplaced.delete(id);
  }

  private workers(): IndexedWorker[] {
    return [...this.placed.filter((worker) => worker !== null), ...this.unplaced.values()];
  }

  /** Calls `visit` with every worker inside the bounding box of `km` around `centre` (and a few just outside it). */
  private forEachNear(centre: GeoPoint, km: number, visit: (worker: IndexedWorker) => void): void {
    const box = boundingBox(centre, km);
    const { placed } = this;
    const inBox =
      this.tree?.range(box.minLongitude, box.minLatitude, box.maxLongitude, box.maxLatitude) ?? [];
    for (const treeId of inBox) {
      const worker = placed[treeId];
      if (worker) visit(worker);
    }
    for (const worker of this.unplaced.values()) visit(worker);
  }

  /**
   * The page of `search` and the number of all its matches: `workerMatches` (domain), each condition
   * of MATCH_CONDITIONS tested on the worker's facts, then the sort's order, ending with the id so
   * pages never repeat or skip.
   */
  search(search: WorkerSearch): { total: number; hits: SearchHit[] } {
    const { client, wishes, filters } = search;
    const { x: cx, y: cy, z: cz } = unitVector(search.centre);
    const radiusChordSquared = chordSquared(filters.radius_km);
    const genders = SEARCH_MASK_VALUES.client_genders;
    const clientGenders =
      searchMask(
        genders,
        client.gender && (genders as readonly string[]).includes(client.gender) ? [client.gender] : genders,
      ) | 0;
    const preferredGender =
      client.preferred_worker_gender && client.preferred_worker_gender !== 'no_preference'
        ? client.preferred_worker_gender
        : null;
    const verifiedOnly = filters.include_unverified !== true;
    const carNeeded = client.car_requirement === 'needed' || filters.has_car === true;
    const services = searchMask(SEARCH_MASK_VALUES.services, filters.services ?? []) | 0;
    const gender = filters.gender || null;
    const days = filters.days?.length ? filters.days.map(dayIndex) : null;
    const from = seconds(filters.from ?? '00:00:00');
    const to = seconds(filters.to ?? '24:00:00');
    const maxRate = filters.max_rate ?? null;
    const languages = searchMask(SEARCH_MASK_VALUES.languages, filters.languages ?? []) | 0;
    const needed = searchMask(SEARCH_MASK_VALUES.services, wishes.support_requirements) | 0;
    const preferredLanguages = searchMask(SEARCH_MASK_VALUES.languages, wishes.preferred_languages) | 0;
    const budget = wishes.max_hourly_rate;

    const offset = (search.page - 1) * search.limit;
    const top = new TopK<Candidate>(offset + search.limit, byKeys);
    let total = 0;
    // Once the page is full, a match after its last on the first two keys is only counted.
    let last: Candidate | undefined;
    this.forEachNear(search.centre, filters.radius_km, (worker) => {
      if (verifiedOnly && !worker.verified) return;
      if (carNeeded && !worker.hasCar) return;
      const dx = worker.x - cx;
      const dy = worker.y - cy;
      const dz = worker.z - cz;
      const chord = dx * dx + dy * dy + dz * dz;
      // within_radius and within_worker_range (the squared chord grows with the distance)
      if (chord > radiusChordSquared || worker.rangeChordSquared < 0 || chord > worker.rangeChordSquared)
        return;
      if ((worker.clientGenders & clientGenders) !== clientGenders) return;
      if (preferredGender !== null && worker.gender !== preferredGender) return;
      if ((worker.services & services) !== services) return;
      if (gender !== null && worker.gender !== gender) return;
      if (days !== null && !isAvailablePacked(worker.availability, days, from, to)) return;
      const rate = worker.rate;
      if (maxRate !== null && (rate < 0 || rate > maxRate)) return;
      if (languages !== 0 && (worker.languages & languages) === 0) return;
      total++;
      let first: number;
      let second = 0;
      let third = 0;
      switch (search.sort) {
        case 'best_match':
          first = -(
            3 * bitCount(worker.services & needed) +
            ((worker.languages & preferredLanguages) !== 0 ? 2 : 0) +
            (budget !== null && rate >= 0 && rate <= budget ? 1 : 0)
          );
          second = chord;
          third = newestKey(worker.joinedAt);
          break;
        case 'distance':
          first = chord;
          break;
        case 'rate':
          first = rate < 0 ? Infinity : rate;
          second = chord;
          break;
        default:
          first = newestKey(worker.joinedAt);
      }
      if (last && (first > last.first || (first === last.first && second > last.second))) return;
      last = top.offer({ worker, chordSquared: chord, first, second, third }) ?? last;
    });
    return {
      total,
      hits: top
        .sorted()
        .slice(offset)
        .map((candidate) => ({ id: candidate.worker.id, chordSquared: candidate.chordSquared })),
    };
  }
}

/** A worker's facts as the index keeps them; null for one who is gone, hidden or has no point. */
function indexed(row: WorkerSearchEntry): IndexedWorker | null {
  if (!row.id || row.latitude === null || row.longitude === null || row.visibility === 'hidden') return null;
  const { x, y, z } = unitVector({ latitude: row.latitude, longitude: row.longitude });
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    x,
    y,
    z,
    rangeChordSquared: row.range_km === null ? -1 : chordSquared(row.range_km),
    verified: Boolean(row.personal_details_completed && row.id_verification_completed),
    hasCar: row.car_ownership === 'has_car',
    clientGenders: searchMask(SEARCH_MASK_VALUES.client_genders, row.client_genders ?? []),
    services: searchMask(SEARCH_MASK_VALUES.services, row.services ?? []),
    languages: searchMask(SEARCH_MASK_VALUES.languages, row.languages ?? []),
    gender: row.gender,
    rate: row.rate ?? -1,
    joinedAt: row.joined_at ? row.joined_at.getTime() : NaN,
    availability: packAvailability(row.availability ?? []),
  };
}

/**
 * Two matches in order by their keys, then their ids (decision 018's orders). Two equal infinite
 * keys give NaN, which counts as a tie.
 */
function byKeys(a: Candidate, b: Candidate): number {
  return (
    a.first - b.first ||
    a.second - b.second ||
    a.third - b.third ||
    (a.worker.id < b.worker.id ? -1 : a.worker.id > b.worker.id ? 1 : 0)
  );
}

/** When a worker joined as a key, newest first; not known first, as PostgreSQL orders nulls in a descending sort. */
function newestKey(joinedAt: number): number {
  return Number.isNaN(joinedAt) ? -Infinity : -joinedAt;
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
