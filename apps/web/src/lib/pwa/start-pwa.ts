import { startBuildPolling } from './build-polling';
import { watchConnectivity } from './connectivity';
import { registerServiceWorker } from './service-worker-registration';

let started = false;

/**
 * Starts the PWA machinery once per page: connectivity and, in a production build, build polling and
 * the service worker (the dev server has neither builds/latest.json nor sw.js).
 */
export function startPwa(): void {
  if (started) return;
  started = true;
  watchConnectivity();
  if (!import.meta.env.PROD) return;
  startBuildPolling();
  void registerServiceWorker();
}
