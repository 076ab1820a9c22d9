import { ErrorResponseSchema, onboardingPaths, ProfileResponseSchema } from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/app-context';
import { requireAuth } from '../../plugins/access';
import * as profiles from '../profiles/profiles.service';

const tags = ['onboarding'];
const response = { 200: ProfileResponseSchema, 401: ErrorResponseSchema, 422: ErrorResponseSchema };

/** The two onboarding facts the server keeps: the disclaimer accepted (with its time), and done. */
export function onboardingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      onboardingPaths.disclaimer,
      {
        config: { access: 'signed-in' },
        schema: { tags, summary: 'Accept the disclaimer', security: [{ bearer: [] }], response },
      },
      async (request) => ({ data: await profiles.acceptDisclaimer(ctx, requireAuth(request).user) }),
    );

    app.post(
      onboardingPaths.complete,
      {
        config: { access: 'signed-in' },
        schema: { tags, summary: 'Finish onboarding', security: [{ bearer: [] }], response },
      },
      async (request) => ({ data: await profiles.completeOnboarding(ctx, requireAuth(request).user) }),
    );
  };
}
