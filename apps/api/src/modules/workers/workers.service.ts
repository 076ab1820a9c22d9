import {
  SEARCH_RADIUS_KM,
  WORKER_SEARCH_MESSAGES,
  avatarUrl,
  pageMeta,
  type CardBadge,
  type CredentialBadge,
  type UserDetails,
  type WorkerProfile,
  type WorkerSearchQuery,
  type SparseWorkerSearchResponse,
} from '@alongside/contract';
import {
  australianDate,
  distanceKm,
  documentBadge,
  documentLabel,
  isDocumentCurrent,
  matchReasons,
  type ClientMatchFacts,
  type ClientWishes,
  type GeoPoint,
  type Weekday,
  type WorkerSearchFilters,
} from '@alongside/domain';
import type { ProfileRow, UserRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { HttpError, forbidden, invalid, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { shapeList } from '../../lib/list-query';
import { getAddress } from '../addresses/addresses.service';
import { findLocality } from '../addresses/localities';
import { getUser } from '../profiles/profiles.service';
import {
  findWorkerRow,
  listApprovedDocuments,
  searchWorkers,
  type ApprovedDocument,
  type Searcher,
  type WorkerCardRow,
} from './workers.repository';

/** What the search routes read with the caller's session, which they declare (decision 023). */
export { sessionWithSearcher } from './workers.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'workerSearch'>;
type Caller = Pick<UserRow, 'id' | 'user_type'>;
/** The caller with what a search reads of them, as `sessionWithSearcher` reads it with their session. */
type SearchingCaller = Searcher & { user: Caller };

const WORKER = 'Worker';
const USER = 'User';

type Place = GeoPoint & { suburb: string; state: string; postcode: string };

/**
 * `GET /api/workers`: one page of the workers who match the client both ways (decision 018), each
 * card with its distance and why they match. `searcher` is the caller as read with their session
 * (`sessionWithSearcher`).
 */
export async function listWorkers(
  ctx: Ctx,
  searcher: SearchingCaller,
  query: WorkerSearchQuery,
): Promise<SparseWorkerSearchResponse> {
  assertClient(searcher.user);
  const place = await searchPlace(ctx, searcher.user.id, query, searcher.primaryAddress);
  const client = clientFacts(searcher.profile);
  const wishes = clientWishes(searcher.profile);
  const filters = searchFilters(query);
  const { page, limit } = query;
  const { rows, total } = await searchWorkers(
    ctx.db,
    ctx.workerSearch,
    { centre: place, client, wishes, filters, sort: query.sort ?? 'best_match', page, limit },
    searcher.latestChange,
  );
  const meta = pageMeta(page, limit, total);
  const today = australianDate(ctx.clock.now());
  const cards = rows.map(({ card, distance_km }) => ({
    ...cardBase(card, badgesOf(card.documents, today).map(cardBadge)),
    distance_km: roundKm(distance_km),
    match_reasons: matchReasons(wishes, card.profile, distance_km, filters),
  }));
  return {
    data: await shapeList(cards, query, { resource: 'workers' }),
    meta: {
      ...meta,
      near: { suburb: place.suburb, state: place.state, postcode: place.postcode },
      radius_km: filters.radius_km,
    },
  };
}

/**
 * `GET /api/workers/:id`: a worker's profile as clients see it. A hidden or not fully verified
 * worker, anyone who is not a worker and a malformed id all answer the same 404 as a missing one.
 */
export async function getWorkerProfile(
  ctx: Ctx,
  searcher: SearchingCaller,
  id: string,
): Promise<WorkerProfile> {
  assertClient(searcher.user);
  return profileOfFindableWorker(ctx, searcher, id, WORKER);
}

/**
 * `GET /api/users/:id`: a person the caller has a reason to see (issue #21 item 6). A client sees a
 * worker they could find in the search, or one they dealt with (who applied to their job, whom they
 * asked), hidden or not; a worker sees a client they dealt with, as `ClientDetails`. Anyone else,
 * and a malformed id, is the not-found answer.
 */
export async function getUserDetails(
  ctx: Ctx,
  searcher: SearchingCaller,
  id: string,
  connected: (clientId: string, workerId: string) => Promise<boolean>,
): Promise<UserDetails> {
  if (!isRowId(id)) throw notFound(USER);
  const caller = searcher.user;
  if (caller.user_type === 'client') {
    const row = await findWorkerRow(ctx.db, id);
    if (!row) throw notFound(USER);
    if (!isFindable(row.profile) && !(await connected(caller.id, id))) throw notFound(USER);
    return { user_type: 'worker', ...(await profileOf(ctx, searcher, row)) };
  }
  if (!(await connected(id, caller.id))) throw notFound(USER);
  const client = await getUser(ctx, id);
  if (client.user_type !== 'client') throw notFound(USER);
  return {
    user_type: 'client',
    id: client.id,
    first_name: client.first_name,
    avatar: client.avatar,
    description: client.description,
    place_city: client.place_city,
    place_state_short_name: client.place_state_short_name,
    support_requirements: client.support_requirements,
    require_support_schedule: client.require_support_schedule,
    preferred_worker_gender: client.support_preference.gender,
    car_requirement: client.support_preference.car_ownership,
    preferred_languages: client.preferred_languages,
  };
}

/**
 * The profile of a worker whom clients may find (visible and fully verified), seen from the
 * searcher's home; anyone else, or a malformed id, is the not-found answer of `model`.
 */
async function profileOfFindableWorker(
  ctx: Ctx,
  searcher: Searcher,
  id: string,
  model: string,
): Promise<WorkerProfile> {
  const row = isRowId(id) ? await findWorkerRow(ctx.db, id) : undefined;
  if (!row || !isFindable(row.profile)) throw notFound(model);
  return profileOf(ctx, searcher, row);
}

/** A worker's profile seen from the searcher's home, with the badges of their current checks. */
async function profileOf(
  ctx: Ctx,
  searcher: Searcher,
  row: NonNullable<Awaited<ReturnType<typeof findWorkerRow>>>,
): Promise<WorkerProfile> {
  const home = searcher.primaryAddress;
  const documents = await listApprovedDocuments(ctx.db, row.user.id);
  const { profile } = row;
  return {
    ...cardBase(row, badgesOf(documents, australianDate(ctx.clock.now()))),
    distance_km: home ? roundKm(distanceKm(home, row.address)) : null,
    description: profile.description,
    availability_schedule: profile.availability_schedule,
    interests: profile.interests,
    qualifications: profile.qualifications,
    education: profile.education,
    work_experience: profile.work_experience,
    training: profile.training,
    client_genders: profile.client_genders,
    range_of_work_in_km: profile.range_of_work_in_km,
  };
}

/** Visible and fully verified: what a client may reach by id (decision 018). */
function isFindable(profile: ProfileRow): boolean {
  return profile.profile_visibility !== 'hidden' && isFullyVerified(profile);
}

function isFullyVerified(
  profile: Pick<ProfileRow, 'personal_details_completed' | 'id_verification_completed'>,
): boolean {
  return profile.personal_details_completed && profile.id_verification_completed;
}

function assertClient(caller: Caller): void {
  if (caller.user_type !== 'client') throw forbidden(WORKER_SEARCH_MESSAGES.workersOnlyForClients);
}

/** Where the search is made from: a chosen address of the caller's, a chosen suburb, or their primary address. */
async function searchPlace(
  ctx: Ctx,
  userId: string,
  query: WorkerSearchQuery,
  primary: Searcher['primaryAddress'],
): Promise<Place> {
  const addressId = query['filter[address_id]'];
  if (addressId !== undefined) {
    try {
      return pick(await getAddress(ctx, userId, addressId));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) {
        throw invalid({ 'filter[address_id]': [WORKER_SEARCH_MESSAGES.addressUnknown] });
      }
      throw error;
    }
  }
  const suburb = query['filter[suburb]'];
  const state = query['filter[state]'];
  const postcode = query['filter[postcode]'];
  if (suburb !== undefined && state !== undefined && postcode !== undefined) {
    const locality = findLocality({ suburb, state, postcode });
    if (!locality) throw invalid({ 'filter[suburb]': [WORKER_SEARCH_MESSAGES.placeUnknown] });
    return pick(locality);
  }
  if (primary) return pick(primary);
  throw invalid(
    { 'filter[address_id]': [WORKER_SEARCH_MESSAGES.noLocation] },
    WORKER_SEARCH_MESSAGES.noLocation,
  );
}

function pick(place: Place): Place {
  const { suburb, state, postcode, latitude, longitude } = place;
  return { suburb, state, postcode, latitude, longitude };
}

function clientFacts(profile: Searcher['profile']): ClientMatchFacts {
  return {
    gender: profile?.gender ?? null,
    preferred_worker_gender: profile?.preferred_worker_gender ?? null,
    car_requirement: profile?.car_requirement ?? null,
  };
}

function clientWishes(profile: Searcher['profile']): ClientWishes {
  return {
    support_requirements: profile?.support_requirements ?? [],
    preferred_languages: profile?.preferred_languages ?? [],
    max_hourly_rate: profile?.max_hourly_rate ?? null,
  };
}

/** The query's filters in the domain's terms (absent means "any"). */
export function searchFilters(query: WorkerSearchQuery): WorkerSearchFilters {
  const filters: WorkerSearchFilters = {
    radius_km: query['filter[radius_km]'] ?? SEARCH_RADIUS_KM.default,
    ...(query['filter[services]'] ? { services: query['filter[services]'] } : {}),
    ...(query['filter[gender]'] ? { gender: query['filter[gender]'] } : {}),
    ...(query['filter[has_car]'] !== undefined ? { has_car: query['filter[has_car]'] } : {}),
    ...(query['filter[days]'] ? { days: query['filter[days]'] as Weekday[] } : {}),
    ...(query['filter[from]'] ? { from: query['filter[from]'] } : {}),
    ...(query['filter[to]'] ? { to: query['filter[to]'] } : {}),
    ...(query['filter[max_rate]'] !== undefined ? { max_rate: query['filter[max_rate]'] } : {}),
    ...(query['filter[languages]'] ? { languages: query['filter[languages]'] } : {}),
    ...(query['filter[include_unverified]'] !== undefined
      ? { include_unverified: query['filter[include_unverified]'] }
      : {}),
  };
  return filters;
}

/** The badges of a worker's approved documents that are current on `today` (issue #5: never the document). */
function badgesOf(documents: readonly ApprovedDocument[], today: string): CredentialBadge[] {
  return documents.flatMap((document) => {
    const approvedAt = document.approved_at.toISOString();
    if (!isDocumentCurrent({ approved_at: approvedAt, expires_on: document.expires_on }, today)) return [];
    return [
      {
        document_type: document.document_type,
        label: documentLabel(document.document_type, document.issuing_state),
        approved_at: approvedAt,
        text: documentBadge(document.document_type, approvedAt, document.issuing_state),
      },
    ];
  });
}

/** What a card and a profile share, with the badges each shows: never the last name, the street or a document. */
function cardBase<Badge>(row: Pick<WorkerCardRow, 'user' | 'profile' | 'address'>, badges: Badge[]) {
  const { user, profile, address } = row;
  return {
    id: user.id,
    first_name: user.first_name,
    last_initial: user.last_name.slice(0, 1).toUpperCase(),
    avatar: profile.avatar_id ? { id: profile.avatar_id, url: avatarUrl(profile.avatar_id) } : null,
    place_city: address.suburb,
    place_state_short_name: address.state,
    services: profile.service_offerings,
    indicative_rates: {
      travel_per_km_rate: profile.travel_per_km_rate,
      weekday_hourly_rate: profile.weekday_hourly_rate,
      weekday_night_hourly_rate: profile.weekday_night_hourly_rate,
      weekend_hourly_rate: profile.weekend_hourly_rate,
      weekend_night_hourly_rate: profile.weekend_night_hourly_rate,
    },
    gender: profile.gender,
    car_ownership: profile.car_ownership,
    languages: profile.languages,
    fully_verified: isFullyVerified(profile),
    badges,
    created_at: user.created_at.toISOString(),
  };
}

/** A card shows a badge's words and type; the profile adds its label and approval time (`CardBadgeSchema`). */
function cardBadge({ document_type, text }: CredentialBadge): CardBadge {
  return { document_type, text };
}

/** Distances are shown to 0.1 km. */
function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
