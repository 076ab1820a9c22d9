import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@alongside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const RUNTIME_CONFIG_TAG = /<script type="application\/json" id="runtime-config">[\s\S]*?<\/script>/;

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * The built web app's index.html, with the public runtime configuration written into it, served for
 * every app route; null when the web app is not built (API-only, or `npm run dev` with Vite).
 * A signed-out landing page the build prerendered (apps/web/src/app/landing-pages.ts) is served drawn,
 * when asked for by its exact path with no token cookie: what the browser's first render will draw,
 * so React hydrates it (docs/decisions/019-prerendered-landing-pages.md). Anyone else gets index.html.
 */
export function webAppPageFallback(distDir: string, runtimeConfig: RuntimeConfig): PageFallback | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = injectRuntimeConfig(readFileSync(indexFile, 'utf8'), runtimeConfig);
  const preloads = readRoutePreloads(distDir);
  // Each variant of the page is the same for every request of this process: compress it once.
  const variants = new Map(
    Object.entries(preloads).map(([page, files]) => [page, encodeAll(addModulePreloads(indexHtml, files))]),
  );
  const prerendered = new Map(
    Object.entries(readPrerenderedPages(distDir)).map(([page, html]) => [
      page,
      encodeAll(addModulePreloads(injectRuntimeConfig(html, runtimeConfig), preloads[page] ?? [])),
    ]),
  );
  const tokenCookies = [runtimeConfig.auth_cookie, runtimeConfig.refresh_cookie];
  const plain = encodeAll(indexHtml);
  return (request, reply) => {
    const drawn = prerendered.get(request.url);
    const page =
      drawn && !tokenCookies.some((name) => hasCookie(request.headers.cookie, name))
        ? drawn
        : (variants.get(pagePath(request.url)) ?? plain);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', drawn ? 'accept-encoding, cookie' : 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(page[encoding]);
  };
}

/** The build's prerendered landing pages: path → the whole page (apps/web/vite.config.ts). */
function readPrerenderedPages(distDir: string): Record<string, string> {
  return readBuildRecord(
    distDir,
    'prerendered-pages.json',
    (entry): entry is [string, string] => entry[0].startsWith('/') && typeof entry[1] === 'string',
  );
}

/** Whether the Cookie header carries a non-empty cookie of that name (the tokens are set by the web app). */
export function hasCookie(header: string | undefined, name: string): boolean {
  return (header ?? '').split(';').some((pair) => {
    const [key, ...value] = pair.trim().split('=');
    return key === name && value.join('=') !== '';
  });
}

/** The build's list of the files each landing page's route modules need (apps/web/src/app/landing-pages.ts). */
function readRoutePreloads(distDir: string): Record<string, string[]> {
  return readBuildRecord(
    distDir,
    'route-preloads.json',
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string' && SAFE_ASSET.test(item)),
  );
}

/** A JSON object the web build wrote into `.vite/` (never served), keeping only the entries `accept`s. */
function readBuildRecord<T>(
  distDir: string,
  name: string,
  accept: (entry: [string, unknown]) => entry is [string, T],
): Record<string, T> {
  const file = path.join(distDir, '.vite', name);
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(Object.entries(parsed).filter(accept));
}

const SAFE_ASSET = /^\/assets\/[\w.-]+\.js$/;

/** After the entry script, so the browser asks for the entry first; `crossorigin` as Vite writes its own. */
export function addModulePreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}

/** `/login/?redirect=x` → `/login`: the path part only, without a trailing slash. */
function pagePath(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function encodeAll(html: string) {
  return {
    br: brotliCompressSync(html),
    gzip: gzipSync(html, { level: 9 }),
    identity: Buffer.from(html),
  };
}

/** Brotli, then gzip, when the client accepts it (a `q=0` refuses); the same order @fastify/static uses. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    [acceptEncoding ?? '']
      .flat()
      .join(',')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Serves the built files: hashed ones under /assets/ cached for a year, everything else revalidated;
 * the build's `.br`/`.gz` copies go to browsers that accept them (docs/decisions/011).
 */
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
    preCompressed: true,
    // Cache headers are set below, per file.
    cacheControl: false,
    // index.html only ever leaves through the page fallback, with the configuration in it; .vite/
    // holds the build's notes for this server.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
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
