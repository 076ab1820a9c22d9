import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../lib/app-context';
import { registerAccessPolicy } from './access';

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
