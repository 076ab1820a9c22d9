import {
  ADMIN_REPORT_MESSAGES,
  STAFF_REPORT_MESSAGES_SHOWN,
  pageMeta,
  type ResolveReportBody,
  type StaffReport,
  type StaffReportListQuery,
  type StaffReportResponse,
} from '@alongside/contract';
import type { UserRow } from '../../db/schema/index';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { HttpError, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow } from '../../lib/list-query';
import { notify } from '../notifications/notifications.service';
import * as repository from './conversation-reports.repository';
import { toMessage } from './conversations.service';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;
const REPORT = 'Report';

/** `GET /api/admin/reports` (staff): waiting reports the oldest first, or resolved ones. */
export async function listReports(ctx: Pick<Ctx, 'db'>, query: StaffReportListQuery) {
  const state = query['filter[state]'] ?? 'waiting';
  const { rows, total } = await repository.listReportViews(ctx.db, state, pageWindow(query));
  return { data: rows.map(toStaffReport), meta: pageMeta(query.page, query.limit, total) };
}

/** `GET /api/admin/reports/:id` (staff): the report with the messages in question. */
export async function getReport(ctx: Pick<Ctx, 'db'>, id: string): Promise<StaffReportResponse['data']> {
  const view = isRowId(id) ? await repository.findReportView(ctx.db, id) : undefined;
  if (!view) throw notFound(REPORT);
  const rows = await repository.listReportedMessages(
    ctx.db,
    view.report.conversation_id,
    view.report.up_to_sequence,
    STAFF_REPORT_MESSAGES_SHOWN,
  );
  return { ...toStaffReport(view), messages: rows.map((row) => toMessage(row)) };
}

/**
 * `POST /api/admin/reports/:id/resolve` (staff): closes it with what was done; the person who
 * reported it is told, in the app, that it was looked at (never what happened to the other person).
 */
export async function resolveReport(
  ctx: Ctx,
  staff: Pick<UserRow, 'id'>,
  id: string,
  input: { outcome: ResolveReportBody['outcome']; note?: string | undefined },
): Promise<StaffReportResponse['data']> {
  const view = isRowId(id) ? await repository.findReportView(ctx.db, id) : undefined;
  if (!view) throw notFound(REPORT);
  const now = ctx.clock.now();
  await transaction(ctx, async (tx) => {
    const closed = await repository.resolveReportRow(tx, view.report.id, {
      resolved_at: now,
      resolved_by: staff.id,
      outcome: input.outcome,
      resolution_note: input.note ?? '',
    });
    if (!closed) throw new HttpError(409, ADMIN_REPORT_MESSAGES.alreadyResolved);
    await notify(tx, view.reporter.id, now, {
      kind: 'report_resolved',
      title: 'We looked into your report',
      body: `Thank you for telling us about your conversation with ${view.reported.first_name}. Our team has read it and acted where our rules were broken.`,
      link: `/chat/${view.report.conversation_id}`,
    });
  });
  return getReport(ctx, view.report.id);
}

function toStaffReport(view: repository.ReportView): StaffReport {
  const { report } = view;
  return {
    id: report.id,
    conversation_id: report.conversation_id,
    reason: report.reason,
    note: report.note,
    up_to_sequence: report.up_to_sequence,
    reporter: view.reporter,
    reported: view.reported,
    created_at: report.created_at.toISOString(),
    resolved_at: report.resolved_at?.toISOString() ?? null,
    outcome: report.outcome,
    resolution_note: report.resolution_note,
  };
}
