import {
  DOCUMENT_SOURCES,
  DOCUMENT_STATUSES,
  IDENTITY_CHECK_STATUSES,
  VERIFICATION_ACTIONS,
  VERIFICATION_DOCUMENT_TYPES,
} from '@alongside/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './account';

export const documentTypeEnum = pgEnum('document_type', VERIFICATION_DOCUMENT_TYPES);
export const documentStatusEnum = pgEnum('document_status', DOCUMENT_STATUSES);
/** How a document came to be: uploaded by its owner, or made by a passed identity check. */
export const documentSourceEnum = pgEnum('document_source', DOCUMENT_SOURCES);

/**
 * A person's proof of one requirement (spec §3). A person has at most one open (pending or rejected)
 * document per type, which an upload replaces, beside at most one approved one, which an approved
 * renewal replaces. Files live in the private file store under `file_key`; a rejected or replaced
 * document's file is removed.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document_type: documentTypeEnum('document_type').notNull(),
    status: documentStatusEnum('status').notNull().default('pending'),
    source: documentSourceEnum('source').notNull().default('upload'),
    document_number: text('document_number'),
    /** The 11 digits of an ABN. */
    abn: text('abn'),
    issuing_state: text('issuing_state'),
    issued_on: date('issued_on', { mode: 'string' }),
    expires_on: date('expires_on', { mode: 'string' }),
    file_key: text('file_key'),
    /** The name the owner's file had, cleaned; shown back to them and to staff. */
    file_name: text('file_name'),
    /** application/pdf, image/jpeg or image/png, read from the bytes. */
    file_type: text('file_type'),
    file_size: integer('file_size'),
    uploaded_at: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewed_by: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }),
    approved_at: timestamp('approved_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    /** When the owner was told the document runs out within 30 days (once per document). */
    expiry_notified_at: timestamp('expiry_notified_at', { withTimezone: true }),
  },
  (table) => [
    index('documents_user_id_idx').on(table.user_id, table.document_type),
    // The review queue: pending documents, oldest first.
    index('documents_pending_queue_idx')
      .on(table.uploaded_at)
      .where(sql`${table.status} = 'pending'`),
    // Search and badges: approved documents by type.
    index('documents_approved_idx')
      .on(table.document_type, table.user_id, table.expires_on)
      .where(sql`${table.status} = 'approved'`),
    uniqueIndex('documents_one_open_per_type')
      .on(table.user_id, table.document_type)
      .where(sql`${table.status} in ('pending', 'rejected')`),
    uniqueIndex('documents_one_approved_per_type')
      .on(table.user_id, table.document_type)
      .where(sql`${table.status} = 'approved'`),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentInsert = typeof documents.$inferInsert;

export const identityCheckStatusEnum = pgEnum('identity_check_status', IDENTITY_CHECK_STATUSES);

/** One run of the identity check with a provider (`sandbox` locally, FrankieOne in production). */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's id of the check; the callback names the check by it. */
    provider_reference: text('provider_reference').notNull(),
    status: identityCheckStatusEnum('status').notNull().default('started'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('identity_checks_provider_reference').on(table.provider, table.provider_reference),
    index('identity_checks_user_id_idx').on(table.user_id),
  ],
);

export type IdentityCheckRow = typeof identityChecks.$inferSelect;

export const verificationActionEnum = pgEnum('verification_action', VERIFICATION_ACTIONS);

/**
 * Every verification decision: who (a staff member, or null for the identity provider), when, what and
 * why. Entries outlive the document and the account (the links are cleared), so the log stays whole.
 */
export const verificationAudit = pgTable(
  'verification_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept apart from the link so the log still says who decided after an account is deleted. */
    actor_name: text('actor_name').notNull(),
    action: verificationActionEnum('action').notNull(),
    document_id: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    document_type: documentTypeEnum('document_type').notNull(),
    reason: text('reason'),
  },
  (table) => [
    index('verification_audit_at_idx').on(table.at),
    index('verification_audit_document_idx').on(table.document_id),
  ],
);

export type VerificationAuditRow = typeof verificationAudit.$inferSelect;
