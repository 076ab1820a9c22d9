import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession, post, signUp } from '../test/account-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { addModulePreloads, cookieValue, hasCookie, injectSession, preferredEncoding } from './web';

const SCRIPT = 'console.log("the first bundle");'.repeat(100);
const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<script type="application/json" id="runtime-config">{}</script></head><body></body></html>';

// As the build writes it (apps/web/vite.config.ts): the page's first render in #root.
const DRAWN_LOGIN = '<div id="root" data-prerendered="/login"><h1>Sign in</h1><form></form></div>';

let t: TestApp;
const webDir = mkdtempSync(path.join(tmpdir(), 'alongside-web-'));

beforeAll(async () => {
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(path.join(webDir, 'index.html'), PAGE);
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), SCRIPT);
  // As the build writes them: the same file compressed, beside it.
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js.gz'), 'gzip copy');
  writeFileSync(path.join(webDir, 'assets', 'index-abc.js.br'), 'brotli copy');
  writeFileSync(
    path.join(webDir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      '/login': ['/assets/guest-layout-1.js', '/assets/login-2.js'],
      '/': ['/assets/home-3.js'],
      '/evil': ['"><script>alert(1)</script>'],
    }),
  );
  writeFileSync(
    path.join(webDir, '.vite', 'prerendered-pages.json'),
    JSON.stringify({ '/login': PAGE.replace('<body></body>', `<body>${DRAWN_LOGIN}</body>`) }),
  );
  t = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the served page', () => {
  it('preloads the route modules of a landing page, after the entry script', async () => {
    const response = await get('/login?redirect=%2Fhome');
    expect(response.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/guest-layout-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-2.js"></head>',
    );
    expect(response.body.indexOf('index-abc.js')).toBeLessThan(response.body.indexOf('guest-layout-1.js'));
    expect((await get('/login/')).body).toContain('login-2.js');
    expect((await get('/')).body).toContain('href="/assets/home-3.js"');
  });

  it('preloads nothing on other pages, and never writes a file name that is not a plain asset', async () => {
    expect((await get('/about')).body).not.toContain('modulepreload');
    const evil = await get('/evil');
    expect(evil.body).not.toContain('modulepreload');
    expect(evil.body).not.toContain('alert(1)');
  });

  it('is compressed for browsers that accept it, and says it varies by that', async () => {
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('login-2.js');

    const gzip = await get('/login', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('id="runtime-config">{"');

    const plain = await get('/login', 'br;q=0, gzip;q=0');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('login-2.js');
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the content security policy strict: no inline scripts allowed', async () => {
    const csp = String((await get('/login')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Frames from this site only: the staff review page shows a PDF through its file link.
    expect(csp).toMatch(/frame-src 'self'(;|$)/);
  });
});

describe('a prerendered landing page', () => {
  const getWithCookie = (url: string, cookie: string) =>
    t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('is served drawn at its exact path, with the configuration, preloads and compression of any page', async () => {
    const response = await get('/login', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('accept-encoding, cookie');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain(DRAWN_LOGIN);
    expect(html).toContain('id="runtime-config">{"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-2.js"></head>');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  });

  it('is served to a visitor whose cookies hold no token', async () => {
    expect((await getWithCookie('/login', 'auth-options=%7B%7D; auth.token=')).body).toContain(DRAWN_LOGIN);
  });

  it.each([
    ['with a query string, which the page reads', '/login?redirect=%2Fhome', ''],
    ['with a trailing slash', '/login/', ''],
    ['to a signed-in person (access token cookie)', '/login', 'auth.token=abc'],
    ['to a signed-in person (refresh token cookie)', '/login', 'x=1; auth.refresh-token=def'],
  ])('is not served %s: index.html is', async (_, url, cookie) => {
    const response = cookie ? await getWithCookie(url, cookie) : await get(url);
    expect(response.body).not.toContain('data-prerendered');
    expect(response.body).toContain('<body></body>');
    expect(response.body).toContain('login-2.js');
  });

  it('leaves every other page as index.html', async () => {
    for (const url of ['/', '/register', '/about']) {
      const response = await get(url);
      expect(response.body).not.toContain('data-prerendered');
      // A signed-in person's page holds their session: every page varies by the cookies.
      expect(response.headers['vary']).toBe('accept-encoding, cookie');
    }
  });
});

describe("a signed-in person's page (decision 020)", () => {
  const SESSION_BLOCK = /<script type="application\/json" id="session-data">([\s\S]*?)<\/script>/;
  const open = (url: string, cookie: string, acceptEncoding = 'identity') =>
    t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-encoding': acceptEncoding } });

  it('holds what GET /api/auth/session answers for the access token cookie, for that person only', async () => {
    const person = await signUp(t.app, { first_name: 'Nadia' });
    const response = await open('/home', `auth-options=%7B%7D; auth.token=${person.token}`);
    expect(response.statusCode).toBe(200);
    const written = SESSION_BLOCK.exec(response.body)?.[1];
    expect(JSON.parse(written ?? 'null')).toEqual((await getSession(t.app, person.token)).json());
    expect(written).toContain('"first_name":"Nadia"');
    // One person's data: no shared cache keeps it, and a cache must tell cookies apart.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['vary']).toBe('accept-encoding, cookie');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(response.body).toContain('id="runtime-config">{"');
  });

  it('keeps the landing page preloads and the compression', async () => {
    const person = await signUp(t.app);
    const response = await open('/', `auth.token=${person.token}`, 'br');
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('href="/assets/home-3.js"');
    expect(SESSION_BLOCK.test(html)).toBe(true);
    const gzip = await open('/', `auth.token=${person.token}`, 'gzip');
    expect(SESSION_BLOCK.test(gunzipSync(gzip.rawPayload).toString())).toBe(true);
  });

  it('replaces the drawn sign-in page for a signed-in person', async () => {
    const person = await signUp(t.app);
    const response = await open('/login', `auth.token=${person.token}`);
    expect(response.body).not.toContain('data-prerendered');
    expect(SESSION_BLOCK.test(response.body)).toBe(true);
  });

  it.each([
    ['a token that is not a JWT', 'auth.token=abc'],
    ['a token signed with another key', 'auth.token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ['a token in a badly encoded cookie', 'auth.token=%E0%A4%A'],
    ['only a refresh token', 'auth.refresh-token=def'],
    ['no cookie at all', ''],
  ])('holds no session for %s', async (_, cookie) => {
    const response = await open('/home', cookie);
    expect(response.statusCode).toBe(200);
    expect(SESSION_BLOCK.test(response.body)).toBe(false);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('holds no session once the person has signed out (the session ended)', async () => {
    const person = await signUp(t.app);
    const signedOut = await post(
      t.app,
      '/api/auth/logout',
      { refresh_token: person.refresh_token },
      { token: person.token },
    );
    expect(signedOut.statusCode).toBe(200);
    const response = await open('/home', `auth.token=${person.token}`);
    expect(SESSION_BLOCK.test(response.body)).toBe(false);
  });
});

describe('injectSession', () => {
  it('writes the JSON so that no text in it can close the block', () => {
    const html = injectSession('<html><head></head><body></body></html>', {
      user: { first_name: '</script><script>alert(1)</script>' },
    } as never);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /id="session-data">(.*)<\/script><\/head>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      user: { first_name: '</script><script>alert(1)</script>' },
    });
  });
});

describe('cookieValue', () => {
  it.each([
    ['auth.token=abc', 'abc'],
    ['a=1; auth.token=a%2Eb%3Dc', 'a.b=c'],
    ['auth.token=; auth.token=second', 'second'],
    ['auth.token=%E0%A4%A', undefined],
    ['auth.tokens=abc', undefined],
  ])('reads auth.token from %j as %j', (header, expected) => {
    expect(cookieValue(header, 'auth.token')).toBe(expected);
  });
});

describe('hasCookie', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['auth.token=abc', true],
    ['a=1;  auth.token=abc=def ; b=2', true],
    ['auth.token=', false],
    ['xauth.token=abc', false],
    ['auth.token.old=abc', false],
  ])('finds a non-empty auth.token in %j: %s', (header, expected) => {
    expect(hasCookie(header, 'auth.token')).toBe(expected);
  });
});

describe('the built files', () => {
  it("send the build's compressed copy to a browser that accepts it, with the file's own type", async () => {
    const brotli = await get('/assets/index-abc.js', 'gzip, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli copy');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['vary']).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get('/assets/index-abc.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip copy');
  });

  it('send the file itself to a browser that accepts no compression', async () => {
    const plain = await get('/assets/index-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never include the build notes in .vite/ (the path gets the page, like any unknown path)', async () => {
    const response = await get('/.vite/route-preloads.json');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).not.toContain('"/login"');
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
  ])('picks the best of %j: %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('addModulePreloads', () => {
  it('adds nothing for no files', () => {
    expect(addModulePreloads(PAGE, [])).toBe(PAGE);
  });
});
