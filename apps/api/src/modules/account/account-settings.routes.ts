import {
  accountSettingsPaths,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailChangeBodySchema,
  DeleteAccountBodySchema,
  EmailChangeResponseSchema,
  EmptyBodySchema,
  ErrorResponseSchema,
  MessageResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as settings from './account-settings.service';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const tags = ['account'];
const security = [{ bearer: [] }];

/** The signed-in person's own password, e-mail address and deletion (decision 013). */
export function accountSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      accountSettingsPaths.password,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Change your password; other devices are signed out',
          security,
          body: ChangePasswordBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await settings.changePassword(ctx, requireAuth(request).actor, request.body, {
          ip: request.ip,
        }),
      }),
    );

    app.post(
      accountSettingsPaths.email,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Start changing your e-mail address: a code goes to the new one',
          security,
          body: ChangeEmailBodySchema,
          response: { 202: EmailChangeResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(202).send(
          await settings.startEmailChange(ctx, requireAuth(request).actor, request.body, {
            ip: request.ip,
          }),
        ),
    );

    app.delete(
      accountSettingsPaths.email,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Cancel the waiting e-mail change',
          security,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({ message: await settings.cancelEmailChange(ctx, requireAuth(request).actor) }),
    );

    app.post(
      accountSettingsPaths.emailResend,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Mail a new code to the waiting e-mail address',
          security,
          body: EmptyBodySchema.optional(),
          response: { 202: EmailChangeResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(202)
          .send(await settings.resendEmailChangeCode(ctx, requireAuth(request).actor, { ip: request.ip })),
    );

    app.post(
      accountSettingsPaths.emailConfirm,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Finish the e-mail change with the mailed code',
          security,
          body: ConfirmEmailChangeBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await settings.confirmEmailChange(ctx, requireAuth(request).actor, request.body.code, {
          ip: request.ip,
        }),
      }),
    );

    app.post(
      accountSettingsPaths.deletion,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Delete your account and everything in it',
          security,
          body: DeleteAccountBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await settings.deleteAccount(
          ctx,
          requireAuth(request).actor,
          request.body.current_password,
          {
            ip: request.ip,
          },
        ),
      }),
    );
  };
}
