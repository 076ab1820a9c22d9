import { getRuntimeConfig } from './runtime-config';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** A form does not wait longer than this for the check; the server decides what a missing token means. */
const RECAPTCHA_TIMEOUT_MS = 10_000;

let scriptLoading: Promise<Grecaptcha> | null = null;

/**
 * A reCAPTCHA v3 token for `action` (spec §2 "a check runs when a site key is configured"), or
 * undefined when no site key is configured or the check could not run. The Google script is only
 * loaded the first time a form asks, so pages without a form never download it.
 */
export async function getRecaptchaToken(action: string): Promise<string | undefined> {
  const siteKey = getRuntimeConfig().recaptcha_site_key;
  if (!siteKey) return undefined;
  try {
    const grecaptcha = await withTimeout(loadRecaptcha(siteKey));
    return await withTimeout(
      new Promise<string>((resolve, reject) => {
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action }).then(resolve, reject);
        });
      }),
    );
  } catch {
    return undefined;
  }
}

/**
 * Loads Google's script ahead of the first check, so its badge shows on the pages that carry it
 * (spec §2) and the first check is quick. Does nothing without a site key.
 */
export function preloadRecaptcha(): void {
  const siteKey = getRuntimeConfig().recaptcha_site_key;
  if (siteKey) void loadRecaptcha(siteKey).catch(() => undefined);
}

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (window.grecaptcha) return Promise.resolve(window.grecaptcha);
  scriptLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA missing'));
    script.onerror = () => {
      scriptLoading = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return scriptLoading;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), RECAPTCHA_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
