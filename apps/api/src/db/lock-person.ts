import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { users } from './schema/index';

/**
 * Locks a person's row until the transaction ends, so two writes that check a limit or a rule
 * across that person's records (an 11th address, an 11th draft) run one after the other.
 */
export async function lockPersonRow(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
