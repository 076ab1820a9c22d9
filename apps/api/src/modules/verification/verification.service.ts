import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  DOCUMENT_LINK_TTL_SECONDS,
  DOCUMENT_MESSAGES,
  DocumentUploadFieldsSchema,
  verificationPaths,
  pageMeta,
  type Document,
  type DocumentListQuery,
  type SparseDocumentListResponse,
  type VerificationSummary,
} from '@alongside/contract';
import {
  checkDocumentDetails,
  documentLabel,
  DOCUMENT_REQUIREMENTS,
  isDocumentCurrent,
  isDocumentExpiring,
  isDocumentValid,
  isUnexpired,
  mayHoldDocument,
  requirementSummaries,
  type VerificationDocumentType,
} from '@alongside/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { DocumentRow, UserRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import {
  HttpError,
  fieldErrorsOf,
  invalid,
  notFound,
  noFieldErrors,
  type FieldErrors,
} from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow, shapeList } from '../../lib/list-query';
import * as profiles from '../profiles/profiles.service';
import { checkDocumentFile, DocumentFileRefused, type DocumentFileType } from '../../lib/checked-files';
import type { SingleFileUpload } from '../../lib/multipart-upload';
import { documentToday, refreshIdVerification } from './verification-flags';
import * as repository from './verification.repository';
import { isUniqueViolation } from '../../db/unique-violation';

const MODEL = 'Document';

type Owner = Pick<UserRow, 'id' | 'user_type'>;

/** The document as its owner (and staff) see it; the label follows the WWC's state, else the person's. */
export function toDocument(row: DocumentRow, stateShortName: string | null, today: string): Document {
  const facts = { approved_at: row.approved_at?.toISOString() ?? null, expires_on: row.expires_on };
  const approved = row.status === 'approved' && isDocumentValid(facts);
  return {
    id: row.id,
    document_type: row.document_type,
    label: documentLabel(row.document_type, row.issuing_state ?? stateShortName),
    status: row.status,
    source: row.source,
    document_number: row.document_number,
    abn: row.abn,
    issuing_state: (row.issuing_state as Document['issuing_state']) ?? null,
    issued_on: row.issued_on,
    expires_on: row.expires_on,
    file:
      row.file_key && row.file_name && row.file_type
        ? { name: row.file_name, type: row.file_type as DocumentFileType, size: row.file_size ?? 0 }
        : null,
    uploaded_at: row.uploaded_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    approved_at: facts.approved_at,
    rejection_reason: row.rejection_reason,
    expiring: approved && isDocumentExpiring(facts, today),
    expired: approved && !isUnexpired(facts, today),
  };
}

/** `GET /api/verification`: each requirement of the person's type with its status and documents. */
export async function getVerificationSummary(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  owner: Owner,
): Promise<VerificationSummary> {
  const user = await profiles.getUser(ctx, owner.id);
  const rows = await repository.listUserDocuments(ctx.db, owner.id);
  const today = documentToday(ctx.clock.now());
  const state = user.place_state_short_name;
  const wwcState = rows.find((row) => row.document_type === 'wwc' && row.issuing_state)?.issuing_state;
  const summaries = requirementSummaries(user.user_type, rows.map(toFacts), today, wwcState ?? state);
  return {
    id_verification_completed: user.id_verification_completed,
    // Spec §4: fully verified is personal details plus the identity requirement.
    fully_verified: user.personal_details_completed && user.id_verification_completed,
    requirements: summaries.map((summary) => {
      const ofType = rows.filter((row) => row.document_type === summary.document_type);
      const current = ofType.find((row) => row.status === 'approved');
      const open = ofType.find((row) => row.status === 'pending' || row.status === 'rejected');
      return {
        ...summary,
        current: current ? toDocument(current, state, today) : null,
        open: open ? toDocument(open, state, today) : null,
      };
    }),
  };
}

export async function listDocuments(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  owner: Owner,
  query: DocumentListQuery = { page: 1, limit: 50 },
): Promise<SparseDocumentListResponse> {
  const status = query['filter[status]'];
  const type = query['filter[document_type]'];
  const [user, { rows, total }] = await Promise.all([
    profiles.getUser(ctx, owner.id),
    repository.listUserDocumentPage(ctx.db, owner.id, {
      ...(status ? { status } : {}),
      ...(type ? { document_type: type } : {}),
      newest_first: query.sort === '-uploaded_at',
      ...pageWindow(query),
    }),
  ]);
  const today = documentToday(ctx.clock.now());
  const data = rows.map((row) => toDocument(row, user.place_state_short_name, today));
  return {
    data: await shapeList(data, query, { resource: 'documents' }),
    meta: pageMeta(query.page, query.limit, total),
  };
}

export async function getDocument(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  owner: Owner,
  id: string,
): Promise<Document> {
  const row = await findOwnDocument(ctx.db, owner.id, id);
  const user = await profiles.getUser(ctx, owner.id);
  return toDocument(row, user.place_state_short_name, documentToday(ctx.clock.now()));
}

/** Removes one of the person's documents and its file; "fully verified" is recomputed with it. */
export async function removeDocument(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  owner: Owner,
  id: string,
): Promise<string> {
  const row = await findOwnDocument(ctx.db, owner.id, id);
  await ctx.db.transaction(async (tx) => {
    await repository.deleteDocument(tx, row.id);
    await refreshIdVerification(tx, owner, ctx.clock.now());
  });
  if (row.file_key) await ctx.files.remove(row.file_key);
  return DOCUMENT_MESSAGES.removed;
}

/** What the route read from the multipart upload (`readSingleFileUpload`). */
export type DocumentUpload = SingleFileUpload;

/**
 * `POST /api/documents`: checks the fields for the type (decision 017), the file by its bytes, then
 * stores the file under a random key and the document as pending. It replaces the person's open
 * (pending or rejected) document of that type, whose file is removed; an approved one stays until a
 * renewal is approved. Nothing is stored when anything is refused.
 */
export async function uploadDocument(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  owner: Owner,
  upload: DocumentUpload,
): Promise<{ document: Document; message: string }> {
  const now = ctx.clock.now();
  const today = documentToday(now);
  // A form sends its empty inputs as empty strings: they are fields left blank.
  const sent = Object.fromEntries(Object.entries(upload.fields).filter(([, value]) => value !== ''));
  const parsed = DocumentUploadFieldsSchema.safeParse(sent);
  if (!parsed.success) throw invalid(uploadFieldErrors(parsed.error));
  const { document_type: type, ...details } = parsed.data;

  const rows = await repository.listUserDocuments(ctx.db, owner.id);
  const typeProblem = documentTypeProblem(owner, type, rows, today);
  if (typeProblem) throw invalid({ document_type: [typeProblem] });

  const errors: FieldErrors = noFieldErrors();
  for (const [field, message] of Object.entries(checkDocumentDetails(type, details, today))) {
    errors[field] = [message];
  }
  const needsFile = DOCUMENT_REQUIREMENTS[type].needsFile;
  if (!needsFile && upload.file) errors['file'] = [DOCUMENT_MESSAGES.fileNotAsked];
  if (needsFile && !upload.file) errors['file'] = [DOCUMENT_MESSAGES.fileMissing];
  let file: Awaited<ReturnType<typeof checkDocumentFile>> | null = null;
  if (needsFile && upload.file) {
    try {
      file = await checkDocumentFile(upload.file.name, upload.file.bytes);
    } catch (error) {
      if (!(error instanceof DocumentFileRefused)) throw error;
      errors['file'] = [error.message];
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const fileKey = file ? `documents/${randomUUID()}.${file.extension}` : null;
  if (file && fileKey) await ctx.files.put(fileKey, file.bytes);
  const values = {
    status: 'pending' as const,
    source: 'upload' as const,
    document_number: details.document_number ?? null,
    abn: details.abn ?? null,
    issuing_state: details.issuing_state ?? null,
    issued_on: details.issued_on ?? null,
    expires_on: details.expires_on ?? null,
    file_key: fileKey,
    file_name: file?.name ?? null,
    file_type: file?.type ?? null,
    file_size: file?.bytes.length ?? null,
    uploaded_at: now,
    reviewed_by: null,
    reviewed_at: null,
    approved_at: null,
    rejection_reason: null,
    expiry_notified_at: null,
  };
  let saved: { row: DocumentRow; replacedFile: string | null };
  try {
    saved = await storeOpenDocument(ctx.db, owner, type, values, now).catch(async (error: unknown) => {
      // Two uploads of one type at once: the second finds the first's row and replaces it.
      if (!isUniqueViolation(error)) throw error;
      return storeOpenDocument(ctx.db, owner, type, values, now);
    });
  } catch (error) {
    if (fileKey) await ctx.files.remove(fileKey);
    throw error;
  }
  if (saved.replacedFile) await ctx.files.remove(saved.replacedFile);
  const user = await profiles.getUser(ctx, owner.id);
  return {
    document: toDocument(saved.row, user.place_state_short_name, today),
    message: needsFile ? DOCUMENT_MESSAGES.uploaded : DOCUMENT_MESSAGES.abnSaved,
  };
}

async function storeOpenDocument(
  db: Database,
  owner: Owner,
  type: VerificationDocumentType,
  values: Omit<Parameters<typeof repository.insertDocument>[1], 'user_id' | 'document_type'>,
  now: Date,
): Promise<{ row: DocumentRow; replacedFile: string | null }> {
  return db.transaction(async (tx) => {
    const open = await repository.findDocumentOfType(tx, owner.id, type, 'open');
    // The open document is replaced in place, so its earlier decisions stay in its history.
    const row = open
      ? (await repository.updateDocument(tx, open.id, values))!
      : await repository.insertDocument(tx, { ...values, user_id: owner.id, document_type: type });
    await refreshIdVerification(tx, owner, now);
    return { row, replacedFile: open?.file_key && open.file_key !== values.file_key ? open.file_key : null };
  });
}

/**
 * Why this person may not upload this type, or null. Clients prove who they are (the identity check,
 * or their ID uploaded for review); a worker's ID goes in `id_documents`, so `id_verification` is only
 * the identity check for them. An identity already checked and not running out is not uploaded again.
 */
function documentTypeProblem(
  owner: Owner,
  type: VerificationDocumentType,
  rows: readonly DocumentRow[],
  today: string,
): string | null {
  if (type === 'id_verification') {
    if (owner.user_type !== 'client') return DOCUMENT_MESSAGES.typeNotUploadable;
    const current = rows.find((row) => row.document_type === type && isDocumentCurrent(toFacts(row), today));
    if (current && !isDocumentExpiring(toFacts(current), today)) return DOCUMENT_MESSAGES.identityDone;
    return null;
  }
  return mayHoldDocument(owner.user_type, type) ? null : DOCUMENT_MESSAGES.typeNotForYou;
}

/** The upload fields' schema errors, by field, in plain words (an unknown type names the list). */
function uploadFieldErrors(error: z.ZodError): FieldErrors {
  const errors = fieldErrorsOf(error, 'document_type');
  const type = errors['document_type'];
  if (type) errors['document_type'] = type.map(() => DOCUMENT_MESSAGES.typeUnknown);
  return errors;
}

function toFacts(row: DocumentRow) {
  return {
    document_type: row.document_type,
    status: row.status,
    approved_at: row.approved_at?.toISOString() ?? null,
    expires_on: row.expires_on,
  };
}

/** One of the person's documents; a malformed id or another person's document answers like a missing one. */
async function findOwnDocument(db: Database, userId: string, id: string): Promise<DocumentRow> {
  if (!isRowId(id)) throw notFound(MODEL);
  const row = await repository.findUserDocument(db, userId, id);
  if (!row) throw notFound(MODEL);
  return row;
}

/**
 * For the review area, inside its approve transaction and **before** it marks `approved` the document
 * it approves (one approved document per type and person): deletes the person's older approved document
 * of that type, which the renewal replaces. Returns the file keys to remove once the transaction has
 * committed (`removeFiles`). Also call `refreshIdVerification` in the same transaction.
 */
export async function onDocumentApproved(
  tx: Database,
  document: Pick<DocumentRow, 'id' | 'user_id' | 'document_type'>,
): Promise<string[]> {
  const previous = await repository.findDocumentOfType(
    tx,
    document.user_id,
    document.document_type,
    'approved',
  );
  if (!previous || previous.id === document.id) return [];
  await repository.deleteDocument(tx, previous.id);
  return previous.file_key ? [previous.file_key] : [];
}

/**
 * Removes files of documents already changed (after the transaction that let them go); a failure
 * leaves an orphan file, never a broken record.
 */
export async function removeFiles(
  ctx: Pick<AppContext, 'files' | 'log'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.files.remove(key);
    } catch (error) {
      ctx.log.error({ err: error }, 'document file could not be removed');
    }
  }
}

/** Removes every document file of the person (the account area calls it before deleting the account). */
export async function removeDocumentFiles(
  ctx: Pick<AppContext, 'db' | 'files'>,
  userId: string,
): Promise<void> {
  // Unlike removeFiles, a failure stops the deletion: the account is not deleted while its files stay.
  for (const row of await repository.listUserDocuments(ctx.db, userId)) {
    if (row.file_key) await ctx.files.remove(row.file_key);
  }
}

/** The key that signs file links, derived from the server secret for this purpose alone. */
function linkKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'alongside', 'document file links v1', 32));
}

function linkSignature(key: Buffer, payload: Buffer, fileKey: string): Buffer {
  // The file key is signed but not sent: a link ends when the file is replaced. 128 bits suffice.
  return createHmac('sha256', key).update(payload).update(fileKey).digest().subarray(0, 16);
}

/** The token's payload: the document id's 16 bytes and the expiry in whole seconds (32 bits). */
function linkPayload(documentId: string, expiresAt: number): Buffer {
  const payload = Buffer.alloc(20);
  Buffer.from(documentId.replace(/-/g, ''), 'hex').copy(payload);
  payload.writeUInt32BE(expiresAt, 16);
  return payload;
}

/**
 * `POST /api/documents/:id/file-link`: a link to the document's file that works for
 * DOCUMENT_LINK_TTL_SECONDS, for its owner or for staff (any document). Others get a 404.
 */
export async function createFileLink(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  caller: Pick<UserRow, 'id' | 'role'>,
  id: string,
): Promise<{ url: string; expires_at: string }> {
  if (!isRowId(id)) throw notFound(MODEL);
  const row = caller.role
    ? await repository.findDocument(ctx.db, id)
    : await repository.findUserDocument(ctx.db, caller.id, id);
  if (!row?.file_key) throw notFound(MODEL);
  const expiresAt = Math.floor(ctx.clock.now().getTime() / 1000) + DOCUMENT_LINK_TTL_SECONDS;
  const payload = linkPayload(row.id, expiresAt);
  const signature = linkSignature(linkKey(ctx.config.jwtSecret), payload, row.file_key);
  return {
    url: verificationPaths.documentFile.replace(
      ':token',
      `${payload.toString('base64url')}.${signature.toString('base64url')}`,
    ),
    expires_at: new Date(expiresAt * 1000).toISOString(),
  };
}

/**
 * The file behind a link: a forged or altered token, or a document or file that is gone, answers 404;
 * a genuine link past its time answers 410 so the person knows to open the document again.
 */
export async function readLinkedFile(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'files'>,
  token: string,
): Promise<{ bytes: Buffer; type: string; name: string }> {
  const match = /^([A-Za-z0-9_-]{27})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) throw notFound(MODEL);
  const payload = Buffer.from(match[1]!, 'base64url');
  const hex = payload.subarray(0, 16).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const row = await repository.findDocument(ctx.db, id);
  if (!row?.file_key || !row.file_type) throw notFound(MODEL);
  const expected = linkSignature(linkKey(ctx.config.jwtSecret), payload, row.file_key);
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound(MODEL);
  if (payload.readUInt32BE(16) * 1000 < ctx.clock.now().getTime()) {
    throw new HttpError(410, DOCUMENT_MESSAGES.linkExpired);
  }
  const bytes = await ctx.files.get(row.file_key);
  if (!bytes) throw notFound(MODEL);
  return { bytes, type: row.file_type, name: row.file_name ?? `document.${row.file_type.split('/')[1]}` };
}
