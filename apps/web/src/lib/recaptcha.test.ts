import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRecaptchaToken } from './recaptcha';
import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from './runtime-config';

afterEach(() => {
  setRuntimeConfig(undefined);
  delete window.grecaptcha;
});

describe('getRecaptchaToken', () => {
  it('gives no token and loads nothing when no site key is configured', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, recaptcha_site_key: null });
    await expect(getRecaptchaToken('login')).resolves.toBeUndefined();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('asks reCAPTCHA for a token for the action with the configured site key', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, recaptcha_site_key: 'site-key' });
    const execute = vi.fn(async () => 'token-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    await expect(getRecaptchaToken('register')).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'register' });
  });

  it('gives no token when reCAPTCHA fails, so the form still submits', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, recaptcha_site_key: 'site-key' });
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async () => Promise.reject(new Error('no')),
    };
    await expect(getRecaptchaToken('login')).resolves.toBeUndefined();
  });
});
