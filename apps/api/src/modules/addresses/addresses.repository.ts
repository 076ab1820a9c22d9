import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { addresses, type AddressInsert, type AddressRow } from '../../db/schema/index';

/** The person's addresses: the primary first, then in the order they were added. */
export async function listAddressRows(
  db: Database,
  userId: string,
  page: { offset: number; limit: number },
): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.user_id, userId))
    .orderBy(desc(addresses.is_primary), asc(addresses.created_at), asc(addresses.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countAddressRows(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.user_id, userId));
  return row?.n ?? 0;
}

/** One of the person's addresses; someone else's answers like a missing one (undefined). */
export async function findAddressRow(
  db: Database,
  userId: string,
  id: string,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .limit(1);
  return row;
}

export async function insertAddressRow(db: Database, values: AddressInsert): Promise<AddressRow> {
  const [row] = await db.insert(addresses).values(values).returning();
  return row!;
}

export async function updateAddressRow(
  db: Database,
  userId: string,
  id: string,
  changes: Omit<Partial<AddressInsert>, 'id' | 'user_id'>,
): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set(changes)
    .where(and(eq(addresses.id, id), eq(addresses.user_id, userId)))
    .returning();
  return row!;
}

/** Un-marks the person's primary address (before marking another: the unique index allows one). */
export async function clearPrimaryAddress(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(addresses)
    .set({ is_primary: false, updated_at: at })
    .where(and(eq(addresses.user_id, userId), eq(addresses.is_primary, true)));
}

export async function deleteAddressRow(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.user_id, userId)));
}

/** All of the person's addresses, for choosing which one to promote. */
export async function listAllAddressRows(db: Database, userId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.user_id, userId));
}
