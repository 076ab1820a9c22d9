import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from './install-prompt-capture';
import {
  canOfferInstall,
  INSTALL_DISMISSED_KEY,
  isInstallDismissed,
  promptInstall,
  rememberInstallDismissed,
} from './install-prompt';
import { getPwaState, resetPwaState } from './pwa-store';

afterEach(() => {
  localStorage.clear();
  resetPwaState();
});

function fakeInstallEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
}

describe('the install offer', () => {
  it('is offered while the browser’s prompt is kept and nobody turned it down', () => {
    expect(canOfferInstall(true, false)).toBe(true);
    expect(canOfferInstall(true, true)).toBe(false);
    expect(canOfferInstall(false, false)).toBe(false);
  });

  it('remembers a cancel in local storage (spec §4)', () => {
    expect(isInstallDismissed()).toBe(false);
    rememberInstallDismissed();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('true');
    expect(isInstallDismissed()).toBe(true);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isInstallDismissed(broken)).toBe(false);
    expect(() => rememberInstallDismissed(broken)).not.toThrow();
  });

  it('keeps the browser’s prompt, shows it on request and stores the flag when cancelled', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    const event = fakeInstallEvent('dismissed');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getPwaState().installPromptAvailable).toBe(true);

    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(isInstallDismissed()).toBe(true);
    expect(getPwaState().installPromptAvailable).toBe(false);
    // The browser allows one prompt per event.
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('stores no flag when the person installs', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallPrompt(target);
    target.dispatchEvent(fakeInstallEvent('accepted'));
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(isInstallDismissed()).toBe(false);
  });
});
