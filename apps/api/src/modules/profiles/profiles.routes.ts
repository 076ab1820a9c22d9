import {
  AVATAR_MAX_BYTES,
  ErrorResponseSchema,
  PROFILE_MESSAGES,
  ProfilePatchBodySchema,
  profilePaths,
  ProfileResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { invalid } from '../../lib/http-errors';
import { requireAuth } from '../../plugins/access';
import * as profiles from './profiles.service';

const tags = ['profiles'];
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

export function profilesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      profilePaths.profile,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your profile',
          security: [{ bearer: [] }],
          response: { 200: ProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await profiles.getUser(ctx, requireAuth(request).user.id) }),
    );

    app.patch(
      profilePaths.profile,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Change any part of your profile',
          security: [{ bearer: [] }],
          body: ProfilePatchBodySchema,
          response: { 200: ProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: await profiles.updateProfile(ctx, requireAuth(request).user, request.body),
      }),
    );

    app.post(
      profilePaths.avatar,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Upload your photo (multipart/form-data, field "avatar")',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: ProfileResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = requireAuth(request);
        return { data: await profiles.saveAvatar(ctx, user, await readAvatarUpload(request)) };
      },
    );

    app.delete(
      profilePaths.avatar,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Remove your photo',
          security: [{ bearer: [] }],
          response: { 200: ProfileResponseSchema, ...errors },
        },
      },
      async (request) => ({ data: await profiles.removeAvatar(ctx, requireAuth(request).user) }),
    );

    app.get(
      profilePaths.avatarFile,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'A photo',
          security: [{ bearer: [] }],
          params: z.strictObject({ id: z.string().max(64) }),
          response: {
            200: z.unknown().describe('The photo as image/webp'),
            400: ErrorResponseSchema,
            401: ErrorResponseSchema,
            404: ErrorResponseSchema,
          },
        },
      },
      async (request, reply) => {
        const bytes = await profiles.readAvatar(ctx, request.params.id);
        // The id changes with every upload, so a copy never goes stale; `private` keeps it off shared caches.
        return reply
          .type('image/webp')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(bytes);
      },
    );
  };
}

/** The one file of an avatar upload, or a 422 naming the `avatar` field. */
async function readAvatarUpload(request: Parameters<typeof requireAuth>[0]): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });
  } catch {
    throw invalid({ avatar: [PROFILE_MESSAGES.avatarMissing] });
  }
  if (!part || part.fieldname !== 'avatar') throw invalid({ avatar: [PROFILE_MESSAGES.avatarMissing] });
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw invalid({ avatar: [PROFILE_MESSAGES.avatarTooLarge] });
    }
    throw error;
  }
}
