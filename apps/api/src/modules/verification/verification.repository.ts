import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { VerificationDocumentType } from '@alongside/domain';
import { documents, type DocumentInsert, type DocumentRow } from '../../db/schema/index';

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

/** The person's open (pending or rejected) document of a type: at most one (a unique index holds it). */
export async function findOpenDocument(
  db: Database,
  userId: string,
  type: VerificationDocumentType,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.user_id, userId),
        eq(documents.document_type, type),
        inArray(documents.status, ['pending', 'rejected']),
      ),
    );
  return row;
}

/** The person's approved document of a type: at most one (a unique index holds it). */
export async function findApprovedDocument(
  db: Database,
  userId: string,
  type: VerificationDocumentType,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(eq(documents.user_id, userId), eq(documents.document_type, type), eq(documents.status, 'approved')),
    );
  return row;
}
