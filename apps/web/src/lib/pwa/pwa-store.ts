import { useSyncExternalStore } from 'react';

/** What the app shell and the PWA pages know about the installed app, its updates and the network. */
export interface PwaState {
  /** The browser reports no network (spec §4); cleared by the online event or a good "Try Again". */
  offline: boolean;
  /** The banner "A new version is available" is showing (spec §4). */
  updateAvailable: boolean;
  /** "Update" was pressed and the update runs. */
  updating: boolean;
  /** A newer build is published: the next navigation is a full page load (spec §4). */
  reloadOnNavigation: boolean;
  /** The service worker could not be registered (spec §8: logged, flagged, never shown as an error). */
  registrationError: boolean;
  /** A service worker controls this page. */
  serviceWorkerControlled: boolean;
  /** The browser offered to install the app and the offer was kept for later (spec §4). */
  installPromptAvailable: boolean;
}

const INITIAL_STATE: PwaState = {
  offline: false,
  updateAvailable: false,
  updating: false,
  reloadOnNavigation: false,
  registrationError: false,
  serviceWorkerControlled: false,
  installPromptAvailable: false,
};

let state: PwaState = INITIAL_STATE;
const listeners = new Set<() => void>();

export function getPwaState(): PwaState {
  return state;
}

export function setPwaState(patch: Partial<PwaState>): void {
  const next = { ...state, ...patch };
  if ((Object.keys(patch) as (keyof PwaState)[]).every((key) => next[key] === state[key])) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribePwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests start from a clean state. */
export function resetPwaState(): void {
  state = INITIAL_STATE;
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwaState, getPwaState, getPwaState);
}
