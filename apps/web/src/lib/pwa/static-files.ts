import { fetchStaticFile as staticFetch } from '../api-client';
import { buildManifestUrl } from './build-version';

/** Requests for the web app's own files, not for the API (spec §7 "Static calls"). */

/** The build manifest, with a timestamp so that no cache on the way answers it (spec §7). */
export async function fetchLatestBuild(now: number = Date.now()): Promise<{ status: number; body: unknown }> {
  const response = await staticFetch(buildManifestUrl(now), {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  const body: unknown = response.ok ? await response.json().catch(() => null) : null;
  return { status: response.status, body };
}

/** Spec §4 "Try Again": a HEAD request for the favicon; true when the network answered. */
export async function pingFavicon(): Promise<boolean> {
  try {
    const response = await staticFetch('/favicon.svg', { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
