import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers';

const POLICY = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
};

describe('securityHeaders', () => {
  it.each([
    ['over http', false, undefined],
    ['over https', true, 'max-age=31536000; includeSubDomains'],
  ])('writes helmet headers once %s', (_case, https, hsts) => {
    const headers = securityHeaders({ ...POLICY, strictTransportSecurity: https });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBe(hsts);
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});

describe('registerSecurityHeaders', () => {
  it('puts them on every answer: a route, an error, an unknown path; a route may set its own policy', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, { ...POLICY, strictTransportSecurity: false });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    app.get('/own', async (_request, reply) => reply.header('content-security-policy', 'sandbox').send('x'));
    const expected = securityHeaders({ ...POLICY, strictTransportSecurity: false });
    try {
      for (const url of ['/ok', '/fails', '/missing']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers).toMatchObject(expected);
      }
      const own = await app.inject({ method: 'GET', url: '/own' });
      expect(own.headers['content-security-policy']).toBe('sandbox');
      expect(own.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
