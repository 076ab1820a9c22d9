import { australianDate, hasCurrentRequiredDocuments } from '@alongside/domain';
import type { Database } from '../../db/database';
import type { UserType } from '@alongside/domain';
import * as profiles from '../profiles/profiles.service';
import { listUserDocuments } from './verification.repository';

/** "Today" for documents: the calendar day in Australia (decision 017). */
export function documentToday(now: Date): string {
  return australianDate(now);
}

/**
 * Recomputes and stores `id_verification_completed` (decision 017: every required document of the
 * user type approved and not past its expiry) from what is stored. Every write that can change it
 * calls this inside its transaction; the expiry sweep calls it as days pass. Returns the new value.
 */
export async function refreshIdVerification(
  db: Database,
  user: { id: string; user_type: UserType },
  now: Date,
): Promise<boolean> {
  const rows = await listUserDocuments(db, user.id);
  const complete = hasCurrentRequiredDocuments(
    user.user_type,
    rows.map((row) => ({
      document_type: row.document_type,
      status: row.status,
      approved_at: row.approved_at?.toISOString() ?? null,
      expires_on: row.expires_on,
    })),
    documentToday(now),
  );
  await profiles.setIdVerificationCompleted(db, user.id, complete);
  return complete;
}
