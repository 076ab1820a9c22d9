import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  ERROR_MESSAGES,
  identityCheckPath,
  identityCheckSandboxResultPath,
  verificationPaths,
} from '@alongside/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, identityChecks, verificationAudit } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { sandboxIdentityProvider, SANDBOX_SIGNATURE_HEADER } from '../../providers/identity/identity-check';
import { getSession, nextAddress, signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notificationsOf } from '../../test/verification-helpers';

const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());

const NOT_FOUND = 'No query results for model [IdentityCheck].';
const CALLBACK = verificationPaths.identityCheckCallback.replace(':provider', 'sandbox');

function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The sandbox as the server runs it, to sign callbacks the way it does. */
function sandbox() {
  const { identity } = t.app.ctx.config;
  if (identity.provider !== 'sandbox') throw new Error('these tests run the sandbox');
  return sandboxIdentityProvider({ secret: identity.sandboxSecret, clock });
}

function deliver(body: string, headers: Record<string, string>, provider = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: verificationPaths.identityCheckCallback.replace(':provider', provider),
    headers: { 'content-type': 'application/json', ...headers },
    payload: body,
  });
}

async function start(token: string) {
  const response = await call('POST', verificationPaths.identityChecks, token);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: string; status: string };
}

async function referenceOf(checkId: string) {
  const [row] = await t.app.ctx.db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
  return row!.provider_reference;
}

async function documentsOf(userId: string) {
  return t.app.ctx.db.select().from(documents).where(eq(documents.user_id, userId));
}

async function auditOf(userId: string) {
  return t.app.ctx.db.select().from(verificationAudit).where(eq(verificationAudit.owner_id, userId));
}

describe('starting an identity check', () => {
  it('starts a sandbox check for a signed-in person, who stays in the app to finish it', async () => {
    const client = await signUpWithId(t.app);

    const response = await call('POST', verificationPaths.identityChecks, client.token, {});

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toEqual({
      id: expect.any(String),
      provider: 'sandbox',
      status: 'started',
      redirect_url: null,
      created_at: clock.now().toISOString(),
      completed_at: null,
    });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    expect((await call('POST', verificationPaths.identityChecks)).statusCode).toBe(401);
  });

  it('refuses a body with anything in it', async () => {
    const client = await signUpWithId(t.app);

    const response = await call('POST', verificationPaths.identityChecks, client.token, {
      provider: 'frankieone',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ provider: [ERROR_MESSAGES.unknownField] });
  });
});

describe('how often a check can be started', () => {
  it('allows 5 an hour per person, then answers 429 with Retry-After and starts nothing', async () => {
    const { token, id } = await signUpWithId(t.app);
    for (let attempt = 0; attempt < 5; attempt++) await start(token);

    const refused = await call('POST', verificationPaths.identityChecks, token);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await t.app.ctx.db.select().from(identityChecks).where(eq(identityChecks.user_id, id));
    expect(rows).toHaveLength(5);
  });
});

describe('reading a check', () => {
  it('shows your own check', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);

    const response = await call('GET', identityCheckPath(check.id), client.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: check.id, status: 'started' });
  });

  it("answers 404 for another person's check, an unknown one and a malformed id", async () => {
    const owner = await signUpWithId(t.app);
    const other = await signUpWithId(t.app);
    const check = await start(owner.token);

    for (const id of [check.id, randomUUID(), 'not-an-id']) {
      const response = await call('GET', identityCheckPath(id), other.token);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(NOT_FOUND);
    }
  });
});

describe('the sandbox result', () => {
  it('passes a client: an approved identity-check document, fully verified, audited, told in the app and by e-mail', async () => {
    const client = await signUpWithId(t.app, { first_name: 'Clara' });
    const check = await start(client.token);
    clock.advance(30);

    const response = await call('POST', identityCheckSandboxResultPath(check.id), client.token, {
      outcome: 'pass',
    });

    expect(response.statusCode, response.body).toBe(200);
    const now = clock.now().toISOString();
    expect(response.json().data).toMatchObject({ id: check.id, status: 'passed', completed_at: now });

    const [document] = await documentsOf(client.id);
    expect(document).toMatchObject({
      document_type: 'id_verification',
      status: 'approved',
      source: 'identity_check',
      file_key: null,
      reviewed_by: null,
    });
    expect(document!.approved_at?.toISOString()).toBe(now);
    expect((await getSession(t.app, client.token)).json().user.id_verification_completed).toBe(true);

    expect(await auditOf(client.id)).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_name: 'Identity check (sandbox)',
        action: 'identity_check_passed',
        document_id: document!.id,
        document_type: 'id_verification',
      }),
    ]);
    const notices = await notificationsOf(t.app, client.id);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'identity_check_passed',
        link: '/profile/profile-information/identity-documents',
      }),
    ]);
    const mail = t.outbox.to(client.email).at(-1);
    expect(mail?.subject).toBe('Your identity is checked');
    expect(mail?.text).toContain(
      `${t.app.ctx.config.publicUrl}/profile/profile-information/identity-documents`,
    );
    expect(mail?.text).toMatch(/^Hello Clara,/);
  });

  it('then refuses a second check (409) and a second result for the finished one (409)', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);
    await call('POST', identityCheckSandboxResultPath(check.id), client.token, { outcome: 'pass' });

    const again = await call('POST', verificationPaths.identityChecks, client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DOCUMENT_MESSAGES.identityDone);

    const twice = await call('POST', identityCheckSandboxResultPath(check.id), client.token, {
      outcome: 'fail',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DOCUMENT_MESSAGES.identityCheckFinished);
    expect(await auditOf(client.id)).toHaveLength(1);
  });

  it('fails a check: audited and told, no document, and the person may start another', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);

    const response = await call('POST', identityCheckSandboxResultPath(check.id), client.token, {
      outcome: 'fail',
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('failed');
    expect(await documentsOf(client.id)).toEqual([]);
    expect(await auditOf(client.id)).toEqual([
      expect.objectContaining({ action: 'identity_check_failed', document_id: null, actor_id: null }),
    ]);
    const notices = await notificationsOf(t.app, client.id);
    expect(notices).toEqual([expect.objectContaining({ kind: 'identity_check_failed' })]);
    expect(t.outbox.to(client.email).at(-1)?.subject).toBe('Your identity check did not go through');
    expect((await getSession(t.app, client.token)).json().user.id_verification_completed).toBe(false);
    await start(client.token);
  });

  it('lets a worker do the check: it records an identity-check document, which is not a worker requirement', async () => {
    const worker = await signUpWithId(t.app, { user_type: 'worker' });
    const check = await start(worker.token);

    const response = await call('POST', identityCheckSandboxResultPath(check.id), worker.token, {
      outcome: 'pass',
    });

    expect(response.statusCode).toBe(200);
    expect(await documentsOf(worker.id)).toEqual([
      expect.objectContaining({ document_type: 'id_verification', status: 'approved' }),
    ]);
    expect((await getSession(t.app, worker.token)).json().user.id_verification_completed).toBe(false);
  });

  it('replaces an approval that has run out, removing its row and file', async () => {
    const client = await signUpWithId(t.app);
    const key = `documents/${randomUUID()}`;
    await t.app.ctx.files.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'));
    const [old] = await t.app.ctx.db
      .insert(documents)
      .values({
        user_id: client.id,
        document_type: 'id_verification',
        document_number: 'P1',
        expires_on: '2020-01-01',
        status: 'approved',
        approved_at: new Date('2019-01-01T00:00:00Z'),
        file_key: key,
      })
      .returning();
    const check = await start(client.token);

    await call('POST', identityCheckSandboxResultPath(check.id), client.token, { outcome: 'pass' });

    const rows = await documentsOf(client.id);
    expect(rows.map((row) => row.id)).not.toContain(old!.id);
    expect(rows).toEqual([expect.objectContaining({ source: 'identity_check', status: 'approved' })]);
    expect(await t.app.ctx.files.get(key)).toBeNull();
  });

  it.each([
    { case: 'no outcome', body: {}, field: 'outcome' },
    { case: 'an unknown outcome', body: { outcome: 'maybe' }, field: 'outcome' },
    { case: 'an unknown field', body: { outcome: 'pass', user_id: 'x' }, field: 'user_id' },
  ])('refuses $case with 422', async ({ body, field }) => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);

    const response = await call('POST', identityCheckSandboxResultPath(check.id), client.token, body);

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it("answers 404 for another person's check and changes nothing", async () => {
    const owner = await signUpWithId(t.app);
    const other = await signUpWithId(t.app);
    const check = await start(owner.token);

    const response = await call('POST', identityCheckSandboxResultPath(check.id), other.token, {
      outcome: 'pass',
    });

    expect(response.statusCode).toBe(404);
    expect((await call('GET', identityCheckPath(check.id), owner.token)).json().data.status).toBe('started');
    expect(await documentsOf(other.id)).toEqual([]);
  });

  it('answers 409 for a check run by another provider', async () => {
    const client = await signUpWithId(t.app);
    const [check] = await t.app.ctx.db
      .insert(identityChecks)
      .values({ user_id: client.id, provider: 'frankieone', provider_reference: randomUUID() })
      .returning();

    const response = await call('POST', identityCheckSandboxResultPath(check!.id), client.token, {
      outcome: 'pass',
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.identityNotSandbox);
  });

  it('answers 401 without a session', async () => {
    const response = await call('POST', identityCheckSandboxResultPath(randomUUID()), undefined, {
      outcome: 'pass',
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('the provider callback', () => {
  it('accepts a signed callback with no session: it is public, the signature is the authorisation', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);
    const signed = sandbox().signCallback({
      providerReference: await referenceOf(check.id),
      outcome: 'pass',
    });

    const response = await deliver(signed.body, signed.headers);

    expect(response.statusCode, response.body).toBe(204);
    expect((await call('GET', identityCheckPath(check.id), client.token)).json().data.status).toBe('passed');
  });

  it('changes nothing when the same callback comes again', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);
    const signed = sandbox().signCallback({
      providerReference: await referenceOf(check.id),
      outcome: 'pass',
    });
    await deliver(signed.body, signed.headers);

    const again = await deliver(signed.body, signed.headers);

    expect(again.statusCode).toBe(204);
    expect(await auditOf(client.id)).toHaveLength(1);
    expect(await documentsOf(client.id)).toHaveLength(1);
  });

  it('refuses a forged signature (401) and changes nothing', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);
    const forger = sandboxIdentityProvider({ secret: 'a guess at the secret, but wrong', clock });
    const forged = forger.signCallback({ providerReference: await referenceOf(check.id), outcome: 'pass' });

    const response = await deliver(forged.body, forged.headers);

    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.callbackRefused);
    expect((await call('GET', identityCheckPath(check.id), client.token)).json().data.status).toBe('started');
  });

  it('refuses a callback without a signature, and one whose body was changed after signing', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);
    const signed = sandbox().signCallback({
      providerReference: await referenceOf(check.id),
      outcome: 'fail',
    });

    expect((await deliver(signed.body, {})).statusCode).toBe(401);
    expect((await deliver(signed.body.replace('"fail"', '"pass"'), signed.headers)).statusCode).toBe(401);
    expect((await deliver(`${signed.body} `, signed.headers)).statusCode).toBe(401);
  });

  it('refuses a genuine callback replayed more than five minutes later', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);
    const signed = sandbox().signCallback({
      providerReference: await referenceOf(check.id),
      outcome: 'pass',
    });
    clock.advance(5 * 60 + 1);

    const response = await deliver(signed.body, signed.headers);

    expect(response.statusCode).toBe(401);
    expect((await call('GET', identityCheckPath(check.id), client.token)).json().data.status).toBe('started');
  });

  it('answers 404 for an unknown provider and for a reference it does not know', async () => {
    const signed = sandbox().signCallback({ providerReference: 'sandbox_unknown', outcome: 'pass' });

    expect((await deliver(signed.body, signed.headers, 'frankieone')).statusCode).toBe(404);
    const unknown = await deliver(signed.body, signed.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(NOT_FOUND);
  });

  it('refuses a body that is not JSON with a made-up signature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'text/plain', [SANDBOX_SIGNATURE_HEADER]: 'sha256=00' },
      payload: 'outcome=pass',
    });

    expect(response.statusCode).toBe(401);
  });

  it('leaves the JSON parsing of every other route as it was', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ERROR_MESSAGES.badJson);
  });
});

describe('the stored check', () => {
  it('keeps the provider and its reference, never shown to the person', async () => {
    const client = await signUpWithId(t.app);
    const check = await start(client.token);

    const [row] = await t.app.ctx.db
      .select()
      .from(identityChecks)
      .where(and(eq(identityChecks.id, check.id), eq(identityChecks.user_id, client.id)));

    expect(row).toMatchObject({ provider: 'sandbox', status: 'started' });
    expect(JSON.stringify(check)).not.toContain(row!.provider_reference);
  });
});

describe('with the online check off (IDENTITY_PROVIDER=off, the production default)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ clock, env: { IDENTITY_PROVIDER: 'off' } });
  });
  afterAll(() => off.close());

  it('answers 503 with a plain message to a person starting a check, and stores nothing', async () => {
    const { token } = await signUpWithId(off.app);
    const response = await off.app.inject({
      method: 'POST',
      url: verificationPaths.identityChecks,
      headers: { authorization: `Bearer ${token}` },
    });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DOCUMENT_MESSAGES.identityProviderOff });
    expect(await off.app.ctx.db.select().from(identityChecks)).toEqual([]);
  });

  it('answers no sandbox callback, however it is signed', async () => {
    const signed = sandboxIdentityProvider({ secret: 'any', clock }).signCallback({
      providerReference: 'sandbox_x',
      outcome: 'pass',
    });
    const response = await off.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json', ...signed.headers },
      payload: signed.body,
    });

    expect(response.statusCode).toBe(404);
  });
});
