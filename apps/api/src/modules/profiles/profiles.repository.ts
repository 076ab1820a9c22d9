import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  addresses,
  documents,
  profiles,
  users,
  type AddressRow,
  type DocumentRow,
  type ProfileInsert,
  type ProfileRow,
  type UserRow,
} from '../../db/schema/index';

export type ProfileView = { user: UserRow; profile: ProfileRow | null; primaryAddress: AddressRow | null };

/** The user with their profile (null before the first write) and primary address (null when none). */
export async function findProfileView(db: Database, userId: string): Promise<ProfileView | undefined> {
  const [row] = await db
    .select({ user: users, profile: profiles, primaryAddress: addresses })
    .from(users)
    .leftJoin(profiles, eq(profiles.user_id, users.id))
    .leftJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Writes the given profile columns, making the row on the first write (with when the person joined). */
export async function upsertProfile(
  db: Database,
  userId: string,
  changes: Omit<Partial<ProfileInsert>, 'user_id'>,
): Promise<void> {
  await db
    .insert(profiles)
    .values({
      joined_at: sql`(select ${users.created_at} from ${users} where ${users.id} = ${userId})`,
      ...changes,
      user_id: userId,
    })
    .onConflictDoUpdate({ target: profiles.user_id, set: changes });
}

/**
 * Stores a worker's search point (their primary address's point, or null without one); a client's
 * profile, or a missing one, is left alone.
 */
export async function updateSearchPoint(
  db: Database,
  userId: string,
  point: { latitude: number; longitude: number } | null,
): Promise<void> {
  await db
    .update(profiles)
    .set({ search_latitude: point?.latitude ?? null, search_longitude: point?.longitude ?? null })
    .where(
      and(
        eq(profiles.user_id, userId),
        sql`exists (select 1 from ${users} where ${users.id} = ${profiles.user_id} and ${users.user_type} = 'worker')`,
      ),
    );
}

export async function updateUserNames(
  db: Database,
  userId: string,
  names: { first_name?: string; last_name?: string; updated_at: Date },
): Promise<void> {
  await db.update(users).set(names).where(eq(users.id, userId));
}

export async function setOnboardedAt(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ onboarded_at: at, updated_at: at }).where(eq(users.id, userId));
}

export type SessionDocument = Pick<
  DocumentRow,
  'id' | 'document_type' | 'status' | 'approved_at' | 'expires_on'
>;

/** The person's documents as the session carries them (decision 017), oldest first. */
export async function listSessionDocuments(db: Database, userId: string): Promise<SessionDocument[]> {
  return db
    .select({
      id: documents.id,
      document_type: documents.document_type,
      status: documents.status,
      approved_at: documents.approved_at,
      expires_on: documents.expires_on,
    })
    .from(documents)
    .where(eq(documents.user_id, userId))
    .orderBy(asc(documents.uploaded_at), asc(documents.id));
}
