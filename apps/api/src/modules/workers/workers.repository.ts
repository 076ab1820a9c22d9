import {
  EARTH_RADIUS_KM,
  boundingBox,
  type ClientMatchFacts,
  type ClientWishes,
  type GeoPoint,
  type WorkerSearchFilters,
} from '@alongside/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  addresses,
  documents,
  profiles,
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
export type WorkerSearchRow = WorkerRow & { distance_km: number };

/** The genders a worker can support; a client without one of them needs a worker who supports all. */
const CLIENT_GENDERS = ['female', 'male', 'non_binary'] as const;

/** A text[] parameter (drizzle would spread a JS array into a list). */
function textArray(items: readonly string[]): SQL {
  if (items.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The great-circle distance in km from `centre` to the worker's search point (their primary
 * address's point, kept on the profile), as `distanceKm` computes it.
 */
function distanceFrom(centre: GeoPoint): SQL<number> {
  const lat = sql`${centre.latitude}::double precision`;
  const lon = sql`${centre.longitude}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::double precision * asin(least(1, sqrt(
    power(sin(radians(${profiles.search_latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${profiles.search_latitude}))
      * power(sin(radians(${profiles.search_longitude} - ${lon}) / 2), 2)))))`;
}

/**
 * The SQL of `workerMatches` (packages/domain/src/workers/matching.ts) for workers whose primary
 * address is `distance` away: each line is one of MATCH_CONDITIONS, in the same order. It reads
 * profiles alone: only workers have a search point, so it names workers only.
 */
function matchConditions(search: WorkerSearch, distance: SQL<number>): SQL[] {
  const { client, filters, centre } = search;
  const box = boundingBox(centre, filters.radius_km);
  const conditions: (SQL | undefined)[] = [
    // A worker (the point is set for workers alone); the index's box first, then the exact distance.
    sql`${profiles.search_latitude} is not null`,
    sql`${profiles.search_latitude} between ${box.minLatitude} and ${box.maxLatitude}`,
    sql`${profiles.search_longitude} between ${box.minLongitude} and ${box.maxLongitude}`,
    // visible
    sql`${profiles.profile_visibility} is distinct from 'hidden'`,
    // verified
    filters.include_unverified
      ? undefined
      : sql`${profiles.personal_details_completed} and ${profiles.id_verification_completed}`,
    // within_radius, within_worker_range (no range set never matches): one comparison with the
    // smaller of the two, so the distance is worked out once a worker.
    sql`${profiles.range_of_work_in_km} is not null`,
    sql`${distance} <= least(${filters.radius_km}::double precision, ${profiles.range_of_work_in_km})`,
    // supports_client_gender
    sql`${profiles.client_genders} @> ${textArray(
      client.gender && (CLIENT_GENDERS as readonly string[]).includes(client.gender)
        ? [client.gender]
        : CLIENT_GENDERS,
    )}`,
    // client_gender_preference
    client.preferred_worker_gender && client.preferred_worker_gender !== 'no_preference'
      ? eq(profiles.gender, client.preferred_worker_gender)
      : undefined,
    // client_car_requirement
    client.car_requirement === 'needed' ? eq(profiles.car_ownership, 'has_car') : undefined,
    // services (all of them)
    filters.services?.length
      ? sql`${profiles.service_offerings} @> ${textArray(filters.services)}`
      : undefined,
    filters.gender ? eq(profiles.gender, filters.gender) : undefined,
    filters.has_car === true ? eq(profiles.car_ownership, 'has_car') : undefined,
    // availability: on every chosen day, a range overlapping from–to
    ...(filters.days ?? []).map(
      (day) => sql`exists (select 1 from jsonb_array_elements(${profiles.availability_schedule}) r
        where r->>'day' = ${day} and r->>'start' < ${filters.to ?? '24:00:00'}
          and r->>'end' > ${filters.from ?? '00:00:00'})`,
    ),
    filters.max_rate !== undefined ? sql`${profiles.weekday_hourly_rate} <= ${filters.max_rate}` : undefined,
    filters.languages?.length ? sql`${profiles.languages} && ${textArray(filters.languages)}` : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** `bestMatchScore` in SQL: 3 per shared service, 2 for a preferred language, 1 within budget. */
function bestMatchScore(wishes: ClientWishes): SQL<number> {
  // The worker's services the client needs: one test a needed service (a worker's services are
  // distinct, ServiceListSchema), cheaper than unnesting every candidate's list.
  const needed = [...new Set(wishes.support_requirements)];
  const services =
    needed.length === 0
      ? sql`0`
      : sql`(${sql.join(
          needed.map((service) => sql`(${profiles.service_offerings} @> ${textArray([service])})::int`),
          sql` + `,
        )})`;
  const language = sql`(case when ${profiles.languages} && ${textArray(wishes.preferred_languages)} then 2 else 0 end)`;
  const budget =
    wishes.max_hourly_rate === null
      ? sql`0`
      : sql`(case when ${profiles.weekday_hourly_rate} <= ${wishes.max_hourly_rate} then 1 else 0 end)`;
  return sql<number>`(3 * ${services} + ${language} + ${budget})`;
}

function orderFor(search: WorkerSearch, distance: SQL<number>): SQL[] {
  switch (search.sort) {
    case 'best_match':
      return [
        desc(bestMatchScore(search.wishes)),
        asc(distance),
        desc(profiles.joined_at),
        asc(profiles.user_id),
      ];
    case 'distance':
      return [asc(distance), asc(profiles.user_id)];
    case 'rate':
      return [sql`${profiles.weekday_hourly_rate} asc nulls last`, asc(distance), asc(profiles.user_id)];
    case 'newest':
      return [desc(profiles.joined_at), asc(profiles.user_id)];
  }
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

/**
 * One page of the workers matching `search`, in its order, with the number of all matches: the
 * `workerMatches` rules in one query (decision 018). The benchmark times this function alone.
 */
export async function searchWorkers(
  db: Database,
  search: WorkerSearch,
): Promise<{ rows: WorkerSearchRow[]; total: number }> {
  // Two steps: the matching, order and count read profiles alone, from the search point index
  // (decision 018); the page's 20 or so workers are then read whole by id.
  const page = await searchWorkersQuery(db, search);
  const total = page[0]?.total ?? (search.page === 1 ? 0 : await countWorkers(db, search));
  if (page.length === 0) return { rows: [], total };
  const byId = new Map(
    (
      await listWorkerRows(
        db,
        page.map((row) => row.id),
      )
    ).map((row) => [row.user.id, row]),
  );
  const rows = page.flatMap(({ id, distance_km }) => {
    const row = byId.get(id);
    return row ? [{ ...row, distance_km }] : [];
  });
  return { rows, total };
}

/** The page query of `searchWorkers` (ids, distances and the count), not yet run: `.toSQL()` gives it for EXPLAIN. */
export function searchWorkersQuery(db: Database, search: WorkerSearch) {
  const distance = distanceFrom(search.centre);
  return db
    .select({
      id: profiles.user_id,
      distance_km: sql<number>`${distance}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(profiles)
    .where(and(...matchConditions(search, distance)))
    .orderBy(...orderFor(search, distance))
    .limit(search.limit)
    .offset((search.page - 1) * search.limit);
}

/** Workers by id, each with their profile and primary address (in no particular order). */
async function listWorkerRows(db: Database, ids: readonly string[]): Promise<WorkerRow[]> {
  return db
    .select(workerColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .innerJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(inArray(users.id, [...ids]));
}

/** The number of matches alone, for a page past the end (where the page query has no row to carry it). */
async function countWorkers(db: Database, search: WorkerSearch): Promise<number> {
  const distance = distanceFrom(search.centre);
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(profiles)
    .where(and(...matchConditions(search, distance)));
  return row?.total ?? 0;
}

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

/** What the matching and the best-match score read of the person searching, with their primary address. */
export async function findSearcherRow(
  db: Database,
  userId: string,
): Promise<{ profile: ProfileRow | null; primaryAddress: AddressRow | null } | undefined> {
  const [row] = await db
    .select({ profile: profiles, primaryAddress: addresses })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The approved documents of these people (one query for a page of results; expiry is checked by the caller). */
export async function listApprovedDocuments(
  db: Database,
  userIds: readonly string[],
): Promise<
  Pick<DocumentRow, 'user_id' | 'document_type' | 'approved_at' | 'expires_on' | 'issuing_state'>[]
> {
  if (userIds.length === 0) return [];
  return db
    .select({
      user_id: documents.user_id,
      document_type: documents.document_type,
      approved_at: documents.approved_at,
      expires_on: documents.expires_on,
      issuing_state: documents.issuing_state,
    })
    .from(documents)
    .where(and(eq(documents.status, 'approved'), inArray(documents.user_id, [...userIds])))
    .orderBy(asc(documents.user_id), asc(documents.document_type));
}
