import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig, SessionResponse } from '@alongside/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const RUNTIME_CONFIG_TAG = /<script type="application\/json" id="runtime-config">[\s\S]*?<\/script>/;
/** The id of the data block holding the signed-in person's session (apps/web/src/lib/auth/session-block.ts). */
const SESSION_DATA_ID = 'session-data';

export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The session answer for a page request's access token, or null when it is not a live session's. */
export type PageSession = (token: string) => Promise<SessionResponse | null>;

/**
 * The built web app's index.html, with the public runtime configuration written into it, served for
 * every app route; null when the web app is not built (API-only, or `npm run dev` with Vite).
 * A signed-out landing page the build prerendered (apps/web/src/app/landing-pages.ts) is served drawn,
 * when asked for by its exact path with no token cookie: what the browser's first render will draw,
 * so React hydrates it (docs/decisions/019-prerendered-landing-pages.md). Anyone else gets index.html,
 * with their session written into it when the access token cookie is a live session's
 * (docs/decisions/020-session-in-the-page-and-http2.md).
 */
export function webAppPageFallback(
  distDir: string,
  runtimeConfig: RuntimeConfig,
  pageSession?: PageSession,
): PageFallback | null {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = injectRuntimeConfig(readFileSync(indexFile, 'utf8'), runtimeConfig);
  const preloads = readRoutePreloads(distDir);
  const pages = new Map(
    Object.entries(preloads).map(([page, files]) => [page, addModulePreloads(indexHtml, files)]),
  );
  // Each variant of the page is the same for every request of this process: compress it once.
  const variants = new Map([...pages].map(([page, html]) => [page, encodeAll(html)]));
  const prerendered = new Map(
    Object.entries(readPrerenderedPages(distDir)).map(([page, html]) => [
      page,
      encodeAll(addModulePreloads(injectRuntimeConfig(html, runtimeConfig), preloads[page] ?? [])),
    ]),
  );
  const tokenCookies = [runtimeConfig.auth_cookie, runtimeConfig.refresh_cookie];
  const plain = encodeAll(indexHtml);
  // Whether a page depends on the request's cookies: caches must keep one copy per cookie header.
  const vary = (drawn: boolean) => (drawn || pageSession ? 'accept-encoding, cookie' : 'accept-encoding');
  return async (request, reply) => {
    const cookies = request.headers.cookie;
    const drawn = prerendered.get(request.url);
    const signedOut = !tokenCookies.some((name) => hasCookie(cookies, name));
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply
      .code(200)
      .header('vary', vary(Boolean(drawn)))
      .type('text/html; charset=utf-8');
    if (drawn && signedOut) return reply.header('cache-control', 'no-cache').send(drawn[encoding]);
    const page = pagePath(request.url);
    const session = signedOut
      ? null
      : await sessionOf(request, cookieValue(cookies, runtimeConfig.auth_cookie));
    if (session) {
      // One person's data: never kept by a shared cache, and compressed for this answer alone.
      const html = injectSession(pages.get(page) ?? indexHtml, session);
      return reply.header('cache-control', 'private, no-cache').send(encodeOnce(html, encoding));
    }
    return reply.header('cache-control', 'no-cache').send((variants.get(page) ?? plain)[encoding]);
  };

  /** The session of a live access token; a failed read serves the page without it (the web asks the API). */
  async function sessionOf(request: FastifyRequest, token: string | undefined) {
    if (!pageSession || !token) return null;
    try {
      return await pageSession(token);
    } catch (error) {
      request.log.warn({ err: error }, 'the session could not be written into the page');
      return null;
    }
  }
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
  return rawCookie(header, name) !== undefined;
}

/** The value of the first non-empty cookie of that name, decoded as the web app encodes it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  const raw = rawCookie(header, name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function rawCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    const value = rest.join('=');
    if (key === name && value !== '') return value;
  }
  return undefined;
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

/** A page made for one request: a quick compression level, since it is compressed each time. */
function encodeOnce(html: string, encoding: 'br' | 'gzip' | 'identity'): Buffer {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return Buffer.from(html);
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
  return html.replace(RUNTIME_CONFIG_TAG, () => dataBlock('runtime-config', config));
}

/** The signed-in person's session as a data block at the end of the head (read once by the web app). */
export function injectSession(html: string, session: SessionResponse): string {
  return html.replace('</head>', () => `${dataBlock(SESSION_DATA_ID, session)}</head>`);
}

function dataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
