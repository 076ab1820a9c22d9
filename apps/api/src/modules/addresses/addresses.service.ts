import {
  ADDRESS_MESSAGES,
  pageMeta,
  unknownLocalityMessage,
  type Address,
  type AddressInput,
  type AddressListQuery,
  type AddressListResponse,
  type AddressPatch,
  type LocalitySuggestion,
} from '@alongside/contract';
import { addressToPromote, MAX_ADDRESSES_PER_PERSON } from '@alongside/domain';
import type { Database } from '../../db/database';
import { lockPersonRow } from '../../db/lock-person';
import type { AddressRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { invalid, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow } from '../../lib/list-query';
import { refreshProfileFlags, setSearchPoint } from '../profiles/profiles.service';
import {
  clearPrimaryAddress,
  countAddressRows,
  deleteAddressRow,
  findAddressRow,
  insertAddressRow,
  listAddressRows,
  listAllAddressRows,
  updateAddressRow,
} from './addresses.repository';
import { findLocality, suggestLocalities, titleCase, type Locality } from './localities';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const MODEL = 'Address';

/** `GET /api/addresses`: the primary first, then in the order they were added. */
export async function listAddresses(
  ctx: Ctx,
  userId: string,
  query: AddressListQuery = { page: 1, limit: MAX_ADDRESSES_PER_PERSON },
): Promise<AddressListResponse> {
  const total = await countAddressRows(ctx.db, userId);
  const rows = await listAddressRows(ctx.db, userId, pageWindow(query));
  return { data: rows.map(toAddress), meta: pageMeta(query.page, query.limit, total) };
}

/** One of the caller's addresses; someone else's, a missing one and a malformed id all answer 404. */
export async function getAddress(ctx: Ctx, userId: string, id: string): Promise<Address> {
  return toAddress(await ownAddress(ctx.db, userId, id));
}

/**
 * Adds an address for a person (`POST /api/addresses`; the demo seed calls it too). The place must
 * be real; its coordinates and its spelling come from the localities index. The first address is
 * the primary one; `is_primary: true` moves the primary here.
 */
export async function addAddress(ctx: Ctx, userId: string, input: AddressInput): Promise<Address> {
  const place = resolvePlace(input);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockPersonRow(tx, userId);
    const existing = await countAddressRows(tx, userId);
    if (existing >= MAX_ADDRESSES_PER_PERSON) throw invalid({}, ADDRESS_MESSAGES.tooMany);
    const primary = existing === 0 || input.is_primary === true;
    if (primary && existing > 0) await clearPrimaryAddress(tx, userId, now);
    const inserted = await insertAddressRow(tx, {
      user_id: userId,
      label: input.label ?? null,
      address: input.address,
      address_2: input.address_2 ?? null,
      ...placeColumns(place),
      is_primary: primary,
      created_at: now,
      updated_at: now,
    });
    if (primary) {
      await refreshProfileFlags(tx, userId);
      await setSearchPoint(tx, userId, inserted);
    }
    return inserted;
  });
  return toAddress(row);
}

/**
 * `PATCH /api/addresses/:id`: any subset. A change of suburb, state or postcode is checked as a whole
 * place with the fields not sent. The primary cannot be un-marked, only replaced by another.
 */
export async function updateAddress(
  ctx: Ctx,
  userId: string,
  id: string,
  patch: AddressPatch,
): Promise<Address> {
  if (!isRowId(id)) throw notFound(MODEL);
  if (Object.keys(patch).length === 0) throw invalid({}, ADDRESS_MESSAGES.nothingToSave);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockPersonRow(tx, userId);
    const current = await ownAddress(tx, userId, id);
    if (patch.is_primary === false && current.is_primary) {
      throw invalid({ is_primary: [ADDRESS_MESSAGES.keepOnePrimary] });
    }
    const movesPlace =
      patch.suburb !== undefined || patch.state !== undefined || patch.postcode !== undefined;
    const place = movesPlace
      ? resolvePlace({
          suburb: patch.suburb ?? current.suburb,
          state: patch.state ?? current.state,
          postcode: patch.postcode ?? current.postcode,
        })
      : null;
    const becomesPrimary = patch.is_primary === true && !current.is_primary;
    // The unique index allows one primary per person: the old one is un-marked first.
    if (becomesPrimary) await clearPrimaryAddress(tx, userId, now);
    const updated = await updateAddressRow(tx, userId, id, {
      ...(patch.label !== undefined ? { label: patch.label } : {}),
      ...(patch.address !== undefined ? { address: patch.address } : {}),
      ...(patch.address_2 !== undefined ? { address_2: patch.address_2 } : {}),
      ...(place ? placeColumns(place) : {}),
      ...(becomesPrimary ? { is_primary: true } : {}),
      updated_at: now,
    });
    if (updated.is_primary) {
      await refreshProfileFlags(tx, userId);
      await setSearchPoint(tx, userId, updated);
    }
    return updated;
  });
  return toAddress(row);
}

/** `DELETE /api/addresses/:id`: removing the primary promotes the most recently added one left. */
export async function deleteAddress(ctx: Ctx, userId: string, id: string): Promise<Address> {
  const now = ctx.clock.now();
  const removed = await ctx.db.transaction(async (tx) => {
    await lockPersonRow(tx, userId);
    const current = await ownAddress(tx, userId, id);
    await deleteAddressRow(tx, userId, id);
    if (current.is_primary) {
      const next = addressToPromote(await listAllAddressRows(tx, userId));
      if (next) await updateAddressRow(tx, userId, next.id, { is_primary: true, updated_at: now });
      await refreshProfileFlags(tx, userId);
      await setSearchPoint(tx, userId, next ?? null);
    }
    return current;
  });
  return toAddress({ ...removed, is_primary: false });
}

/** `GET /api/localities?q=`: places for the suburb autocomplete. */
export function suggestPlaces(query: string): LocalitySuggestion[] {
  return suggestLocalities(query).map(({ suburb, state, postcode }) => ({ suburb, state, postcode }));
}

async function ownAddress(db: Database, userId: string, id: string): Promise<AddressRow> {
  // A malformed id can name no record: the same 404 as a missing one (decision 014).
  const row = isRowId(id) ? await findAddressRow(db, userId, id) : undefined;
  if (!row) throw notFound(MODEL);
  return row;
}

function resolvePlace(input: { suburb: string; state: string; postcode: string }): Locality {
  const place = findLocality(input);
  if (!place) {
    throw invalid({
      suburb: [ADDRESS_MESSAGES.checkSuburb],
      postcode: [unknownLocalityMessage(titleCase(input.suburb), input.state, input.postcode)],
    });
  }
  return place;
}

function placeColumns(place: Locality) {
  return {
    suburb: place.suburb,
    state: place.state,
    postcode: place.postcode,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    label: row.label,
    address: row.address,
    address_2: row.address_2,
    suburb: row.suburb,
    state: row.state as Address['state'],
    postcode: row.postcode,
    latitude: row.latitude,
    longitude: row.longitude,
    is_primary: row.is_primary,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
