import { AUTH_MESSAGES } from '@alongside/contract';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index';
import type { AppContext } from '../lib/app-context';
import { selectOpenSession, sessionRead } from '../db/session-read';
import { post, signUpWithId } from '../test/account-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { readWithSession, registerAccessPolicy, requireAuth } from './access';

const ctx = {} as AppContext;

describe('access policy', () => {
  it('refuses to start with an /api route that declares no access', async () => {
    const app = Fastify();
    registerAccessPolicy(app, ctx);
    expect(() => app.get('/api/open-by-accident', async () => 'x')).toThrow(/declares no access policy/);
    await app.close();
  });

  it('accepts declared routes and leaves pages outside /api alone', async () => {
    const app = Fastify();
    registerAccessPolicy(app, ctx);
    app.get('/api/public', { config: { access: 'public' } }, async () => 'x');
    app.get('/some-page', async () => 'x');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/public' })).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a signed-in route without a token before anything else runs', async () => {
    const app = Fastify();
    registerAccessPolicy(app, ctx);
    let ran = false;
    app.get('/api/private', { config: { access: 'signed-in' } }, async () => {
      ran = true;
      return 'x';
    });
    const response = await app.inject({ method: 'GET', url: '/api/private' });
    expect(response.statusCode).toBe(401);
    expect(ran).toBe(false);
    await app.close();
  });
});

describe('a route that reads more with the session (decision 023)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
  }, 60_000);
  afterAll(() => t.close());

  /** The caller's e-mail beside their session, as a route would read one of its own rows. */
  const sessionWithEmail = sessionRead<{ email: string }>('test_open_session_with_email', (db) =>
    selectOpenSession(db, { email: users.email }),
  );

  async function routes() {
    const app = Fastify();
    registerAccessPolicy(app, t.app.ctx);
    app.get(
      '/api/with-email',
      { config: { access: 'signed-in', sessionRead: sessionWithEmail } },
      async (request) => ({
        email: readWithSession(request, sessionWithEmail).email,
        user: requireAuth(request).user.id,
      }),
    );
    app.get('/api/plain', { config: { access: 'signed-in' } }, async (request) => ({
      email: readWithSession(request, sessionWithEmail).email,
    }));
    await app.ready();
    return app;
  }

  const get = (app: FastifyInstance, url: string, token?: string) =>
    app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('hands the route what it read with the caller’s own session', async () => {
    const app = await routes();
    const person = await signUpWithId(t.app);
    const response = await get(app, '/api/with-email', person.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: person.email, user: person.id });
    await app.close();
  });

  it('refuses a missing, forged or signed-out token as every signed-in route does', async () => {
    const app = await routes();
    const person = await signUpWithId(t.app);
    expect((await get(app, '/api/with-email')).statusCode).toBe(401);
    expect((await get(app, '/api/with-email', `${person.token}x`)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/logout', {}, { token: person.token })).statusCode).toBe(200);
    const ended = await get(app, '/api/with-email', person.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ message: AUTH_MESSAGES.sessionEnded });
    await app.close();
  });

  it('refuses a session past its expiry with the read', async () => {
    const app = await routes();
    const person = await signUpWithId(t.app);
    await t.app.ctx.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${person.id}`,
    );
    expect((await get(app, '/api/with-email', person.token)).statusCode).toBe(401);
    await app.close();
  });

  it('fails a route that takes a read it did not declare, rather than hand it nothing', async () => {
    const app = await routes();
    const person = await signUpWithId(t.app);
    expect((await get(app, '/api/plain', person.token)).statusCode).toBe(500);
    await app.close();
  });

  it('refuses to start a public route that declares a session read', async () => {
    const app = Fastify();
    registerAccessPolicy(app, t.app.ctx);
    expect(() =>
      app.get('/api/open', { config: { access: 'public', sessionRead: sessionWithEmail } }, async () => 'x'),
    ).toThrow(/reads with a session it does not check/);
    await app.close();
  });
});
