/** Written by the build next to the app (vite.config.ts) and polled by the app (spec §4, §7). */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';

/**
 * Our choice (the spec leaves it open): once a minute while the page is visible and online, and again
 * when it becomes visible, at most every 10 s. The file is tiny and never cached.
 */
export const BUILD_POLL_INTERVAL_MS = 60_000;
export const BUILD_POLL_MIN_GAP_MS = 10_000;

declare const __ALONGSIDE_BUILD_ID__: string;

/** The id of the build this page runs (vite.config.ts `define`); "development" under the dev server. */
export const CURRENT_BUILD_ID: string =
  typeof __ALONGSIDE_BUILD_ID__ === 'string' ? __ALONGSIDE_BUILD_ID__ : 'development';

/**
 * Where a build lists each landing page's files beyond the first bundle (vite.config.ts), for the app's
 * route preloading (docs/decisions/019): named after the build, so a page never reads another build's.
 */
export function routeFilesPath(buildId: string): string {
  return `/assets/route-preloads-${buildId.replace(/[^\w.-]/g, '_')}.json`;
}

export interface BuildInfo {
  id: string;
  built_at: string;
}

export function buildManifestUrl(now: number): string {
  return `${BUILD_MANIFEST_PATH}?t=${now}`;
}

export function parseBuildInfo(body: unknown): BuildInfo | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id, built_at: builtAt } = body as Record<string, unknown>;
  if (typeof id !== 'string' || id === '') return null;
  return { id, built_at: typeof builtAt === 'string' ? builtAt : '' };
}

export type BuildCheck =
  | { kind: 'announce'; build: BuildInfo }
  | { kind: 'unchanged' }
  /** Spec §8: 403 and 404 are ignored silently (e.g. the dev server, which has no such file). */
  | { kind: 'ignore' }
  /** Anything else that went wrong is only logged. */
  | { kind: 'log'; reason: string };

/**
 * What one answer of builds/latest.json means. A build already announced is not announced again, so
 * "Later" keeps the banner away until an even newer build appears.
 */
export function judgeBuildAnswer(input: {
  currentId: string;
  announcedId: string | null;
  status: number;
  body: unknown;
}): BuildCheck {
  if (input.status === 403 || input.status === 404) return { kind: 'ignore' };
  if (input.status < 200 || input.status >= 300) return { kind: 'log', reason: `HTTP ${input.status}` };
  const build = parseBuildInfo(input.body);
  if (!build) return { kind: 'log', reason: 'unreadable build manifest' };
  if (build.id === input.currentId || build.id === input.announcedId) return { kind: 'unchanged' };
  return { kind: 'announce', build };
}

/** Poll only when someone can see the page, the browser has a network, and not twice in a row. */
export function shouldPollBuild(input: {
  visible: boolean;
  online: boolean;
  now: number;
  lastPolledAt: number | null;
}): boolean {
  if (!input.visible || !input.online) return false;
  return input.lastPolledAt === null || input.now - input.lastPolledAt >= BUILD_POLL_MIN_GAP_MS;
}
