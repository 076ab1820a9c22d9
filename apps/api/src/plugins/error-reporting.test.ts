import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-errors';
import { buildSentryNodeOptions, scrubEvent, scrubUrl, startErrorReporting } from './error-reporting';
import { registerErrorHandling } from './errors';
import type { Config } from '../lib/config';

describe('Sentry options for the API (spec §9)', () => {
  it('traces everything, collects no personal data and defaults the environment to production', () => {
    const options = buildSentryNodeOptions({ dsn: 'https://key@o0.ingest.sentry.io/1' });
    expect(options).toMatchObject({
      dsn: 'https://key@o0.ingest.sentry.io/1',
      environment: 'production',
      tracesSampleRate: 1,
      dataCollection: { userInfo: false, cookies: false, httpBodies: [], urlQueryParams: false },
    });
    expect(buildSentryNodeOptions({ dsn: 'https://k@x/1', environment: 'test' }).environment).toBe('test');
  });

  it('scrubs every event it sends', () => {
    const { beforeSend } = buildSentryNodeOptions({ dsn: 'https://k@x/1' });
    const event = beforeSend!({ type: undefined, user: { email: 'a@example.com' } }, {});
    expect(event).not.toHaveProperty('user');
  });

  it('loads nothing and reports nothing without SENTRY_DSN', async () => {
    await expect(startErrorReporting({ sentryDsn: null } as Config)).resolves.toBeNull();
  });
});

describe('scrubEvent', () => {
  it('removes the user, the body, cookies, credentials and sensitive query parameters', () => {
    const event = scrubEvent({
      user: { id: 'u1', email: 'robin@example.com', ip_address: '10.0.0.1' },
      request: {
        url: 'https://app.example.com/api/auth/password/reset?email=robin%40example.com&code=123456&page=2',
        data: { password: 'secret' },
        cookies: { 'auth.token': 'abc' },
        headers: { Authorization: 'Bearer abc', cookie: 'auth.token=abc', 'user-agent': 'Firefox' },
        query_string: 'email=robin%40example.com&token=abc&page=2',
      },
      breadcrumbs: [{ data: { url: '/reset-password?code=1&x=1', body: '{"password":"x"}' } }],
    });
    expect(event).toEqual({
      request: {
        url: 'https://app.example.com/api/auth/password/reset?page=2',
        headers: { 'user-agent': 'Firefox' },
        query_string: 'page=2',
      },
      breadcrumbs: [{ data: { url: '/reset-password?x=1' } }],
    });
  });

  it.each([
    [
      'a query given as pairs',
      [
        ['code', '1'],
        ['a', 'b'],
      ],
      [['a', 'b']],
    ],
    ['a query given as an object', { token: 'x', a: 'b' }, { a: 'b' }],
    ['a query with only sensitive parameters', 'email=a%40b.c', undefined],
  ])('scrubs %s', (_case, query, expected) => {
    const event = scrubEvent({ request: { query_string: query } });
    expect(event.request?.query_string).toEqual(expected);
  });

  it('keeps a URL without sensitive parameters as it is, fragment included', () => {
    expect(scrubUrl('/jobs?page=2#top')).toBe('/jobs?page=2#top');
    expect(scrubUrl('/verify?code=123456#top')).toBe('/verify#top');
  });
});

describe('the error handler reports unexpected errors only', () => {
  async function appWith(onUnexpectedError: (error: unknown) => void) {
    const app = Fastify({ logger: false });
    registerErrorHandling(app, { onUnexpectedError });
    app.get('/boom', async () => {
      throw new Error('database exploded');
    });
    app.get('/refused', async () => {
      throw new HttpError(403, 'No.');
    });
    await app.ready();
    return app;
  }

  it('tells the reporter of a 500, and the caller still gets the plain message', async () => {
    const report = vi.fn();
    const app = await appWith(report);
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('database exploded');
    expect(report).toHaveBeenCalledOnce();
    expect((report.mock.calls[0]![0] as Error).message).toBe('database exploded');
    await app.close();
  });

  it('does not report an expected refusal (4xx)', async () => {
    const report = vi.fn();
    const app = await appWith(report);
    expect((await app.inject({ method: 'GET', url: '/refused' })).statusCode).toBe(403);
    expect(report).not.toHaveBeenCalled();
    await app.close();
  });

  it('still answers when the reporter itself fails', async () => {
    const app = await appWith(
      vi.fn(() => {
        throw new Error('reporter down');
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/boom' })).statusCode).toBe(500);
    await app.close();
  });
});
