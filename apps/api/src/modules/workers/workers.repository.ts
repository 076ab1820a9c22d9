import { kmOfChordSquared } from '@alongside/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { prepared } from '../../db/prepared';
import { selectOpenSession, sessionRead, type SessionRead } from '../../db/session-read';
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
import type { CardCache } from './card-cache';
import type { WorkerSearch, WorkerSearchIndex } from './search-index';
import { LATEST_WORKER_CHANGE } from './search-index.repository';

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

/** What a card shows of a worker: who, where and their approved documents. */
export type WorkerCardRow = {
  user: Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'created_at'>;
  profile: WorkerCardProfile;
  address: Pick<AddressRow, 'suburb' | 'state'>;
  documents: ApprovedDocument[];
};

/** One card of a page of results: the worker's card and their distance from this search's centre. */
export type WorkerSearchRow = { card: WorkerCardRow; distance_km: number };

const value = (name: string) => sql.placeholder(name);

/**
 * The cards of a page's workers, by id (in no order): their card's columns, primary address and
 * approved documents, in one statement. The workers' own rows are read, so one deleted since the
 * index saw them is left out.
 */
function cardsQuery(db: Database) {
  return db
    .select({
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
        from ${documents} where ${documents.user_id} = ${users.id} and ${documents.status} = 'approved')`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .innerJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(sql`${users.id} = any(${value('ids')}::uuid[])`);
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

/** What search keeps in memory, one per app (`AppContext.workerSearch`, decision 028). */
export type WorkerSearchState = { index: WorkerSearchIndex; cards: CardCache<WorkerCardRow> };

/** How many workers' cards a process keeps (about 1 KB each). */
export const CARDS_KEPT = 5_000;

/**
 * One page of the workers matching `search`, in its order, with the number of all matches: the
 * index in memory matches and orders (decisions 021 and 028), then one prepared statement reads
 * the page's cards that are not kept. `latestChange` is the newest worker change the caller's own
 * read saw (`sessionWithSearcher`); without it the index reads it first. The benchmark times this.
 */
export async function searchWorkers(
  db: Database,
  state: WorkerSearchState,
  search: WorkerSearch,
  latestChange?: number | null,
): Promise<{ rows: WorkerSearchRow[]; total: number }> {
  const { index } = state;
  await index.catchUp(latestChange);
  const { total, hits } = index.search(search);
  if (hits.length === 0) return { total, rows: [] };
  const cards = await state.cards.cardsOf(
    hits.map((hit) => hit.id),
    (id) => index.versionOf(id),
    async (ids) => {
      const rows = await prepared(db, 'workers_cards', () => cardsQuery(db)).execute({ ids });
      return rows.map((row): [string, WorkerCardRow] => [
        row.user.id,
        {
          ...row,
          documents: row.documents.map((document) => ({
            ...document,
            approved_at: new Date(document.approved_at),
          })),
        },
      ]);
    },
  );
  return {
    total,
    rows: hits.flatMap((hit) => {
      const card = cards.get(hit.id);
      return card ? [{ card, distance_km: kmOfChordSquared(hit.chordSquared) }] : [];
    }),
  };
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
  /** The newest worker change logged when this was read (the search index catches up to it). */
  latestChange: number | null;
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

/** What the searcher's row brings, beside their session (`sessionWithSearcher`). */
const searcherFields = {
  latestChange: LATEST_WORKER_CHANGE,
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
};

/**
 * The session check of a search or a profile view, with the searcher's facts read in the same
 * statement: one round trip to the database instead of two before the search (decision 023).
 */
export const sessionWithSearcher: SessionRead<Searcher> = sessionRead('open_session_with_searcher', (db) =>
  selectOpenSession(db, searcherFields)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true))),
);

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
