import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { identityChecks, users, type IdentityCheckRow } from '../../db/schema/index';

export async function insertIdentityCheck(
  db: Database,
  values: Pick<IdentityCheckRow, 'id' | 'user_id' | 'provider' | 'provider_reference' | 'created_at'>,
): Promise<IdentityCheckRow> {
  const [row] = await db.insert(identityChecks).values(values).returning();
  return row!;
}

/** One of the person's checks; another person's answers like a missing one. */
export async function findUserIdentityCheck(
  db: Database,
  userId: string,
  id: string,
): Promise<IdentityCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(and(eq(identityChecks.id, id), eq(identityChecks.user_id, userId)));
  return row;
}

/** The check a provider's callback names, with its owner, locked until the transaction ends. */
export async function lockIdentityCheckByReference(db: Database, provider: string, reference: string) {
  const [row] = await db
    .select({
      check: identityChecks,
      owner: { id: users.id, email: users.email, first_name: users.first_name, user_type: users.user_type },
    })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.user_id))
    .where(and(eq(identityChecks.provider, provider), eq(identityChecks.provider_reference, reference)))
    .for('update', { of: identityChecks });
  return row;
}

export async function finishIdentityCheck(
  db: Database,
  id: string,
  status: 'passed' | 'failed',
  at: Date,
): Promise<void> {
  await db.update(identityChecks).set({ status, completed_at: at }).where(eq(identityChecks.id, id));
}
