import { BUILD_POLL_INTERVAL_MS, CURRENT_BUILD_ID, judgeBuildAnswer, shouldPollBuild } from './build-version';
import { setPwaState } from './pwa-store';
import { checkForServiceWorkerUpdate } from './service-worker-registration';
import { fetchLatestBuild } from './static-files';

let announcedId: string | null = null;
let lastPolledAt: number | null = null;

/** One look at builds/latest.json (spec §4): a new id brings the banner and a full reload on the next navigation. */
export async function checkLatestBuild(force = false): Promise<void> {
  const now = Date.now();
  const visible = document.visibilityState === 'visible';
  if (!force && !shouldPollBuild({ visible, online: navigator.onLine, now, lastPolledAt })) return;
  lastPolledAt = now;
  let answer: { status: number; body: unknown };
  try {
    answer = await fetchLatestBuild(now);
  } catch (error) {
    console.warn('Could not check for a new version.', error);
    return;
  }
  const verdict = judgeBuildAnswer({ currentId: CURRENT_BUILD_ID, announcedId, ...answer });
  if (verdict.kind === 'log') console.warn(`Could not check for a new version: ${verdict.reason}.`);
  if (verdict.kind !== 'announce') return;
  announcedId = verdict.build.id;
  setPwaState({ updateAvailable: true, reloadOnNavigation: true });
  // Let the new service worker install in the background, so "Update" has it ready.
  void checkForServiceWorkerUpdate();
}

export function startBuildPolling(): () => void {
  void checkLatestBuild();
  const timer = setInterval(() => void checkLatestBuild(), BUILD_POLL_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkLatestBuild();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
