import {
  boundingBox,
  chordSquared,
  kmOfChordSquared,
  unitVector,
  type ClientMatchFacts,
  type ClientWishes,
  type GeoPoint,
  type WorkerSearchFilters,
} from '@alongside/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { prepared, type PlaceholderValues } from '../../db/prepared';
import {
  SEARCH_MASK_VALUES,
  addresses,
  documents,
  profiles,
  searchMask,
  users,
  type AddressRow,
  type DocumentRow,
  type ProfileRow,
  type UserRow,
} from '../../db/schema/index';

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

export type WorkerRow = {
  user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'created_at'>;
  profile: ProfileRow;
  address: Pick<AddressRow, 'suburb' | 'state' | 'postcode' | 'latitude' | 'longitude'>;
};

/** What a result card and its reasons read of a worker's profile, and nothing more (each column is parsed for 20 cards a page). */
export type WorkerCardProfile = Pick<
  ProfileRow,
  | 'avatar_id'
  | 'gender'
  | 'car_ownership'
  | 'personal_details_completed'
  | 'id_verification_completed'
  | 'service_offerings'
  | 'travel_per_km_rate'
  | 'weekday_hourly_rate'
  | 'weekday_night_hourly_rate'
  | 'weekend_hourly_rate'
  | 'weekend_night_hourly_rate'
  | 'languages'
>;

/** An approved document of a worker, for their badges (expiry is checked by the caller). */
export type ApprovedDocument = Pick<DocumentRow, 'document_type' | 'expires_on' | 'issuing_state'> & {
  approved_at: Date;
};

/** One card of a page of results: the worker, their distance and their approved documents. */
export type WorkerSearchRow = {
  user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'created_at'>;
  profile: WorkerCardProfile;
  address: Pick<AddressRow, 'suburb' | 'state'>;
  distance_km: number;
  documents: ApprovedDocument[];
};

/**
 * A search's values, bound to the placeholders of its prepared statement: the box and the centre's
 * unit vector, the masks of SEARCH_MASK_VALUES, and the page.
 */
type SearchValues = PlaceholderValues;

const value = (name: string) => sql.placeholder(name);

/**
 * The squared chord from the centre (bound as `cx`, `cy`, `cz`) to the worker's search point. Each
 * difference is multiplied by itself: `power(d, 2)` gives the same number, but as a function call per
 * axis and row it cost about a tenth of a dense search's time.
 */
const CHORD = sql<number>`(${square(profiles.search_x, 'cx')} + ${square(profiles.search_y, 'cy')} + ${square(profiles.search_z, 'cz')})`;

function square(axis: AnyPgColumn, centre: string) {
  return sql`(${axis} - ${value(centre)}::double precision) * (${axis} - ${value(centre)}::double precision)`;
}

/**
 * The SQL of `workerMatches` (packages/domain/src/workers/matching.ts): each line is one of
 * MATCH_CONDITIONS, in the same order. Which lines a search has is its shape (`shapeOf`); their
 * values are placeholders, so each shape is one prepared statement. It reads profiles alone: only
 * workers have a search point.
 */
function matchConditions(shape: SearchShape): SQL[] {
  const conditions: (SQL | undefined)[] = [
    // A worker (the point is set for workers alone); the index's box first, then the exact distance.
    sql`${profiles.search_latitude} is not null`,
    sql`${profiles.search_latitude} between ${value('min_latitude')}::double precision and ${value('max_latitude')}::double precision`,
    sql`${profiles.search_longitude} between ${value('min_longitude')}::double precision and ${value('max_longitude')}::double precision`,
    // visible
    sql`${profiles.profile_visibility} is distinct from 'hidden'`,
    // verified
    shape.include_unverified
      ? undefined
      : sql`${profiles.personal_details_completed} and ${profiles.id_verification_completed}`,
    // within_radius, within_worker_range (no range set never matches): the chord against the smaller
    // of the two (`chordSquared` grows with the distance, so this is the distance against both).
    sql`${CHORD} <= least(${value('radius_reach')}::double precision, ${profiles.search_reach})`,
    // supports_client_gender: every bit of the client's genders (all three when they have not said one)
    sql`${profiles.search_client_genders} & ${value('client_genders')}::bigint = ${value('client_genders')}::bigint`,
    // client_gender_preference
    shape.preferred_gender ? sql`${profiles.gender} = ${value('preferred_gender')}::text` : undefined,
    // client_car_requirement, and has_car
    shape.car ? eq(profiles.car_ownership, 'has_car') : undefined,
    // services (all of them)
    shape.services
      ? sql`${profiles.search_services} & ${value('services')}::bigint = ${value('services')}::bigint`
      : undefined,
    shape.gender ? sql`${profiles.gender} = ${value('gender')}::text` : undefined,
    // availability: on every chosen day, a range overlapping from–to
    shape.days
      ? sql`not exists (select 1 from unnest(${value('days')}::text[]) as wanted(day)
          where not exists (select 1 from jsonb_array_elements(${profiles.availability_schedule}) r
            where r->>'day' = wanted.day and r->>'start' < ${value('to')}::text and r->>'end' > ${value('from')}::text))`
      : undefined,
    shape.max_rate ? sql`${profiles.weekday_hourly_rate} <= ${value('max_rate')}::integer` : undefined,
    // languages (any of them)
    shape.languages ? sql`${profiles.search_languages} & ${value('languages')}::bigint <> 0` : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * `bestMatchScore` in SQL: 3 per needed service the worker offers, 2 for a preferred language, 1
 * within budget (no budget, or no rate, is never within it).
 */
const BEST_MATCH_SCORE = sql<number>`(3 * bit_count((${profiles.search_services} & ${value('needed_services')}::bigint)::bit(64))
  + (case when ${profiles.search_languages} & ${value('preferred_languages')}::bigint <> 0 then 2 else 0 end)
  + (case when ${profiles.weekday_hourly_rate} <= ${value('budget')}::integer then 1 else 0 end))`;

/**
 * The order of each sort, by the columns the page selects: the matching orders by them by name, so
 * each key is worked out once a worker, and the cards are put back in the same order by them.
 */
const SORT_KEYS = {
  best_match: [
    ['score', 'desc'],
    ['chord', 'asc'],
    ['joined_at', 'desc'],
    ['id', 'asc'],
  ],
  distance: [
    ['chord', 'asc'],
    ['id', 'asc'],
  ],
  rate: [
    ['rate', 'asc nulls last'],
    ['chord', 'asc'],
    ['id', 'asc'],
  ],
  newest: [
    ['joined_at', 'desc'],
    ['id', 'asc'],
  ],
} as const satisfies Record<WorkerSearchSort, readonly (readonly [SortKey, string])[]>;
type SortKey = 'score' | 'chord' | 'rate' | 'joined_at' | 'id';

/** Which conditions a search has and how it sorts: one prepared statement per shape. */
type SearchShape = {
  sort: WorkerSearchSort;
  include_unverified: boolean;
  preferred_gender: boolean;
  car: boolean;
  services: boolean;
  gender: boolean;
  days: boolean;
  max_rate: boolean;
  languages: boolean;
};

function shapeOf(search: WorkerSearch): SearchShape {
  const { client, filters } = search;
  return {
    sort: search.sort,
    include_unverified: filters.include_unverified === true,
    preferred_gender: Boolean(
      client.preferred_worker_gender && client.preferred_worker_gender !== 'no_preference',
    ),
    car: client.car_requirement === 'needed' || filters.has_car === true,
    services: Boolean(filters.services?.length),
    gender: Boolean(filters.gender),
    days: Boolean(filters.days?.length),
    max_rate: filters.max_rate !== undefined,
    languages: Boolean(filters.languages?.length),
  };
}

/** The values of a search's placeholders. */
function valuesOf(search: WorkerSearch): SearchValues {
  const { centre, client, wishes, filters } = search;
  const box = boundingBox(centre, filters.radius_km);
  const { x, y, z } = unitVector(centre);
  const genders = SEARCH_MASK_VALUES.client_genders;
  return {
    min_latitude: box.minLatitude,
    max_latitude: box.maxLatitude,
    min_longitude: box.minLongitude,
    max_longitude: box.maxLongitude,
    cx: x,
    cy: y,
    cz: z,
    radius_reach: chordSquared(filters.radius_km),
    client_genders: searchMask(
      genders,
      client.gender && (genders as readonly string[]).includes(client.gender) ? [client.gender] : genders,
    ),
    preferred_gender: client.preferred_worker_gender,
    services: searchMask(SEARCH_MASK_VALUES.services, filters.services ?? []),
    gender: filters.gender ?? null,
    days: filters.days ?? [],
    from: filters.from ?? '00:00:00',
    to: filters.to ?? '24:00:00',
    max_rate: filters.max_rate ?? null,
    languages: searchMask(SEARCH_MASK_VALUES.languages, filters.languages ?? []),
    needed_services: searchMask(SEARCH_MASK_VALUES.services, wishes.support_requirements),
    preferred_languages: searchMask(SEARCH_MASK_VALUES.languages, wishes.preferred_languages),
    budget: wishes.max_hourly_rate,
    limit: search.limit,
    offset: (search.page - 1) * search.limit,
  };
}

/**
 * The page query of a shape: the matches' ids in order with their sort keys and the number of all
 * matches, then each of the page's workers with their card's columns, primary address and approved
 * documents, in one statement.
 */
function pageQuery(db: Database, shape: SearchShape) {
  const keys = SORT_KEYS[shape.sort];
  const page = db.$with('page').as(
    db
      .select({
        id: sql<string>`${profiles.user_id}`.as('id'),
        chord: sql<number>`${CHORD}`.as('chord'),
        score: sql<number>`${shape.sort === 'best_match' ? BEST_MATCH_SCORE : sql`0`}`.as('score'),
        rate: sql<number | null>`${profiles.weekday_hourly_rate}`.as('rate'),
        joined_at: sql<Date | null>`${profiles.joined_at}`.as('joined_at'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(profiles)
      .where(and(...matchConditions(shape)))
      .orderBy(...keys.map(([key, direction]) => sql`${sql.identifier(key)} ${sql.raw(direction)}`))
      .limit(value('limit'))
      .offset(value('offset')),
  );
  // The page's own columns, named with the table (drizzle names a CTE's columns bare, and `id` would
  // be ambiguous beside users.id).
  const column = (name: string) => sql`${sql.identifier('page')}.${sql.identifier(name)}`;
  const pageId = column('id');
  return db
    .with(page)
    .select({
      chord: sql<number>`${column('chord')}`.mapWith(Number),
      total: sql<number>`${column('total')}`.mapWith(Number),
      user: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        created_at: users.created_at,
      },
      profile: cardProfileColumns,
      address: { suburb: addresses.suburb, state: addresses.state },
      documents: sql<ApprovedDocumentJson[]>`(select coalesce(json_agg(json_build_object(
          'document_type', ${documents.document_type}, 'approved_at', ${documents.approved_at},
          'expires_on', ${documents.expires_on}, 'issuing_state', ${documents.issuing_state})
          order by ${documents.document_type}), '[]'::json)
        from ${documents} where ${documents.user_id} = ${pageId} and ${documents.status} = 'approved')`,
    })
    .from(page)
    .innerJoin(users, sql`${users.id} = ${pageId}`)
    .innerJoin(profiles, sql`${profiles.user_id} = ${pageId}`)
    .innerJoin(addresses, sql`${addresses.user_id} = ${pageId} and ${addresses.is_primary}`)
    .orderBy(...keys.map(([key, direction]) => sql`${column(key)} ${sql.raw(direction)}`));
}

type ApprovedDocumentJson = Omit<ApprovedDocument, 'approved_at'> & { approved_at: string };

const cardProfileColumns = {
  avatar_id: profiles.avatar_id,
  gender: profiles.gender,
  car_ownership: profiles.car_ownership,
  personal_details_completed: profiles.personal_details_completed,
  id_verification_completed: profiles.id_verification_completed,
  service_offerings: profiles.service_offerings,
  travel_per_km_rate: profiles.travel_per_km_rate,
  weekday_hourly_rate: profiles.weekday_hourly_rate,
  weekday_night_hourly_rate: profiles.weekday_night_hourly_rate,
  weekend_hourly_rate: profiles.weekend_hourly_rate,
  weekend_night_hourly_rate: profiles.weekend_night_hourly_rate,
  languages: profiles.languages,
} satisfies Record<keyof WorkerCardProfile, unknown>;

/** The number of matches alone, for a page past the end (where the page query has no row to carry it). */
function countQuery(db: Database, shape: SearchShape) {
  return db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(profiles)
    .where(and(...matchConditions(shape)));
}

/**
 * A statement's name: its kind, its sort and its conditions as the bits of a number
 * ("workers_page_best_match_36"), short enough for PostgreSQL (a name over 63 bytes is cut, and two
 * long names could then clash).
 */
function statementName(kind: string, shape: SearchShape): string {
  const { sort, ...conditions } = shape;
  const bits = Object.values(conditions).reduce((sum, on, bit) => sum + (on ? 2 ** bit : 0), 0);
  return `workers_${kind}_${sort}_${bits}`;
}

/**
 * One page of the workers matching `search`, in its order, with the number of all matches: the
 * `workerMatches` rules, the order, the cards and their documents in one prepared statement
 * (decision 018). The benchmark times this function alone.
 */
export async function searchWorkers(
  db: Database,
  search: WorkerSearch,
): Promise<{ rows: WorkerSearchRow[]; total: number }> {
  const shape = shapeOf(search);
  const values = valuesOf(search);
  const page = await prepared(db, statementName('page', shape), () => pageQuery(db, shape)).execute(values);
  // A page past the end has no row to carry the count: count alone.
  const total =
    page[0]?.total ??
    (search.page === 1
      ? 0
      : ((await prepared(db, statementName('count', shape), () => countQuery(db, shape)).execute(values))[0]
          ?.total ?? 0));
  return {
    total,
    rows: page.map((row) => ({
      user: row.user,
      profile: row.profile,
      address: row.address,
      distance_km: kmOfChordSquared(row.chord),
      documents: row.documents.map((document) => ({
        ...document,
        approved_at: new Date(document.approved_at),
      })),
    })),
  };
}

/** The page query of `search`, not yet run: `.toSQL()` gives its text and the placeholders' values for EXPLAIN. */
export function searchWorkersQuery(db: Database, search: WorkerSearch) {
  return { query: pageQuery(db, shapeOf(search)), values: valuesOf(search) };
}

const workerColumns = {
  user: {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    created_at: users.created_at,
  },
  profile: profiles,
  address: {
    suburb: addresses.suburb,
    state: addresses.state,
    postcode: addresses.postcode,
    latitude: addresses.latitude,
    longitude: addresses.longitude,
  },
};

/** A worker with their profile and primary address; undefined for anyone else or without either. */
export async function findWorkerRow(db: Database, id: string): Promise<WorkerRow | undefined> {
  const [row] = await db
    .select(workerColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .innerJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(and(eq(users.id, id), eq(users.user_type, 'worker')))
    .limit(1);
  return row;
}

/** What the matching and the best-match score read of the person searching, and their primary address. */
export type Searcher = {
  profile: Pick<
    ProfileRow,
    | 'gender'
    | 'preferred_worker_gender'
    | 'car_requirement'
    | 'support_requirements'
    | 'preferred_languages'
    | 'max_hourly_rate'
  > | null;
  primaryAddress: Pick<AddressRow, 'suburb' | 'state' | 'postcode' | 'latitude' | 'longitude'> | null;
};

function searcherQuery(db: Database) {
  return db
    .select({
      profile: {
        gender: profiles.gender,
        preferred_worker_gender: profiles.preferred_worker_gender,
        car_requirement: profiles.car_requirement,
        support_requirements: profiles.support_requirements,
        preferred_languages: profiles.preferred_languages,
        max_hourly_rate: profiles.max_hourly_rate,
      },
      primaryAddress: {
        suburb: addresses.suburb,
        state: addresses.state,
        postcode: addresses.postcode,
        latitude: addresses.latitude,
        longitude: addresses.longitude,
      },
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(eq(users.id, value('user_id')))
    .limit(1);
}

/** The person searching (prepared: every search reads it first). */
export async function findSearcher(db: Database, userId: string): Promise<Searcher | undefined> {
  const [row] = await prepared(db, 'workers_searcher', () => searcherQuery(db)).execute({ user_id: userId });
  return row;
}

/** A worker's approved documents, for their badges (expiry is checked by the caller). */
export async function listApprovedDocuments(db: Database, userId: string): Promise<ApprovedDocument[]> {
  const rows = await db
    .select({
      document_type: documents.document_type,
      approved_at: documents.approved_at,
      expires_on: documents.expires_on,
      issuing_state: documents.issuing_state,
    })
    .from(documents)
    .where(and(eq(documents.status, 'approved'), eq(documents.user_id, userId)))
    .orderBy(asc(documents.document_type));
  return rows.flatMap((row) => (row.approved_at ? [{ ...row, approved_at: row.approved_at }] : []));
}
