import {
  MessageResponseSchema,
  PushKeyResponseSchema,
  PushSubscriptionBodySchema,
  PushSubscriptionDeleteBodySchema,
  pushSubscriptionPaths,
  PushSubscriptionResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import { getPushKey, removePushSubscription, savePushSubscription } from './push.service';

const tags = ['notifications'];

/** This device's push subscription (decision 040). */
export function pushSubscriptionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      pushSubscriptionPaths.key,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The public (VAPID) key a browser subscribes with; null when this server sends no pushes',
          response: { 200: PushKeyResponseSchema },
        },
      },
      async () => getPushKey(ctx),
    );

    app.post(
      pushSubscriptionPaths.subscriptions,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: "Store this device's push subscription for you (201; 200 when it was stored already)",
          security: BEARER,
          body: PushSubscriptionBodySchema,
          response: {
            200: PushSubscriptionResponseSchema,
            201: PushSubscriptionResponseSchema,
            ...ERROR_ANSWERS,
          },
        },
      },
      async (request, reply) => {
        const { created, answer } = await savePushSubscription(
          ctx,
          requireAuth(request).user.id,
          request.body,
          request.headers['user-agent'],
        );
        return reply.code(created ? 201 : 200).send(answer);
      },
    );

    app.delete(
      pushSubscriptionPaths.subscriptions,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: "Remove one of your devices' push subscriptions (404 when it is not yours)",
          security: BEARER,
          body: PushSubscriptionDeleteBodySchema,
          response: { 200: MessageResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => removePushSubscription(ctx, requireAuth(request).user.id, request.body.endpoint),
    );
  };
}
