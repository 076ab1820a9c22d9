import {
  AdminOrderListQuerySchema,
  AdminOrderListResponseSchema,
  adminOrderPaths,
  AdminOrderResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS, ID_PARAMS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import { getAnyOrder, listAllOrders } from './admin-orders.service';

const tags = ['staff'];

/**
 * The administrators' orders (issue #23): find the order a worker phones about, then refund it with
 * `POST /api/admin/orders/:id/refund` (subscription.routes.ts). Staff routes; a reviewer gets 403.
 */
export function adminOrdersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      adminOrderPaths.orders,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary:
            'Every worker’s orders, newest first; search by invoice number, e-mail or name (administrators)',
          security: BEARER,
          querystring: AdminOrderListQuerySchema,
          response: { 200: AdminOrderListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => listAllOrders(ctx, requireAuth(request).user, request.query),
    );

    app.get(
      adminOrderPaths.order,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Any worker’s order, with the refunds asked for it (administrators)',
          security: BEARER,
          params: ID_PARAMS,
          response: { 200: AdminOrderResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({ data: await getAnyOrder(ctx, requireAuth(request).user, request.params.id) }),
    );
  };
}
