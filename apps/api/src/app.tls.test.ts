import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/test-app';

// A self-signed certificate for localhost, made for tests and the web benchmark only.
const tlsDir = path.join(import.meta.dirname, 'test/tls');
const cert = path.join(tlsDir, 'localhost-cert.pem');
const ca = readFileSync(cert);

let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await buildTestApp({
    env: { TLS_CERT_FILE: cert, TLS_KEY_FILE: path.join(tlsDir, 'localhost-key.pem') },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `https://localhost:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

describe('the server with a certificate (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('answers over HTTPS with HTTP/2', async () => {
    const session = http2.connect(origin, { ca });
    try {
      const { status, body, protocol } = await new Promise<{
        status: number;
        body: string;
        protocol: string;
      }>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/health', accept: 'application/json' });
        let status = 0;
        let body = '';
        stream.on('response', (headers) => (status = Number(headers[':status'])));
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ status, body, protocol: session.alpnProtocol ?? '' }));
        stream.on('error', reject);
        stream.end();
      });
      expect(protocol).toBe('h2');
      expect(status).toBe(200);
      expect(JSON.parse(body)).toMatchObject({ status: 'ok' });
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 clients over HTTPS', async () => {
    const answer = await new Promise<{ status: number; version: string }>((resolve, reject) => {
      const outgoing = httpsRequest(`${origin}/api/health`, { ca }, (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, version: incoming.httpVersion }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
    expect(answer).toEqual({ status: 200, version: '1.1' });
  });

  it('refuses plain HTTP on the same port', async () => {
    const port = new URL(origin).port;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
