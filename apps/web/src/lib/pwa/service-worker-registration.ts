import { SERVICE_WORKER_UPDATE_CHECK_SECONDS } from '../web-settings';
import { Workbox } from 'workbox-window';
import { setPwaState } from './pwa-store';

/** Built from service-worker/sw.ts by vite-plugin-pwa (injectManifest). */
export const SERVICE_WORKER_URL = '/sw.js';

let workbox: Workbox | undefined;
let registered: Promise<ServiceWorkerRegistration | undefined> | undefined;
let updateTimer: ReturnType<typeof setInterval> | undefined;

/**
 * Registers the service worker (spec §4, §7, §8). `updateViaCache: 'none'` makes every update check
 * fetch sw.js past the HTTP cache; a check runs every SERVICE_WORKER_UPDATE_CHECK_SECONDS. A new
 * worker waits until the person presses "Update" on the banner; when it takes over, or another tab
 * activated it, the page reloads so that page and worker are of the same build.
 */
export async function registerServiceWorker(): Promise<void> {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => setPwaState({ updateAvailable: true }));
  workbox.addEventListener('controlling', (event) => {
    setPwaState({ serviceWorkerControlled: true });
    // The first install takes control without a reload; only a newer worker replaces the page.
    if (event.isUpdate) window.location.reload();
  });
  // Workbox 7 flags a worker found by a later update check, or by another tab, as external.
  workbox.addEventListener('activated', (event) => {
    if (event.isExternal) window.location.reload();
  });
  setPwaState({ serviceWorkerControlled: navigator.serviceWorker.controller !== null });
  registered = workbox.register().catch((error: unknown) => {
    setPwaState({ registrationError: true });
    console.error('The service worker could not be registered.', error);
    return undefined;
  });
  if (!(await registered)) return;
  updateTimer ??= setInterval(
    () => void checkForServiceWorkerUpdate(),
    SERVICE_WORKER_UPDATE_CHECK_SECONDS * 1000,
  );
}

/** Fetches sw.js again (no-store); a changed file installs and then waits (spec §7). */
export async function checkForServiceWorkerUpdate(): Promise<void> {
  if (!registered || !navigator.onLine) return;
  try {
    // Waits for a registration still under way (Workbox registers after the page's load event).
    await (await registered)?.update();
  } catch (error) {
    console.warn('The service worker update check failed.', error);
  }
}

/**
 * "Update" on the banner (spec §4): fetch the newest worker; if one is waiting, let it take over (the
 * `controlling` event reloads the page), otherwise reload, which loads the newest build from the
 * network. Failures are only logged (spec §8) and end in a reload too.
 */
export async function applyUpdate(): Promise<void> {
  setPwaState({ updating: true });
  try {
    const registration = registered ? await registered : undefined;
    if (registration) {
      await registration.update().catch((error: unknown) => console.warn('Update check failed.', error));
      const installing = registration.installing;
      if (installing) await installed(installing);
      if (registration.waiting) {
        registration.waiting.postMessage({ type: 'SKIP_WAITING' });
        // The reload comes from `controlling`; this one only covers a worker that never takes over.
        setTimeout(() => window.location.reload(), 10_000);
        return;
      }
    }
  } catch (error) {
    console.warn('The update did not complete; reloading.', error);
  }
  window.location.reload();
}

function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      if (worker.state !== 'installing') {
        worker.removeEventListener('statechange', done);
        resolve();
      }
    };
    worker.addEventListener('statechange', done);
    done();
  });
}
