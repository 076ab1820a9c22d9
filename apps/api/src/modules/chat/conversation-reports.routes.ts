import {
  ADMIN_REPORT_MESSAGES,
  ResolveReportBodySchema,
  ResolveReportResponseSchema,
  SparseStaffReportListResponseSchema,
  StaffReportListQuerySchema,
  StaffReportResponseSchema,
  adminReportPaths,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS, ID_PARAMS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import * as reports from './conversation-reports.service';

const tags = ['staff'];

/** Reported conversations in the staff review queue (issue #22, decision 038): staff only. */
export function conversationReportsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      adminReportPaths.reports,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Reported conversations waiting (oldest first), or resolved ones',
          security: BEARER,
          querystring: StaffReportListQuerySchema,
          response: { 200: SparseStaffReportListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => reports.listReports(ctx, request.query),
    );

    app.get(
      adminReportPaths.report,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'One report with the messages in question',
          security: BEARER,
          params: ID_PARAMS,
          response: { 200: StaffReportResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({ data: await reports.getReport(ctx, request.params.id) }),
    );

    app.post(
      adminReportPaths.resolve,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Close a report with what was done; the person who reported it is told',
          security: BEARER,
          params: ID_PARAMS,
          body: ResolveReportBodySchema,
          response: { 200: ResolveReportResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({
        data: await reports.resolveReport(ctx, requireAuth(request).user, request.params.id, request.body),
        message: ADMIN_REPORT_MESSAGES.resolved,
      }),
    );
  };
}
