import {
  DOCUMENT_MESSAGES,
  ErrorResponseSchema,
  IdentityCheckResponseSchema,
  SandboxResultBodySchema,
  verificationPaths,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { HttpError } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/access';
import { identityProviders } from '../../providers/identity/identity-check';
import * as identityChecks from './identity-checks.service';

const tags = ['verification'];
const security = [{ bearer: [] }];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
// Any text: a malformed id answers 404 like a missing check (the service checks it).
const params = z.strictObject({ id: z.string().max(100) });
/** A provider's callback is a small JSON document; anything longer is not one. */
const CALLBACK_MAX_CHARS = 64 * 1024;
// Starting takes nothing; an empty body or `{}` is fine, anything else is refused.
const StartBodySchema = z.strictObject({}).nullish();

/** The identity check (decision 017): start one, read yours, and the provider's signed callback. */
export function identityChecksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const providers = identityProviders(ctx.config, ctx.clock);
  return async (app) => {
    app.post(
      verificationPaths.identityChecks,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Start an identity check with the configured provider',
          security,
          body: StartBodySchema,
          response: { 201: IdentityCheckResponseSchema, ...errors, 503: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await identityChecks.startIdentityCheck(ctx, providers, requireAuth(request).user, {
          ip: request.ip,
        });
        return reply.code(201).send({ data });
      },
    );

    app.get(
      verificationPaths.identityCheck,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'One of your identity checks',
          security,
          params,
          response: { 200: IdentityCheckResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await identityChecks.getIdentityCheck(ctx, requireAuth(request).user.id, request.params.id),
      }),
    );

    app.post(
      verificationPaths.identityCheckSandboxResult,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Pass or fail one of your sandbox checks (the test provider only)',
          security,
          params,
          body: SandboxResultBodySchema,
          response: { 200: IdentityCheckResponseSchema, ...errors },
        },
      },
      async (request) => {
        const userId = requireAuth(request).user.id;
        const callback = await identityChecks.sandboxCallback(
          ctx,
          providers,
          userId,
          request.params.id,
          request.body.outcome,
        );
        // Through the public callback route, exactly as a real provider's callback arrives.
        const delivered = await app.inject({
          method: 'POST',
          url: verificationPaths.identityCheckCallback.replace(':provider', 'sandbox'),
          headers: { ...callback.headers, 'content-type': 'application/json' },
          payload: callback.body,
        });
        if (delivered.statusCode !== 204) {
          request.log.error({ status: delivered.statusCode }, 'sandbox callback refused');
          throw new HttpError(503, DOCUMENT_MESSAGES.identityProviderOff);
        }
        return { data: await identityChecks.getIdentityCheck(ctx, userId, request.params.id) };
      },
    );

    // The raw body is what the provider signed, so this route reads JSON as text (its own scope only).
    const callbackScope: FastifyPluginAsyncZod = async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      scope.post(
        verificationPaths.identityCheckCallback,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: "The identity provider's signed callback (the signature is the authorisation)",
            params: z.strictObject({ provider: z.string().max(50) }),
            // The text exactly as signed: the provider's signature is checked on it, not on parsed JSON.
            consumes: ['application/json'],
            body: z.string().max(CALLBACK_MAX_CHARS),
            response: { 204: z.null(), 401: ErrorResponseSchema, 404: ErrorResponseSchema },
          },
        },
        async (request, reply) => {
          await identityChecks.receiveCallback(
            ctx,
            providers,
            request.params.provider,
            request.body,
            request.headers,
          );
          return reply.code(204).send(null);
        },
      );
    };
    await app.register(callbackScope);
  };
}
