import { takeInstallPrompt } from './install-prompt-capture';

/** Spec §4: set when someone cancels the install, so the app does not offer it again. */
export const INSTALL_DISMISSED_KEY = 'alongside.install-dismissed';

export function isInstallDismissed(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): boolean {
  try {
    return storage?.getItem(INSTALL_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void {
  try {
    storage?.setItem(INSTALL_DISMISSED_KEY, 'true');
  } catch {
    // Storage can be full or blocked (private mode); the offer then comes back next time.
  }
}

/** "Install the app" shows only while the browser's offer is kept and nobody has turned it down here. */
export function canOfferInstall(promptAvailable: boolean, dismissed: boolean): boolean {
  return promptAvailable && !dismissed;
}

/** Shows the browser's install dialog; a cancel is remembered (spec §4). */
export async function promptInstall(
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = takeInstallPrompt();
  if (!event) return 'unavailable';
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'dismissed') rememberInstallDismissed(storage);
  return outcome;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
