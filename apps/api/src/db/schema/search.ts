import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The workers whose searchable facts changed, and by which transaction (decision 021): the worker
 * search index each API process holds in memory catches up from this before every search, so it is
 * never behind what the search's own reads see. One row per worker, written by the database's own
 * triggers (migration 0008) on every change to what the index or a result card reads, whoever
 * makes it; `xid` is the writing transaction's id (`pg_current_xact_id()`). No foreign key: a
 * deleted worker's row stays, so every index learns they are gone.
 */
export const workerSearchChanges = pgTable(
  'worker_search_changes',
  {
    user_id: uuid('user_id').primaryKey(),
    xid: bigint('xid', { mode: 'number' }).notNull(),
  },
  (table) => [index('worker_search_changes_xid_idx').on(table.xid)],
);
