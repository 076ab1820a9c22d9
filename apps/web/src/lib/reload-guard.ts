import { PAGE_RELOAD_GUARD_MS } from './web-settings';

/** sessionStorage key holding the time (ms) of the last reload forced by a failed chunk. */
export const LAST_RELOAD_KEY = 'alongside:last-chunk-reload';

/**
 * True for the error a browser gives when a lazy route's file cannot be fetched (a new build
 * replaced it, or the connection dropped). Each engine words it differently.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof error === 'object' && error !== null)) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message !== 'string') return false;
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * Spec §8: a chunk-load error on navigation reloads the whole page at the target path, so the
 * browser fetches the current build. Guarded (spec §9, 10 s) so a file that is really gone cannot
 * reload the page forever. Returns false when the guard refused and the caller should show an error.
 */
export function reloadToPath(
  href: string,
  {
    now = Date.now(),
    storage = safeSessionStorage(),
    assign = (url: string) => window.location.assign(url),
  }: {
    now?: number;
    storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
    assign?: (url: string) => void;
  } = {},
): boolean {
  // Without storage the guard cannot work, so no reload is forced.
  if (!storage) return false;
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? Number.NaN);
  if (Number.isFinite(last) && now - last >= 0 && now - last < PAGE_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  assign(href);
  return true;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
