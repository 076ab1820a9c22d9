import {
  ContactMessageBodySchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  pagesPaths,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import * as pages from './pages.service';

const tags = ['pages'];

export function pagesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      pagesPaths.contactMessages,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Send a message to the support team',
          body: ContactMessageBodySchema,
          response: {
            201: MessageResponseSchema,
            400: ErrorResponseSchema,
            403: ErrorResponseSchema,
            422: ErrorResponseSchema,
            429: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
        const message = await pages.sendContactMessage(ctx, request.body, {
          ip: request.ip,
          accessToken: bearer?.[1] ?? null,
        });
        return reply.code(201).send({ message });
      },
    );
  };
}
