import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  addresses,
  profiles,
  users,
  type AddressRow,
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

/** Writes the given profile columns, making the row on the first write. */
export async function upsertProfile(
  db: Database,
  userId: string,
  changes: Omit<Partial<ProfileInsert>, 'user_id'>,
): Promise<void> {
  await db
    .insert(profiles)
    .values({ ...changes, user_id: userId })
    .onConflictDoUpdate({ target: profiles.user_id, set: changes });
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
