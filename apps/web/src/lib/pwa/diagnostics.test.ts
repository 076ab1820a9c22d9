import { describe, expect, it } from 'vitest';
import { describePwa, type DiagnosticsInput } from './diagnostics';

const base: DiagnosticsInput = {
  serviceWorkerSupported: true,
  serviceWorkerControlled: true,
  registrationError: false,
  manifestHref: '/manifest.webmanifest',
  secureContext: true,
  installPromptAvailable: false,
  installDismissed: false,
  displayModeStandalone: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
};

describe('describePwa', () => {
  it('reports a controlled page in Chrome', () => {
    expect(describePwa(base)).toEqual({
      serviceWorker: 'controls this page',
      manifest: '/manifest.webmanifest',
      secureContext: true,
      installPrompt: 'not offered',
      installed: false,
      browser: 'Chrome',
    });
  });
  it('names a failed registration (spec §8: flagged, not shown as an error)', () => {
    expect(
      describePwa({ ...base, serviceWorkerControlled: false, registrationError: true }).serviceWorker,
    ).toBe('registration failed');
  });
  it('says when service workers are not supported', () => {
    expect(describePwa({ ...base, serviceWorkerSupported: false }).serviceWorker).toBe('not supported');
  });
  it('tells a kept prompt from a turned-down one', () => {
    expect(describePwa({ ...base, installPromptAvailable: true }).installPrompt).toBe('available');
    expect(describePwa({ ...base, installDismissed: true }).installPrompt).toBe('turned down');
  });
  it('counts standalone display as installed', () => {
    expect(describePwa({ ...base, displayModeStandalone: true }).installed).toBe(true);
  });
});
