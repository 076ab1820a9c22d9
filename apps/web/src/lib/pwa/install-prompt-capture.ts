import { setPwaState } from './pwa-store';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings: it is not a standard). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let deferred: BeforeInstallPromptEvent | null = null;

/**
 * Spec §4: the install prompt is captured for later. This runs with the first bundle (kept tiny: the
 * rest is in install-prompt.ts), because Chromium fires the event once, soon after the page loads.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    setPwaState({ installPromptAvailable: true });
  });
  target.addEventListener('appinstalled', () => takeInstallPrompt());
}

/** The kept event, handed out once (the browser allows one prompt() per event). */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  setPwaState({ installPromptAvailable: false });
  return event;
}
