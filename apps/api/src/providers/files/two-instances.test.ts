import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/account-helpers';
import { multipartBody, samplePng } from '../../test/malicious-uploads';
import { createScratchDatabase } from '../../test/scratch-database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { startLocalS3Server, type LocalS3Server } from './local-s3-server';

// Issue #22 item 5: instances behind a load balancer share one PostgreSQL, Redis (when REDIS_URL is
// set) and object store, so a file uploaded through one is served by any other. PGlite in memory
// belongs to one app, hence PostgreSQL only.
const serverUrl = process.env['DATABASE_URL'];

describe.skipIf(!serverUrl)('two API instances on one database and object store', () => {
  let s3: LocalS3Server;
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    s3 = await startLocalS3Server();
    database = await createScratchDatabase(serverUrl!, { prefix: 'alongside_test' });
    const shared = {
      sharedDatabaseUrl: database.url,
      sharedKeyPrefix: `alongside-test:${randomBytes(6).toString('hex')}:`,
      env: { ...s3.env, JWT_SECRET: randomBytes(32).toString('hex') },
    };
    // One after the other: each instance migrates the database as it starts.
    first = await buildTestApp(shared);
    second = await buildTestApp(shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
    await s3?.close();
  });

  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  it('serves through one instance the photo a worker uploaded through the other, and removes it everywhere', async () => {
    const worker = await signUp(first.app, { user_type: 'worker' });
    const upload = multipartBody(
      {},
      { field: 'avatar', name: 'me.png', type: 'image/png', bytes: await samplePng() },
    );
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...auth(worker.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().data.avatar as { url: string };

    const client = await signUp(second.app);
    const served = await second.app.inject({ method: 'GET', url, headers: auth(client.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const original = await first.app.inject({ method: 'GET', url, headers: auth(worker.token) });
    expect(served.rawPayload).toEqual(original.rawPayload);
    // Neither instance kept it on its own disk.
    for (const instance of [first, second])
      expect(existsSync(path.join(instance.dataDir, 'files'))).toBe(false);

    const removed = await second.app.inject({
      method: 'DELETE',
      url: '/api/profile/avatar',
      headers: auth(worker.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url, headers: auth(worker.token) })).statusCode).toBe(
      404,
    );
  });
});
