import {
  NotificationSettingsBodySchema,
  notificationSettingsPaths,
  NotificationSettingsResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import { getNotificationSettings, saveNotificationSettings } from './notification-emails.service';

const tags = ['notifications'];

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
          security: BEARER,
          response: { 200: NotificationSettingsResponseSchema, ...ERROR_ANSWERS },
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
          security: BEARER,
          body: NotificationSettingsBodySchema,
          response: { 200: NotificationSettingsResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => saveNotificationSettings(ctx, requireAuth(request).user.id, request.body),
    );
  };
}
