import { detectBrowser, type BrowserName } from './browser';

/** What the debug panel and the PWA pages show (spec §2). */
export interface PwaDiagnostics {
  serviceWorker:
    'controls this page' | 'supported, not in control yet' | 'registration failed' | 'not supported';
  manifest: string | null;
  secureContext: boolean;
  installPrompt: 'available' | 'turned down' | 'not offered';
  installed: boolean;
  browser: BrowserName;
}

export interface DiagnosticsInput {
  serviceWorkerSupported: boolean;
  serviceWorkerControlled: boolean;
  registrationError: boolean;
  manifestHref: string | null;
  secureContext: boolean;
  installPromptAvailable: boolean;
  installDismissed: boolean;
  displayModeStandalone: boolean;
  userAgent: string;
}

export function describePwa(input: DiagnosticsInput): PwaDiagnostics {
  return {
    serviceWorker: !input.serviceWorkerSupported
      ? 'not supported'
      : input.registrationError
        ? 'registration failed'
        : input.serviceWorkerControlled
          ? 'controls this page'
          : 'supported, not in control yet',
    manifest: input.manifestHref,
    secureContext: input.secureContext,
    installPrompt: input.installPromptAvailable
      ? 'available'
      : input.installDismissed
        ? 'turned down'
        : 'not offered',
    installed: input.displayModeStandalone,
    browser: detectBrowser(input.userAgent),
  };
}

/** The same facts read from this browser. */
export function readDiagnosticsInput(state: {
  serviceWorkerControlled: boolean;
  registrationError: boolean;
  installPromptAvailable: boolean;
  installDismissed: boolean;
}): DiagnosticsInput {
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    ...state,
    serviceWorkerSupported: 'serviceWorker' in navigator,
    serviceWorkerControlled: state.serviceWorkerControlled || navigator.serviceWorker?.controller != null,
    manifestHref:
      document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.getAttribute('href') ?? null,
    // True on HTTPS and on localhost, which browsers treat as secure.
    secureContext: window.isSecureContext,
    displayModeStandalone: standalone,
    userAgent: navigator.userAgent,
  };
}
