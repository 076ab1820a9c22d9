import { randomUUID } from 'node:crypto';
import {
  avatarUrl,
  AVATAR_SIZE_PX,
  CLIENT_PROFILE_FIELDS,
  PROFILE_MESSAGES,
  WORKER_PROFILE_FIELDS,
  type ProfilePatch,
  type ProfilePatchBody,
  type User,
} from '@alongside/contract';
import {
  arePersonalDetailsComplete,
  australianDate,
  dateOfBirthProblem,
  hasCurrentRequiredDocuments,
  isProfileComplete,
  type UserType,
} from '@alongside/domain';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Database } from '../../db/database';
import type { ProfileInsert, UserRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { invalid, notFound, noFieldErrors, type FieldErrors } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import {
  findProfileView,
  listSessionDocuments,
  setOnboardedAt,
  updateUserNames,
  updateSearchPoint,
  upsertProfile,
  type ProfileView,
  type SessionDocument,
} from './profiles.repository';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const avatarKey = (id: string) => `avatars/${id}.webp`;

/**
 * The person with every spec §3 field (`GET /api/auth/session`, `GET /api/profile`), with their
 * documents and `id_verification_completed` computed live from them on the clock's day (decision 017).
 */
export async function getUser(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string): Promise<User> {
  const view = await findProfileView(ctx.db, userId);
  if (!view) throw notFound('User');
  const documents = await listSessionDocuments(ctx.db, userId);
  return toUser(view, { documents, today: australianDate(ctx.clock.now()) });
}

/**
 * The session shape of a stored person. With `verification` (their documents and today's date in
 * Australia) the documents are listed and `id_verification_completed` is computed from them;
 * without it the stored flag is read and no documents are listed.
 */
export function toUser(
  { user, profile, primaryAddress }: ProfileView,
  verification?: { documents: readonly SessionDocument[]; today: string },
): User {
  const documents = (verification?.documents ?? []).map((document) => ({
    id: document.id,
    document_type: document.document_type,
    status: document.status,
    approved_at: document.approved_at?.toISOString() ?? null,
    expires_on: document.expires_on,
  }));
  return {
    id: user.id,
    email: user.email,
    email_verified: user.email_verified_at !== null,
    pending_email: user.pending_email,
    user_type: user.user_type,
    role: user.role,
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: profile?.avatar_id ? { id: profile.avatar_id, url: avatarUrl(profile.avatar_id) } : null,
    description: profile?.description ?? null,
    date_of_birth: profile?.date_of_birth ?? null,
    gender: profile?.gender ?? null,
    phone: profile?.phone ?? null,
    onboarded_at: user.onboarded_at?.toISOString() ?? null,
    disclaimer_accepted_at: profile?.disclaimer_accepted_at?.toISOString() ?? null,
    id_verification_method: profile?.id_verification_method ?? null,
    profile_completed: profile?.profile_completed ?? false,
    personal_details_completed: profile?.personal_details_completed ?? false,
    id_verification_completed: verification
      ? hasCurrentRequiredDocuments(user.user_type, documents, verification.today)
      : (profile?.id_verification_completed ?? false),
    address: primaryAddress?.address ?? null,
    address_2: primaryAddress?.address_2 ?? null,
    place_city: primaryAddress?.suburb ?? null,
    place_state_short_name: primaryAddress?.state ?? null,
    postcode: primaryAddress?.postcode ?? null,
    support_requirements: profile?.support_requirements ?? [],
    qualifications_needed: profile?.qualifications_needed ?? [],
    require_support_schedule: profile?.require_support_schedule ?? [],
    availability_schedule: profile?.availability_schedule ?? [],
    support_preference: {
      profile_visibility: profile?.profile_visibility ?? null,
      gender: profile?.preferred_worker_gender ?? null,
      car_ownership: profile?.car_requirement ?? null,
    },
    client_preference: {
      genders: profile?.client_genders ?? [],
      car_ownership: profile?.car_ownership ?? null,
      range_of_work_in_km: profile?.range_of_work_in_km ?? null,
    },
    indicative_rates: {
      travel_per_km_rate: profile?.travel_per_km_rate ?? null,
      weekday_hourly_rate: profile?.weekday_hourly_rate ?? null,
      weekday_night_hourly_rate: profile?.weekday_night_hourly_rate ?? null,
      weekend_hourly_rate: profile?.weekend_hourly_rate ?? null,
      weekend_night_hourly_rate: profile?.weekend_night_hourly_rate ?? null,
    },
    service_offerings: profile?.service_offerings ?? [],
    qualifications: profile?.qualifications ?? [],
    education: profile?.education ?? [],
    work_experience: profile?.work_experience ?? [],
    training: profile?.training ?? [],
    languages: profile?.languages ?? [],
    interests: profile?.interests ?? [],
    preferred_languages: profile?.preferred_languages ?? [],
    max_hourly_rate: profile?.max_hourly_rate ?? null,
    documents,
    created_at: user.created_at.toISOString(),
  };
}

/**
 * `PATCH /api/profile`: writes what the owner sent, then recomputes the stored completeness flags
 * with the domain rules, in one transaction. Fields of the other user type are refused by name.
 */
export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: UserRow,
  patch: ProfilePatch,
): Promise<User> {
  const fields = Object.keys(patch) as (keyof ProfilePatchBody)[];
  if (fields.length === 0) throw invalid({}, PROFILE_MESSAGES.nothingToSave);
  assertFieldsForUserType(user.user_type, fields);
  const now = ctx.clock.now();
  if (patch.date_of_birth !== undefined) {
    const problem = dateOfBirthProblem(patch.date_of_birth, now.toISOString().slice(0, 10), user.user_type);
    if (problem) throw invalid({ date_of_birth: [problem] });
  }

  await ctx.db.transaction(async (tx) => {
    if (patch.first_name !== undefined || patch.last_name !== undefined) {
      await updateUserNames(tx, user.id, {
        ...(patch.first_name !== undefined ? { first_name: patch.first_name } : {}),
        ...(patch.last_name !== undefined ? { last_name: patch.last_name } : {}),
        updated_at: now,
      });
    }
    const columns = toProfileColumns(patch);
    if (Object.keys(columns).length > 0) await upsertProfile(tx, user.id, { ...columns, updated_at: now });
    await refreshProfileFlags(tx, user.id);
  });
  return getUser(ctx, user.id);
}

function assertFieldsForUserType(userType: UserType, fields: readonly string[]): void {
  const refused: readonly string[] = userType === 'client' ? WORKER_PROFILE_FIELDS : CLIENT_PROFILE_FIELDS;
  const message = userType === 'client' ? PROFILE_MESSAGES.workerOnly : PROFILE_MESSAGES.clientOnly;
  const errors: FieldErrors = noFieldErrors();
  for (const field of fields) if (refused.includes(field)) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The body's fields as profile columns (the spec's nested sections are flat columns in the table). */
function toProfileColumns(patch: ProfilePatch): Omit<Partial<ProfileInsert>, 'user_id'> {
  const {
    first_name: _first,
    last_name: _last,
    support_preference,
    client_preference,
    indicative_rates,
    ...direct
  } = patch;
  return {
    ...direct,
    ...(support_preference
      ? {
          profile_visibility: support_preference.profile_visibility,
          preferred_worker_gender: support_preference.gender,
          car_requirement: support_preference.car_ownership,
        }
      : {}),
    ...(client_preference
      ? {
          client_genders: client_preference.genders,
          car_ownership: client_preference.car_ownership,
          range_of_work_in_km: client_preference.range_of_work_in_km,
        }
      : {}),
    ...(indicative_rates ?? {}),
  };
}

/**
 * Recomputes `profile_completed` and `personal_details_completed` from what is stored (spec §4, §5;
 * decision 012). Every write that can change them calls it inside its transaction: profile writes
 * here, primary-address changes in the addresses area.
 */
export async function refreshProfileFlags(db: Database, userId: string): Promise<void> {
  const view = await findProfileView(db, userId);
  if (!view) return;
  const user = toUser(view);
  await upsertProfile(db, userId, {
    profile_completed: isProfileComplete(user.user_type, user),
    personal_details_completed: arePersonalDetailsComplete({
      ...user,
      has_primary_address: view.primaryAddress !== null,
    }),
  });
}

/**
 * Keeps a worker's search point (decision 018) on their profile: the addresses area calls this in
 * the same transaction whenever the primary address is added, moved, replaced or deleted. A client's
 * point is never set. Call after `refreshProfileFlags`, which makes the profile row.
 */
export async function setSearchPoint(
  db: Database,
  userId: string,
  point: { latitude: number; longitude: number } | null,
): Promise<void> {
  await updateSearchPoint(db, userId, point);
}

/** The verification area stores whether the person's required documents are all current (decision 017). */
export async function setIdVerificationCompleted(
  db: Database,
  userId: string,
  complete: boolean,
): Promise<void> {
  await upsertProfile(db, userId, { id_verification_completed: complete });
}

/**
 * Stores a new avatar: the bytes must be a JPEG, PNG or WebP (by their content, not a name); it is
 * turned upright, cut to a square of AVATAR_SIZE_PX as WebP, and stripped of metadata (location).
 * The old file is removed once the new one is in place.
 */
export async function saveAvatar(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  user: UserRow,
  bytes: Buffer,
): Promise<User> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !AVATAR_TYPES.has(type.mime)) throw invalid({ avatar: [PROFILE_MESSAGES.avatarNotImage] });
  let image: Buffer;
  try {
    image = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalid({ avatar: [PROFILE_MESSAGES.avatarNotImage] });
  }
  const id = randomUUID();
  await ctx.files.put(avatarKey(id), image);
  const previous = (await findProfileView(ctx.db, user.id))?.profile?.avatar_id ?? null;
  await ctx.db.transaction(async (tx) => {
    await upsertProfile(tx, user.id, { avatar_id: id, updated_at: ctx.clock.now() });
    await refreshProfileFlags(tx, user.id);
  });
  if (previous) await ctx.files.remove(avatarKey(previous));
  return getUser(ctx, user.id);
}

export async function removeAvatar(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  user: UserRow,
): Promise<User> {
  const previous = (await findProfileView(ctx.db, user.id))?.profile?.avatar_id ?? null;
  await ctx.db.transaction(async (tx) => {
    await upsertProfile(tx, user.id, { avatar_id: null, updated_at: ctx.clock.now() });
    await refreshProfileFlags(tx, user.id);
  });
  if (previous) await ctx.files.remove(avatarKey(previous));
  return getUser(ctx, user.id);
}

/** An avatar's bytes for any signed-in person; an unknown id answers like a missing record. */
export async function readAvatar(ctx: Pick<AppContext, 'files'>, id: string): Promise<Buffer> {
  // A malformed id answers like a missing one (as addresses do), and never reaches the file store.
  if (!isRowId(id)) throw notFound('Avatar');
  const bytes = await ctx.files.get(avatarKey(id));
  if (!bytes) throw notFound('Avatar');
  return bytes;
}

/** Removes every file of the person's profile (the account area calls it when an account is deleted). */
export async function removeProfileFiles(
  ctx: Pick<AppContext, 'db' | 'files'>,
  userId: string,
): Promise<void> {
  const avatarId = (await findProfileView(ctx.db, userId))?.profile?.avatar_id;
  if (avatarId) await ctx.files.remove(avatarKey(avatarId));
}

/** Onboarding: the disclaimer is accepted, with its time (issue #4 item 1). */
export async function acceptDisclaimer(ctx: Pick<AppContext, 'db' | 'clock'>, user: UserRow): Promise<User> {
  await upsertProfile(ctx.db, user.id, { disclaimer_accepted_at: ctx.clock.now() });
  return getUser(ctx, user.id);
}

/** Onboarding's last step sets `onboarded_at`; the disclaimer must have been accepted first. */
export async function completeOnboarding(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: UserRow,
): Promise<User> {
  const current = await getUser(ctx, user.id);
  if (!current.disclaimer_accepted_at) throw invalid({ disclaimer: [PROFILE_MESSAGES.disclaimerFirst] });
  if (!current.onboarded_at) await setOnboardedAt(ctx.db, user.id, ctx.clock.now());
  return getUser(ctx, user.id);
}
