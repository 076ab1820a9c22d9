import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@alongside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const RUNTIME_CONFIG_TAG = /<script type="application\/json" id="runtime-config">[\s\S]*?<\/script>/;

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The built web app's index.html, with the public runtime configuration written into it, served for
 * every app route; null when the web app is not built (API-only, or `npm run dev` with Vite).
 */
export function webAppPageFallback(distDir: string, runtimeConfig: RuntimeConfig): PageFallback | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = injectRuntimeConfig(readFileSync(indexFile, 'utf8'), runtimeConfig);
  return (_request, reply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}

/** Serves the built files: hashed ones under /assets/ cached for a year, everything else revalidated. */
export async function registerWebFiles(
  app: FastifyInstance,
  distDir: string,
  page: PageFallback,
): Promise<void> {
  // The static plugin would answer the root folder itself (403 without an index); it is a page.
  app.get('/', page);
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    // Cache headers are set below, per file.
    cacheControl: false,
    // index.html only ever leaves through the page fallback, with the configuration in it.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      reply.header(
        'cache-control',
        relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}

/** JSON in a data block is never run as script, so it needs no CSP allowance; `<` is escaped so it cannot close the tag. */
export function injectRuntimeConfig(html: string, config: RuntimeConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace(
    RUNTIME_CONFIG_TAG,
    () => `<script type="application/json" id="runtime-config">${json}</script>`,
  );
}
