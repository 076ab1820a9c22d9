import {
  DOCUMENT_MESSAGES,
  pageMeta,
  requiredDocumentPagePath,
  type AdminDocumentListQuery,
  type AuditEntry,
  type PageMeta,
  type ReviewDocument,
  type SparseAdminDocumentListResponse,
} from '@alongside/contract';
import { documentLabel } from '@alongside/domain';
import type { UserRow } from '../../db/schema/index';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { HttpError, forbidden, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import { notify } from '../notifications/notifications.service';
import { documentToday, refreshIdVerification } from '../verification/verification-flags';
import { onDocumentApproved, removeFiles, toDocument } from '../verification/verification.service';
import { documentApprovedMail, documentRejectedMail } from './document-review.mails';
import * as repository from './document-review.repository';
import type { AuditRow, ReviewRow } from './document-review.repository';
import { writeAuditEntry } from '../verification/verification-audit';
import { sendMail } from '../../lib/mail';

type Ctx = AppContext;

const MODEL = 'Document';

export type ReviewDocumentWithHistory = ReviewDocument & { history: AuditEntry[] };

const conflict = (message: string) => new HttpError(409, message);

/** `GET /api/admin/verification/documents`: pending oldest first, or decided ones by status. */
export async function listReviewDocuments(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  query: AdminDocumentListQuery,
): Promise<SparseAdminDocumentListResponse> {
  const status = query['filter[status]'] ?? 'pending';
  const total = await repository.countDocumentsWithStatus(ctx.db, status);
  const meta = pageMeta(query.page, query.limit, total);
  const rows = await repository.listReviewRows(ctx.db, status, pageWindow(query));
  const today = documentToday(ctx.clock.now());
  const data = rows.map((row) => toReviewDocument(row, today));
  return { data: await shapeList(data, query, { resource: 'documents' }), meta };
}

/** One document with its owner and the decisions on it, oldest first; a malformed id is a 404. */
export async function getReviewDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  id: string,
): Promise<ReviewDocumentWithHistory> {
  if (!isRowId(id)) throw notFound(MODEL);
  const row = await repository.findReviewRow(ctx.db, id);
  if (!row) throw notFound(MODEL);
  const history = await repository.listDocumentAudit(ctx.db, id);
  return { ...toReviewDocument(row, documentToday(ctx.clock.now())), history: history.map(toAuditEntry) };
}

/**
 * Approves a pending document: it becomes the owner's valid one of its type, replacing (and removing)
 * an older approval, and the stored "fully verified" flag follows in the same transaction.
 */
export async function approveDocument(
  ctx: Ctx,
  staff: UserRow,
  id: string,
  seenUploadedAt?: string,
): Promise<ReviewDocumentWithHistory> {
  return decide(ctx, staff, id, { action: 'approved' }, seenUploadedAt);
}

/** Rejects a pending document with the reason its owner sees; its file is removed, its details kept. */
export async function rejectDocument(
  ctx: Ctx,
  staff: UserRow,
  id: string,
  reason: string,
  seenUploadedAt?: string,
): Promise<ReviewDocumentWithHistory> {
  return decide(ctx, staff, id, { action: 'rejected', reason }, seenUploadedAt);
}

async function decide(
  ctx: Ctx,
  staff: UserRow,
  id: string,
  decision: { action: 'approved' } | { action: 'rejected'; reason: string },
  seenUploadedAt: string | undefined,
): Promise<ReviewDocumentWithHistory> {
  if (!isRowId(id)) throw notFound(MODEL);
  const now = ctx.clock.now();
  const { decided, filesToRemove } = await transaction(ctx, async (tx) => {
    const document = await repository.lockDocument(tx, id);
    if (!document) throw notFound(MODEL);
    if (document.user_id === staff.id) throw forbidden(DOCUMENT_MESSAGES.ownDocument);
    if (document.status !== 'pending') throw conflict(DOCUMENT_MESSAGES.decided);
    // Uploads replace a pending document in place: decide only on the version the reviewer saw.
    if (seenUploadedAt && Date.parse(seenUploadedAt) !== document.uploaded_at.getTime()) {
      throw conflict(DOCUMENT_MESSAGES.changedSinceSeen);
    }

    const filesToRemove: string[] = [];
    const reviewed = { reviewed_by: staff.id, reviewed_at: now };
    if (decision.action === 'approved') {
      filesToRemove.push(...(await onDocumentApproved(tx, document)));
      await repository.updateDocument(tx, id, { ...reviewed, status: 'approved', approved_at: now });
    } else {
      if (document.file_key) filesToRemove.push(document.file_key);
      await repository.updateDocument(tx, id, {
        ...reviewed,
        status: 'rejected',
        rejection_reason: decision.reason,
        file_key: null,
      });
    }

    const decided = (await repository.findReviewRow(tx, id))!;
    await refreshIdVerification(tx, { id: document.user_id, user_type: decided.owner.user_type }, now);
    await writeAuditEntry(tx, {
      at: now,
      actor_id: staff.id,
      actor_name: `${staff.first_name} ${staff.last_name}`,
      action: decision.action,
      document_id: document.id,
      owner_id: document.user_id,
      document_type: document.document_type,
      reason: decision.action === 'rejected' ? decision.reason : null,
    });
    const label = labelFor(decided);
    await notify(tx, document.user_id, now, {
      kind: decision.action === 'approved' ? 'document_approved' : 'document_rejected',
      title: decision.action === 'approved' ? `Approved: ${label}` : `Not accepted: ${label}`,
      body:
        decision.action === 'approved'
          ? 'Our team checked and approved it.'
          : `Our team could not approve it: ${decision.reason}`,
      link: requiredDocumentPagePath(document.document_type),
    });
    return { decided, filesToRemove };
  });

  await removeFiles(ctx, filesToRemove);
  const mail = {
    to: decided.owner.email,
    firstName: decided.owner.first_name,
    label: labelFor(decided),
    link: `${ctx.config.publicUrl}${requiredDocumentPagePath(decided.document.document_type)}`,
  };
  await sendMail(
    ctx,
    decision.action === 'approved'
      ? documentApprovedMail(mail)
      : documentRejectedMail({ ...mail, reason: decision.reason }),
  );
  return getReviewDocument(ctx, id);
}

/** `GET /api/admin/verification/audit`: every decision, newest first. */
export async function listAudit(
  ctx: Pick<AppContext, 'db'>,
  query: { page: number; limit: number },
): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  const total = await repository.countAuditRows(ctx.db);
  const meta = pageMeta(query.page, query.limit, total);
  const rows = await repository.listAuditRows(ctx.db, pageWindow(query));
  return { data: rows.map(toAuditEntry), meta };
}

function labelFor(row: ReviewRow): string {
  return documentLabel(row.document.document_type, row.document.issuing_state ?? row.owner.state);
}

function toReviewDocument(row: ReviewRow, today: string): ReviewDocument {
  const { document, owner, reviewer } = row;
  return {
    ...toDocument(document, owner.state, today),
    owner: {
      id: owner.id,
      first_name: owner.first_name,
      last_name: owner.last_name,
      email: owner.email,
      user_type: owner.user_type,
      date_of_birth: owner.date_of_birth,
      place_state_short_name: owner.state,
    },
    reviewed_by_name: reviewer ? `${reviewer.first_name} ${reviewer.last_name}` : null,
  };
}

function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_name: row.actor_name,
    action: row.action,
    document_id: row.document_id,
    document_type: row.document_type,
    owner_name: row.owner ? `${row.owner.first_name} ${row.owner.last_name}` : null,
    reason: row.reason,
  };
}
