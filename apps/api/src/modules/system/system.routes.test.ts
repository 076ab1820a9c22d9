import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { ERROR_MESSAGES } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
const webDir = path.join(process.env['TMPDIR'] ?? '/tmp', `alongside-web-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><script type="application/json" id="runtime-config">{}</script></head><body></body></html>',
  );
  writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({
    logStream,
    env: {
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'info',
      RECAPTCHA_SITE_KEY: 'site-key-123',
      RECAPTCHA_SECRET: 'secret-456',
    },
    botCheck: { kind: 'off', verify: async () => true },
  });
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('reports the service and its database up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/auth/session'],
    ['GET', '/api'],
  ])('answer %s %s with a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: ERROR_MESSAGES.routeNotFound });
  });
});

describe('OpenAPI', () => {
  it('is generated from the contract and lists every account endpoint', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    for (const route of [
      'register',
      'login',
      'session',
      'refresh',
      'logout',
      'email/verify',
      'email/resend',
      'password/forgot',
      'password/reset',
    ]) {
      expect(Object.keys(document.paths)).toContain(`/api/auth/${route}`);
    }
    expect(
      document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('has a page to read it at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('the web app', () => {
  it.each([
    '/',
    '/login',
    '/account/settings/forget-password',
    '/reset-password?email=a%40b.com&code=123456',
  ])('serves index.html with the runtime configuration for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const json = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
      response.body,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      api_base_url: '/api',
      recaptcha_site_key: 'site-key-123',
      auth_cookie: 'auth.token',
      refresh_cookie: 'auth.refresh-token',
    });
    expect(response.body).not.toContain('secret-456');
  });

  it('never serves index.html raw (without its configuration)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(response.body).not.toContain('id="runtime-config">{}<');
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends a content security policy that allows reCAPTCHA only because it is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('https://www.google.com/recaptcha/');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('does not answer a missing asset with the page', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('carry a request id, echoed to the caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logLines.some((line) => line.includes(id))).toBe(true);
  });

  it('never hold a password, token, refresh token or code', async () => {
    const account = await signUp(t.app);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${account.token}` },
    });
    const code = await t.outbox.latestCode(account.email);
    await post(t.app, '/api/auth/email/verify', { code }, { token: account.token });
    await t.app.inject({
      method: 'GET',
      url: `/reset-password?email=${encodeURIComponent(account.email)}&code=${code}`,
    });
    await post(t.app, '/api/auth/refresh', { refresh_token: account.refresh_token });

    const logs = logLines.join('\n');
    expect(logs).toContain('/api/auth/email/verify');
    for (const secret of [account.password, account.token, account.refresh_token, code, account.email]) {
      expect(logs).not.toContain(secret);
    }
  });
});
