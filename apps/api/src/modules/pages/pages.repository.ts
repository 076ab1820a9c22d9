import type { Database } from '../../db/database';
import { contactMessages, type ContactMessageRow } from '../../db/schema/index';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(
  db: Database,
  values: NewContactMessage,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}
