import {
  ErrorResponseSchema,
  NotificationSettingsBodySchema,
  notificationSettingsPaths,
  NotificationSettingsResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import { getNotificationSettings, saveNotificationSettings } from './notification-emails.service';

const tags = ['notifications'];
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 422: ErrorResponseSchema };

/** The person's e-mail choices (decision 036). */
export function notificationSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      notificationSettingsPaths.settings,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Which topics you get by e-mail (every notification is in the app)',
          security: [{ bearer: [] }],
          response: { 200: NotificationSettingsResponseSchema, ...errors },
        },
      },
      async (request) => getNotificationSettings(ctx, requireAuth(request).user.id),
    );

    app.put(
      notificationSettingsPaths.settings,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Choose which topics you get by e-mail: every topic, on or off',
          security: [{ bearer: [] }],
          body: NotificationSettingsBodySchema,
          response: { 200: NotificationSettingsResponseSchema, ...errors },
        },
      },
      async (request) => saveNotificationSettings(ctx, requireAuth(request).user.id, request.body),
    );
  };
}
