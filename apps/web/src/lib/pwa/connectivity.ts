import { pingFavicon } from './static-files';
import { setPwaState } from './pwa-store';

/** Spec §4: the offline card follows the browser's offline and online events. */
export function watchConnectivity(target: Window = window): () => void {
  const onOffline = () => setPwaState({ offline: true });
  const onOnline = () => setPwaState({ offline: false });
  setPwaState({ offline: target.navigator.onLine === false });
  target.addEventListener('offline', onOffline);
  target.addEventListener('online', onOnline);
  return () => {
    target.removeEventListener('offline', onOffline);
    target.removeEventListener('online', onOnline);
  };
}

/** Spec §4 "Try Again": success clears the offline state; still offline is only logged (spec §8). */
export async function tryConnectionAgain(): Promise<boolean> {
  const reachable = await pingFavicon();
  if (reachable) setPwaState({ offline: false });
  else console.info('Still offline: the favicon could not be reached.');
  return reachable;
}
