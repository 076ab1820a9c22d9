import { recaptchaBotCheck, type BotCheck } from '../providers/bot-check/bot-check';
import { buildTestApp, type TestApp } from './test-app';

/**
 * A siteverify answer as Google documents it (developers.google.com/recaptcha/docs/v3), for a
 * token issued on localhost for `action` with `score`.
 */
export function siteverifyAnswer(action: string, score: number): object {
  return { success: true, challenge_ts: '2026-11-22T09:00:00Z', hostname: 'localhost', score, action };
}

/**
 * The real reCAPTCHA adapter, answered from recorded siteverify payloads by token; any other token
 * gets Google's `invalid-input-response`.
 */
export function recordedRecaptcha(recorded: Record<string, object>): BotCheck {
  return recaptchaBotCheck({
    secret: 'server-secret',
    minScore: 0.5,
    fetch: async (_url, init) => {
      const token = init.body.get('response') ?? '';
      const answer = recorded[token] ?? { success: false, 'error-codes': ['invalid-input-response'] };
      return { ok: true, json: async () => answer };
    },
  });
}

/** The app with reCAPTCHA configured and Google answered from `recorded`. */
export function buildAppWithRecaptcha(recorded: Record<string, object>): Promise<TestApp> {
  return buildTestApp({
    env: { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'server-secret' },
    botCheck: recordedRecaptcha(recorded),
  });
}
