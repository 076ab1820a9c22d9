import {
  NotificationSettingsBodySchema,
  notificationSettingsPaths,
  NotificationSettingsResponseSchema,
  ONE_CLICK_FIELD_MESSAGE,
  OneClickUnsubscribeBodySchema,
  OneClickUnsubscribeQuerySchema,
  UnsubscribeBodySchema,
  UnsubscribeResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { invalid } from '../../lib/http-errors';
import { BEARER, ERROR_ANSWERS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import {
  getNotificationSettings,
  saveNotificationSettings,
  unsubscribe,
} from './notification-emails.service';

const tags = ['notifications'];

/** The person's choices by topic and channel (decisions 036 and 040), and e-mails' unsubscribe links. */
export function notificationSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      notificationSettingsPaths.settings,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Which topics you get by e-mail and by push (every notification is in the app)',
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
          summary: 'Choose which topics you get by e-mail and by push: every topic, each channel on or off',
          security: BEARER,
          body: NotificationSettingsBodySchema,
          response: { 200: NotificationSettingsResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => saveNotificationSettings(ctx, requireAuth(request).user.id, request.body),
    );

    app.post(
      notificationSettingsPaths.unsubscribe,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Switch one topic's e-mails off with the signed token of an e-mail's link (no sign-in)",
          body: UnsubscribeBodySchema,
          response: { 200: UnsubscribeResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => unsubscribe(ctx, request.body.token, request.ip),
    );

    // A mail program's one-click unsubscribe (RFC 8058) posts a form: this route alone reads one.
    const oneClickScope: FastifyPluginAsyncZod = async (scope) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      scope.post(
        notificationSettingsPaths.oneClickUnsubscribe,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary:
              "A mail program's one-click unsubscribe (RFC 8058) from an e-mail's List-Unsubscribe header",
            consumes: ['application/x-www-form-urlencoded'],
            querystring: OneClickUnsubscribeQuerySchema,
            body: OneClickUnsubscribeBodySchema,
            response: { 200: UnsubscribeResponseSchema, ...ERROR_ANSWERS },
          },
        },
        async (request) => {
          // An empty body skips the body's schema; RFC 8058 asks for the field all the same.
          if (!request.body) throw invalid({ 'List-Unsubscribe': [ONE_CLICK_FIELD_MESSAGE] });
          return unsubscribe(ctx, request.query.token, request.ip);
        },
      );
    };
    await app.register(oneClickScope);
  };
}
