import { describe, expect, it } from 'vitest';
import { setRuntimeConfig, DEFAULT_RUNTIME_CONFIG } from '../runtime-config';
import { startErrorReporting } from '../error-reporting';
import { buildSentryOptions } from './sentry-options';

describe('Sentry options for the web (spec §9)', () => {
  it('samples every trace, a tenth of sessions and every session with an error, all masked', () => {
    expect(buildSentryOptions({ dsn: 'https://key@o0.ingest.sentry.io/1' })).toMatchObject({
      dsn: 'https://key@o0.ingest.sentry.io/1',
      environment: 'production',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
      replay: { maskAllText: true, maskAllInputs: true, blockAllMedia: true },
    });
  });

  it('uses the configured environment when there is one', () => {
    expect(buildSentryOptions({ dsn: 'https://k@x/1', environment: 'staging' }).environment).toBe('staging');
    expect(buildSentryOptions({ dsn: 'https://k@x/1', environment: '' }).environment).toBe('production');
  });

  it('starts nothing without a DSN', async () => {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, sentry_dsn: null });
    await expect(startErrorReporting()).resolves.toBeNull();
    setRuntimeConfig(undefined);
  });
});

describe('beforeSend', () => {
  it('removes the user, the body, cookies, credentials and sensitive query parameters', () => {
    const { beforeSend } = buildSentryOptions({ dsn: 'https://k@x/1' });
    const event = beforeSend({
      type: undefined,
      user: { email: 'robin@example.com' },
      request: {
        url: 'https://app.example.com/reset-password?email=robin%40example.com&code=123456&step=2',
        data: '{"password":"x"}',
        cookies: { 'auth.token': 'abc' },
        headers: { Authorization: 'Bearer abc', Cookie: 'a=b', Referer: 'https://app.example.com/' },
        query_string: 'email=robin%40example.com&code=123456&step=2',
      },
      breadcrumbs: [{ data: { from: '/verify?code=1', to: '/home?token=t&tab=2' } }],
    });
    expect(event).toEqual({
      type: undefined,
      request: {
        url: 'https://app.example.com/reset-password?step=2',
        headers: { Referer: 'https://app.example.com/' },
        query_string: 'step=2',
      },
      breadcrumbs: [{ data: { from: '/verify', to: '/home?tab=2' } }],
    });
  });
});
