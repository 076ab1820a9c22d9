import {
  EmptyBodySchema,
  ErrorResponseSchema,
  notificationPaths,
  NotificationListQuerySchema,
  SparseNotificationListResponseSchema,
  NotificationResponseSchema,
  ReadAllResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as notifications from './notifications.service';

const tags = ['notifications'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

export function notificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      notificationPaths.notifications,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your notifications, newest first, a page at a time, with how many are unread',
          security: [{ bearer: [] }],
          querystring: NotificationListQuerySchema,
          response: { 200: SparseNotificationListResponseSchema, ...errors },
        },
      },
      async (request) => notifications.listNotifications(ctx, requireAuth(request).user.id, request.query),
    );

    app.post(
      notificationPaths.readAll,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Mark all your notifications read',
          security: [{ bearer: [] }],
          body: EmptyBodySchema.optional(),
          response: { 200: ReadAllResponseSchema, ...errors },
        },
      },
      async (request) => notifications.markAllNotificationsRead(ctx, requireAuth(request).user.id),
    );

    app.post(
      notificationPaths.read,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Mark one of your notifications read',
          security: [{ bearer: [] }],
          params: z.strictObject({ id: z.string().max(64) }),
          response: { 200: NotificationResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await notifications.markNotificationRead(ctx, requireAuth(request).user.id, request.params.id),
      }),
    );
  };
}
