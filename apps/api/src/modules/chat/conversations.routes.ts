import {
  ATTACHMENT_MAX_BYTES,
  CHAT_MESSAGES,
  ConversationActionResponseSchema,
  ConversationListQuerySchema,
  ConversationResponseSchema,
  EmptyBodySchema,
  MessageListQuerySchema,
  MessageListResponseSchema,
  SentMessageResponseSchema,
  OpenConversationBodySchema,
  ReadBodySchema,
  ReportBodySchema,
  SendMessageBodySchema,
  SparseConversationListResponseSchema,
  chatPaths,
} from '@alongside/contract';
import { MESSAGE_MAX_LENGTH } from '@alongside/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { readSingleFileUpload } from '../../lib/multipart-upload';
import { sendPrivateFile } from '../../lib/private-file-reply';
import { BEARER, ERROR_ANSWERS, ID_PARAMS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import { assertWithinChatLimits } from './chat.limits';
import * as chat from './conversations.service';

const tags = ['chat'];

/**
 * Conversations between a client and a worker (issue #22, decision 038). Sending is a POST with an
 * id the app made; the WebSocket (`chat-socket.ts`) only tells the two people what happened.
 */
export function chatRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      chatPaths.conversations,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your conversations with a message, the latest first, with your unread count',
          security: BEARER,
          querystring: ConversationListQuerySchema,
          response: { 200: SparseConversationListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => chat.listConversations(ctx, requireAuth(request).user, request.query),
    );

    app.post(
      chatPaths.conversations,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Open the conversation with a person you may write to, or return to it',
          security: BEARER,
          body: OpenConversationBodySchema,
          response: { 200: ConversationResponseSchema, 201: ConversationResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const { conversation, opened } = await chat.openConversation(ctx, user, request.body.user_id);
        return reply.code(opened ? 201 : 200).send({ data: conversation });
      },
    );

    app.get(
      chatPaths.conversation,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'One of your conversations',
          security: BEARER,
          params: ID_PARAMS,
          response: { 200: ConversationResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({
        data: await chat.getConversation(ctx, requireAuth(request).user, request.params.id),
      }),
    );

    app.get(
      chatPaths.messages,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Messages in sequence order: after a sequence, before one, or the latest',
          security: BEARER,
          params: ID_PARAMS,
          querystring: MessageListQuerySchema,
          response: { 200: MessageListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => chat.listMessages(ctx, requireAuth(request).user, request.params.id, request.query),
    );

    app.post(
      chatPaths.messages,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Send a message; the same client_id again returns the first one',
          security: BEARER,
          params: ID_PARAMS,
          body: SendMessageBodySchema,
          response: { 200: SentMessageResponseSchema, 201: SentMessageResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinChatLimits(ctx, 'message', request.ip, user.id);
        const { message, created } = await chat.sendMessage(ctx, user, request.params.id, request.body);
        return reply.code(created ? 201 : 200).send({ data: message });
      },
    );

    app.post(
      chatPaths.attachments,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary:
            'Send a photo or PDF (multipart/form-data: the file in "file", client_id, and words in "body" if you like)',
          security: BEARER,
          params: ID_PARAMS,
          consumes: ['multipart/form-data'],
          response: { 200: SentMessageResponseSchema, 201: SentMessageResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinChatLimits(ctx, 'message', request.ip, user.id);
        const upload = await readSingleFileUpload(request, {
          maxBytes: ATTACHMENT_MAX_BYTES,
          maxFields: 2,
          fieldMaxBytes: 4 * MESSAGE_MAX_LENGTH,
        });
        const { message, created } = await chat.sendAttachment(ctx, user, request.params.id, upload);
        return reply.code(created ? 201 : 200).send({ data: message });
      },
    );

    app.get(
      chatPaths.attachment,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'A photo or PDF sent in the conversation (its two people only)',
          security: BEARER,
          params: z.strictObject({ id: z.string().max(100), attachmentId: z.string().max(100) }),
          response: {
            200: z.unknown().describe('The file as application/pdf, image/jpeg or image/png'),
            ...ERROR_ANSWERS,
          },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        const file = await chat.readAttachment(ctx, user, request.params.id, request.params.attachmentId);
        return sendPrivateFile(reply, file);
      },
    );

    app.post(
      chatPaths.read,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Mark the conversation read up to a message',
          security: BEARER,
          params: ID_PARAMS,
          body: ReadBodySchema,
          response: { 200: ConversationResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({
        data: await chat.markRead(ctx, requireAuth(request).user, request.params.id, request.body.sequence),
      }),
    );

    for (const [method, blocked] of [
      ['POST', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: chatPaths.block,
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: blocked
            ? 'Block the other person: no more messages either way'
            : 'Lift your block on the other person',
          security: BEARER,
          params: ID_PARAMS,
          // A DELETE carries no body; the POST may carry an empty one.
          ...(blocked ? { body: EmptyBodySchema.optional() } : {}),
          response: { 200: ConversationActionResponseSchema, ...ERROR_ANSWERS },
        },
        handler: async (request) => ({
          data: await chat.setBlock(ctx, requireAuth(request).user, request.params.id, blocked),
          message: blocked ? CHAT_MESSAGES.blocked : CHAT_MESSAGES.unblocked,
        }),
      });
    }

    app.post(
      chatPaths.report,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Report the conversation to our team, with its messages so far',
          security: BEARER,
          params: ID_PARAMS,
          body: ReportBodySchema,
          response: { 201: ConversationActionResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const { user } = requireAuth(request);
        await assertWithinChatLimits(ctx, 'report', request.ip, user.id);
        const data = await chat.reportConversation(ctx, user, request.params.id, request.body);
        return reply.code(201).send({ data, message: CHAT_MESSAGES.reported });
      },
    );
  };
}
