import type { Database } from '../../db/database';
import { verificationAudit } from '../../db/schema/index';

export type AuditInsert = Omit<typeof verificationAudit.$inferInsert, 'id'>;

/**
 * Writes one entry of the verification audit log, inside the transaction of the change it records:
 * a reviewer's decision, an identity check's outcome. The one way any area writes it.
 */
export async function writeAuditEntry(db: Database, entry: AuditInsert): Promise<void> {
  await db.insert(verificationAudit).values(entry);
}
