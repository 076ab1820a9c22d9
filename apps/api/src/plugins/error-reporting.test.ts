import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http-errors';
import { buildSentryNodeOptions, startErrorReporting } from './error-reporting';
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
