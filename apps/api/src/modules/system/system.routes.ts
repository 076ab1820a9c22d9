import { HealthResponseSchema, RuntimeConfigSchema, systemPaths } from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RuntimeConfig } from '@alongside/contract';

export function systemRoutes(deps: {
  ping(): Promise<boolean>;
  runtimeConfig: RuntimeConfig;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      systemPaths.health,
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Is the service and its database up',
          response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
        },
      },
      async (_request, reply) => {
        const database = (await deps.ping()) ? 'ok' : 'unavailable';
        return reply
          .code(database === 'ok' ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: database, database });
      },
    );

    app.get(
      systemPaths.config,
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Public runtime configuration for the web app',
          response: { 200: RuntimeConfigSchema },
        },
      },
      async () => deps.runtimeConfig,
    );
  };
}
