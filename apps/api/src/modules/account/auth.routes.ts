import {
  AUTH_MESSAGES,
  authPaths,
  EmptyBodySchema,
  ErrorResponseSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  MessageResponseSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  ResendEmailResponseSchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
  TokenPairSchema,
  VerifyEmailBodySchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as profiles from '../profiles/profiles.service';
import * as auth from './auth.service';
import { knownBrowserCookie } from './known-browser';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const tags = ['account'];

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      authPaths.register,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Create an account and sign in',
          body: RegisterBodySchema,
          response: { 201: TokenPairSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await auth.register(ctx, request.body, { ip: request.ip })),
    );

    app.post(
      authPaths.login,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign in',
          body: LoginBodySchema,
          response: { 200: TokenPairSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { tokens, knownBrowser } = await auth.login(ctx, request.body, {
          ip: request.ip,
          cookies: request.headers.cookie,
        });
        reply.header('set-cookie', knownBrowserCookie(knownBrowser, request.protocol === 'https'));
        return tokens;
      },
    );

    app.get(
      authPaths.session,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'The signed-in person',
          security: [{ bearer: [] }],
          response: { 200: SessionResponseSchema, 401: ErrorResponseSchema },
        },
      },
      async (request) => ({ user: await profiles.getUser(ctx, requireAuth(request).user.id) }),
    );

    app.post(
      authPaths.refresh,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Swap a refresh token for a new pair',
          body: RefreshBodySchema,
          response: { 200: TokenPairSchema, ...errors },
        },
      },
      async (request) => auth.refresh(ctx, request.body.refresh_token),
    );

    app.post(
      authPaths.logout,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Sign out this device',
          security: [{ bearer: [] }],
          body: LogoutBodySchema.optional(),
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await auth.logout(ctx, requireAuth(request).actor);
        return { message: AUTH_MESSAGES.loggedOut };
      },
    );

    app.post(
      authPaths.verifyEmail,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Confirm the e-mail address with the mailed code',
          security: [{ bearer: [] }],
          body: VerifyEmailBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({
        message: await auth.verifyEmail(ctx, requireAuth(request).actor, request.body.code, {
          ip: request.ip,
        }),
      }),
    );

    app.post(
      authPaths.resendEmail,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Mail a new confirmation code',
          security: [{ bearer: [] }],
          body: EmptyBodySchema.optional(),
          response: { 200: ResendEmailResponseSchema, ...errors },
        },
      },
      async (request) => auth.resendEmailCode(ctx, requireAuth(request).actor, { ip: request.ip }),
    );

    app.post(
      authPaths.forgotPassword,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Mail a password reset code',
          body: ForgotPasswordBodySchema,
          response: { 202: MessageResponseSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(202).send({ message: await auth.forgotPassword(ctx, request.body, { ip: request.ip }) }),
    );

    app.post(
      authPaths.resetPassword,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Set a new password with the mailed code',
          body: ResetPasswordBodySchema,
          response: { 200: MessageResponseSchema, ...errors },
        },
      },
      async (request) => ({ message: await auth.resetPassword(ctx, request.body, { ip: request.ip }) }),
    );
  };
}
