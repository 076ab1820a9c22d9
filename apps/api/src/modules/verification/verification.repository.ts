import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { VerificationDocumentType } from '@alongside/domain';
import {
  addresses,
  documents,
  profiles,
  users,
  type DocumentInsert,
  type DocumentRow,
  type UserRow,
} from '../../db/schema/index';

export type DocumentPage = {
  status?: DocumentRow['status'];
  document_type?: VerificationDocumentType;
  newest_first: boolean;
  offset: number;
  limit: number;
};

/** A page of the person's documents of one status or type, or all, and how many there are in all. */
export async function listUserDocumentPage(
  db: Database,
  userId: string,
  page: DocumentPage,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = and(
    eq(documents.user_id, userId),
    page.status ? eq(documents.status, page.status) : undefined,
    page.document_type ? eq(documents.document_type, page.document_type) : undefined,
  );
  const order = page.newest_first ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(order(documents.uploaded_at), order(documents.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The person's documents, oldest first. */
export async function listUserDocuments(db: Database, userId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.user_id, userId))
    .orderBy(asc(documents.uploaded_at), asc(documents.id));
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}

/** One of the person's documents; another person's answers like a missing one. */
export async function findUserDocument(
  db: Database,
  userId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.user_id, userId)));
  return row;
}

export async function insertDocument(db: Database, values: DocumentInsert): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function updateDocument(
  db: Database,
  id: string,
  changes: Partial<Omit<DocumentInsert, 'id' | 'user_id'>>,
): Promise<DocumentRow | undefined> {
  const [row] = await db.update(documents).set(changes).where(eq(documents.id, id)).returning();
  return row;
}

export async function deleteDocument(db: Database, id: string): Promise<void> {
  await db.delete(documents).where(eq(documents.id, id));
}

/**
 * The person's open (pending or rejected) or approved document of a type: at most one of each (unique
 * indexes hold it).
 */
export async function findDocumentOfType(
  db: Database,
  userId: string,
  type: VerificationDocumentType,
  which: 'open' | 'approved',
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.user_id, userId),
        eq(documents.document_type, type),
        which === 'open'
          ? inArray(documents.status, ['pending', 'rejected'])
          : eq(documents.status, 'approved'),
      ),
    );
  return row;
}

/** An approved document running out soon, with what the warning needs about its owner. */
export type ExpiringDocument = {
  document: DocumentRow;
  owner: { id: string; email: string; first_name: string; state: string | null };
};

/**
 * Approved documents that run out from `today` to `lastDay` (inclusive) and whose owner has not been
 * told yet, soonest first.
 */
export async function listExpiringUnnotified(
  db: Database,
  today: string,
  lastDay: string,
): Promise<ExpiringDocument[]> {
  return db
    .select({
      document: documents,
      owner: { id: users.id, email: users.email, first_name: users.first_name, state: addresses.state },
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.user_id))
    .leftJoin(addresses, and(eq(addresses.user_id, users.id), eq(addresses.is_primary, true)))
    .where(
      and(
        eq(documents.status, 'approved'),
        isNull(documents.expiry_notified_at),
        gte(documents.expires_on, today),
        lte(documents.expires_on, lastDay),
      ),
    )
    .orderBy(asc(documents.expires_on), asc(documents.id));
}

/** Marks the warning sent; false when another sweep got there first (so it goes out once). */
export async function claimExpiryNotice(db: Database, documentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(documents)
    .set({ expiry_notified_at: at })
    .where(and(eq(documents.id, documentId), isNull(documents.expiry_notified_at)))
    .returning({ id: documents.id });
  return rows.length > 0;
}

/**
 * People stored as having their identity verification complete who hold an approved document past its
 * expiry on `today`: the sweep recomputes their flag.
 */
export async function listUsersWithLapsedDocuments(
  db: Database,
  today: string,
): Promise<Pick<UserRow, 'id' | 'user_type'>[]> {
  return db
    .selectDistinct({ id: users.id, user_type: users.user_type })
    .from(users)
    .innerJoin(profiles, eq(profiles.user_id, users.id))
    .innerJoin(documents, eq(documents.user_id, users.id))
    .where(
      and(
        eq(profiles.id_verification_completed, true),
        eq(documents.status, 'approved'),
        lt(documents.expires_on, today),
      ),
    );
}
