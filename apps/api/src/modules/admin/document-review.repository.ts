import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  addresses,
  documents,
  profiles,
  users,
  verificationAudit,
  type DocumentRow,
  type VerificationAuditRow,
} from '../../db/schema/index';

export type DocumentStatusFilter = DocumentRow['status'];

/** A document with what staff see beside it: its owner, their state, and who reviewed it. */
export type ReviewRow = {
  document: DocumentRow;
  owner: {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    user_type: 'client' | 'worker';
    date_of_birth: string | null;
    state: string | null;
  };
  reviewer: { first_name: string; last_name: string } | null;
};

export type AuditRow = VerificationAuditRow & {
  owner: { first_name: string; last_name: string } | null;
};

const reviewers = alias(users, 'reviewers');
const owners = alias(users, 'owners');

function reviewQuery(db: Database) {
  return db
    .select({
      document: documents,
      owner: {
        id: users.id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        user_type: users.user_type,
        date_of_birth: profiles.date_of_birth,
        state: addresses.state,
      },
      reviewer: { first_name: reviewers.first_name, last_name: reviewers.last_name },
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.user_id))
    .leftJoin(profiles, eq(profiles.user_id, documents.user_id))
    .leftJoin(addresses, and(eq(addresses.user_id, documents.user_id), eq(addresses.is_primary, true)))
    .leftJoin(reviewers, eq(reviewers.id, documents.reviewed_by));
}

/** Pending documents oldest first (the queue); decided ones most recently reviewed first. */
export async function listReviewRows(
  db: Database,
  status: DocumentStatusFilter,
  page: { offset: number; limit: number },
): Promise<ReviewRow[]> {
  const order =
    status === 'pending'
      ? [asc(documents.uploaded_at), asc(documents.id)]
      : [sql`${documents.reviewed_at} desc nulls last`, desc(documents.id)];
  const rows = await reviewQuery(db)
    .where(eq(documents.status, status))
    .orderBy(...order)
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(withReviewer);
}

export async function countDocumentsWithStatus(db: Database, status: DocumentStatusFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(documents).where(eq(documents.status, status));
  return row?.n ?? 0;
}

export async function findReviewRow(db: Database, id: string): Promise<ReviewRow | undefined> {
  const [row] = await reviewQuery(db).where(eq(documents.id, id));
  return row && withReviewer(row);
}

/** The document, locked until the transaction ends, so two staff cannot decide it at once. */
export async function lockDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).for('update');
  return row;
}

function auditQuery(db: Database) {
  return db
    .select({
      entry: verificationAudit,
      owner: { first_name: owners.first_name, last_name: owners.last_name },
    })
    .from(verificationAudit)
    .leftJoin(owners, eq(owners.id, verificationAudit.owner_id));
}

/** The decisions on one document, oldest first. */
export async function listDocumentAudit(db: Database, documentId: string): Promise<AuditRow[]> {
  const rows = await auditQuery(db)
    .where(eq(verificationAudit.document_id, documentId))
    .orderBy(asc(verificationAudit.at), asc(verificationAudit.id));
  return rows.map(({ entry, owner }) => ({ ...entry, owner: owner?.first_name ? owner : null }));
}

/** Every decision, newest first. */
export async function listAuditRows(
  db: Database,
  page: { offset: number; limit: number },
): Promise<AuditRow[]> {
  const rows = await auditQuery(db)
    .orderBy(desc(verificationAudit.at), desc(verificationAudit.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows.map(({ entry, owner }) => ({ ...entry, owner: owner?.first_name ? owner : null }));
}

export async function countAuditRows(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(verificationAudit);
  return row?.n ?? 0;
}

function withReviewer(row: {
  document: DocumentRow;
  owner: ReviewRow['owner'];
  reviewer: { first_name: string | null; last_name: string | null } | null;
}): ReviewRow {
  const { reviewer } = row;
  return {
    document: row.document,
    owner: row.owner,
    reviewer:
      reviewer?.first_name && reviewer.last_name
        ? { first_name: reviewer.first_name, last_name: reviewer.last_name }
        : null,
  };
}

export async function updateDocument(
  db: Database,
  id: string,
  changes: Partial<Omit<typeof documents.$inferInsert, 'id' | 'user_id'>>,
): Promise<void> {
  await db.update(documents).set(changes).where(eq(documents.id, id));
}
