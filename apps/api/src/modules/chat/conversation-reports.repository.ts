import { and, asc, count, desc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  conversationMembers,
  conversationReports,
  messages,
  users,
  type ConversationReportRow,
  type MessageRow,
} from '../../db/schema/index';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
const reporterMember = alias(conversationMembers, 'reporter_member');

function reportQuery(db: Database) {
  return db
    .select({
      report: conversationReports,
      reporter: {
        id: reporter.id,
        first_name: reporter.first_name,
        last_name: reporter.last_name,
        user_type: reporter.user_type,
      },
      reported: {
        id: reported.id,
        first_name: reported.first_name,
        last_name: reported.last_name,
        user_type: reported.user_type,
      },
    })
    .from(conversationReports)
    .innerJoin(reporter, eq(reporter.id, conversationReports.reporter_id))
    .innerJoin(
      reporterMember,
      and(
        eq(reporterMember.conversation_id, conversationReports.conversation_id),
        eq(reporterMember.user_id, conversationReports.reporter_id),
      ),
    )
    .innerJoin(reported, eq(reported.id, reporterMember.other_id))
    .$dynamic();
}

export type ReportView = Awaited<ReturnType<typeof findReportView>> & object;

export async function findReportView(db: Database, id: string) {
  const [row] = await reportQuery(db).where(eq(conversationReports.id, id)).limit(1);
  return row;
}

/** Waiting reports the oldest first (the queue's order), resolved ones the newest first. */
export async function listReportViews(
  db: Database,
  state: 'waiting' | 'resolved',
  page: { offset: number; limit: number },
) {
  const where =
    state === 'waiting'
      ? isNull(conversationReports.resolved_at)
      : isNotNull(conversationReports.resolved_at);
  const [rows, [counted]] = await Promise.all([
    reportQuery(db)
      .where(where)
      .orderBy(
        state === 'waiting' ? asc(conversationReports.created_at) : desc(conversationReports.resolved_at),
        asc(conversationReports.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(conversationReports).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The messages in question: the last `limit` up to the report's sequence, oldest first. */
export async function listReportedMessages(
  db: Database,
  conversationId: string,
  upTo: number,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversation_id, conversationId), lte(messages.sequence, upTo)))
    .orderBy(desc(messages.sequence))
    .limit(limit);
  return rows.reverse();
}

/** Closes a waiting report; false when it was already closed (by someone else at the same moment). */
export async function resolveReportRow(
  db: Database,
  id: string,
  values: Pick<ConversationReportRow, 'resolved_at' | 'resolved_by' | 'outcome' | 'resolution_note'>,
): Promise<boolean> {
  const rows = await db
    .update(conversationReports)
    .set(values)
    .where(and(eq(conversationReports.id, id), isNull(conversationReports.resolved_at)))
    .returning({ id: conversationReports.id });
  return rows.length === 1;
}
