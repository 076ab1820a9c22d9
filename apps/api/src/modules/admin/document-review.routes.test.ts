import { randomUUID } from 'node:crypto';
import {
  DOCUMENT_MESSAGES,
  ERROR_MESSAGES,
  adminDocumentPath,
  adminVerificationPaths,
} from '@alongside/contract';
import type { VerificationDocumentType } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, verificationAudit, type DocumentInsert } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { addAddress } from '../addresses/addresses.service';
import { getSession, makeStaff, signUpWithId } from '../../test/account-helpers';
import { multipartBody, samplePdf } from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notificationsOf } from '../../test/verification-helpers';

const clock = manualClock(new Date());
let t: TestApp;
let reviewer: Awaited<ReturnType<typeof signUpWithId>>;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  reviewer = await signUpWithId(t.app, { first_name: 'Rita', last_name: 'Reviewer' });
  await makeStaff(t.app, reviewer.id, 'reviewer');
});
afterAll(() => t.close());

const NOT_FOUND = 'No query results for model [Document].';

async function insertDocument(db: TestApp['app']['ctx']['db'], values: DocumentInsert) {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const DETAILS: Record<VerificationDocumentType, Record<string, string>> = {
  id_verification: { document_number: 'P1234567' },
  id_documents: { document_number: '123456789' },
  police_checks: { document_number: 'NPC-2026-1', issued_on: '2026-01-10' },
  abn: { abn: '51 824 753 556' },
  wwc: { issuing_state: 'QLD', document_number: '1234567/1', expires_on: '2029-06-30' },
  first_aid: { issued_on: '2026-02-01', expires_on: '2029-02-01' },
  cpr_certificate: { issued_on: '2026-02-01' },
  public_liability: { document_number: 'PL-778', expires_on: '2027-10-31' },
  ndis_orientation_module: { issued_on: '2025-05-05' },
  covid_vaccination: { issued_on: '2022-01-01' },
};

/** A pending document uploaded by its owner through `POST /api/documents`, as its stored row. */
async function pendingDocument(
  owner: { token: string },
  type: VerificationDocumentType,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(
    { document_type: type, ...DETAILS[type], ...fields },
    type === 'abn' ? undefined : { name: `${type}.pdf`, type: 'application/pdf', bytes: samplePdf() },
  );
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (await stored(response.json().data.id))!;
}

async function worker() {
  return signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes', last_name: 'Walker' });
}

async function auditOf(documentId: string) {
  return t.app.ctx.db.select().from(verificationAudit).where(eq(verificationAudit.document_id, documentId));
}

async function stored(documentId: string) {
  const [row] = await t.app.ctx.db.select().from(documents).where(eq(documents.id, documentId));
  return row;
}

describe('who may use the review queue', () => {
  const routes = () => {
    const id = randomUUID();
    return [
      { method: 'GET' as const, url: adminVerificationPaths.documents },
      { method: 'GET' as const, url: adminDocumentPath(id) },
      { method: 'POST' as const, url: adminDocumentPath(id, 'approve'), body: {} },
      { method: 'POST' as const, url: adminDocumentPath(id, 'reject'), body: { reason: 'Blurry' } },
      { method: 'GET' as const, url: adminVerificationPaths.audit },
    ];
  };

  it('answers 401 to a caller who is not signed in, on every staff route', async () => {
    for (const route of routes()) {
      const response = await call(route.method, route.url, undefined, route.body);
      expect(response.statusCode, route.url).toBe(401);
    }
  });

  it.each(['client', 'worker'])('answers 403 to a signed-in %s, on every staff route', async (userType) => {
    const person = await signUpWithId(t.app, { user_type: userType });
    for (const route of routes()) {
      const response = await call(route.method, route.url, person.token, route.body);
      expect(response.statusCode, route.url).toBe(403);
      expect(response.json().message).toBe(ERROR_MESSAGES.forbidden);
    }
  });

  it('lets an admin in as well as a reviewer', async () => {
    const admin = await signUpWithId(t.app);
    await makeStaff(t.app, admin.id, 'admin');

    expect((await call('GET', adminVerificationPaths.audit, admin.token)).statusCode).toBe(200);
  });
});

describe('one document', () => {
  it('shows the document, its owner with their state, the label for the issuing state and no file key', async () => {
    const owner = await worker();
    await addAddress(t.app.ctx, owner.id, {
      address: '1 Queen St',
      suburb: 'Brisbane City',
      state: 'QLD',
      postcode: '4000',
    });
    const document = await pendingDocument(owner, 'wwc');

    const response = await call('GET', adminDocumentPath(document.id), reviewer.token);

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: document.id,
      document_type: 'wwc',
      label: 'Blue Card',
      status: 'pending',
      issuing_state: 'QLD',
      document_number: '1234567/1',
      expires_on: '2029-06-30',
      file: { name: 'wwc.pdf', type: 'application/pdf', size: samplePdf().length },
      owner: {
        id: owner.id,
        first_name: 'Wes',
        last_name: 'Walker',
        email: owner.email,
        user_type: 'worker',
        place_state_short_name: 'QLD',
      },
      reviewed_by_name: null,
      history: [],
    });
    expect(response.body).not.toContain('documents/');
  });

  it.each(['not-a-uuid', randomUUID(), "1' or '1'='1"])('answers 404 for the id %s', async (id) => {
    const response = await call('GET', adminDocumentPath(id), reviewer.token);

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(NOT_FOUND);
  });
});

describe('approving', () => {
  it('approves a pending document: dates, reviewer, audit entry, notification and e-mail', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'police_checks');
    clock.advance(60);

    const response = await call('POST', adminDocumentPath(document.id, 'approve'), reviewer.token, {});

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    const now = clock.now().toISOString();
    expect(data).toMatchObject({
      status: 'approved',
      approved_at: now,
      reviewed_at: now,
      reviewed_by_name: 'Rita Reviewer',
      rejection_reason: null,
    });
    expect(data.history).toEqual([
      {
        id: expect.any(String),
        at: now,
        actor_name: 'Rita Reviewer',
        action: 'approved',
        document_id: document.id,
        document_type: 'police_checks',
        owner_name: 'Wes Walker',
        reason: null,
      },
    ]);
    expect(await stored(document.id)).toMatchObject({
      reviewed_by: reviewer.id,
      file_key: document.file_key,
    });
    const [audit] = await auditOf(document.id);
    expect(audit).toMatchObject({ actor_id: reviewer.id, owner_id: owner.id, action: 'approved' });

    const notices = await notificationsOf(t.app, owner.id);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'document_approved',
        title: 'Approved: Police check',
        link: '/profile/profile-information/required-documents/police_checks',
      }),
    ]);
    const mail = t.outbox.to(owner.email).at(-1);
    expect(mail?.subject).toBe('Approved: Police check');
    expect(mail?.text).toContain(
      `${t.app.ctx.config.publicUrl}/profile/profile-information/required-documents/police_checks`,
    );
    expect(mail?.text).toMatch(/^Hello Wes,/);
  });

  it('accepts an approval with no body at all', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'abn');

    const response = await call('POST', adminDocumentPath(document.id, 'approve'), reviewer.token);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('approved');
  });

  it('refuses a body with anything in it', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'abn');

    const response = await call('POST', adminDocumentPath(document.id, 'approve'), reviewer.token, {
      status: 'approved',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: [ERROR_MESSAGES.unknownField] });
    expect((await stored(document.id))?.status).toBe('pending');
  });

  it('replaces an older approved document of the same type: its row and its file are removed', async () => {
    const owner = await worker();
    const older = await pendingDocument(owner, 'first_aid');
    await call('POST', adminDocumentPath(older.id, 'approve'), reviewer.token, {});
    const renewal = await pendingDocument(owner, 'first_aid', { issued_on: '2026-10-01' });

    const response = await call('POST', adminDocumentPath(renewal.id, 'approve'), reviewer.token, {});

    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(older.id)).toBeUndefined();
    expect(await t.app.ctx.files.get(older.file_key!)).toBeNull();
    expect(await t.app.ctx.files.get(renewal.file_key!)).not.toBeNull();
    // The older decision stays in the log, no longer linked to a document.
    const log = await t.app.ctx.db
      .select()
      .from(verificationAudit)
      .where(eq(verificationAudit.owner_id, owner.id));
    expect(log.map((entry) => entry.document_id)).toEqual([null, renewal.id]);
  });

  it('makes a worker fully verified once the sixth required document is approved', async () => {
    const owner = await worker();
    const types = ['id_documents', 'police_checks', 'abn', 'wwc', 'first_aid', 'public_liability'] as const;
    const pending = [];
    for (const type of types) pending.push(await pendingDocument(owner, type));

    for (const [index, document] of pending.entries()) {
      const before = (await getSession(t.app, owner.token)).json().user;
      expect(before.id_verification_completed, `before ${index}`).toBe(false);
      const response = await call('POST', adminDocumentPath(document.id, 'approve'), reviewer.token, {});
      expect(response.statusCode, response.body).toBe(200);
    }

    const { user } = (await getSession(t.app, owner.token)).json();
    expect(user.id_verification_completed).toBe(true);
  });
});

describe('rejecting', () => {
  it('rejects with the reason, removes the file but keeps its details, and tells the owner why', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'public_liability');
    const reason = 'The policy number is cut off.\nPlease upload the whole certificate.';

    const response = await call('POST', adminDocumentPath(document.id, 'reject'), reviewer.token, { reason });

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      status: 'rejected',
      rejection_reason: reason,
      approved_at: null,
      reviewed_at: clock.now().toISOString(),
      reviewed_by_name: 'Rita Reviewer',
      file: null,
    });
    expect(data.history).toEqual([expect.objectContaining({ action: 'rejected', reason })]);
    expect(await stored(document.id)).toMatchObject({
      file_key: null,
      file_name: 'public_liability.pdf',
      file_type: 'application/pdf',
    });
    expect(await t.app.ctx.files.get(document.file_key!)).toBeNull();

    const notices = await notificationsOf(t.app, owner.id);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'document_rejected',
        body: expect.stringContaining('The policy number is cut off.'),
      }),
    ]);
    const mail = t.outbox.to(owner.email).at(-1);
    expect(mail?.subject).toBe('Not accepted: Public liability insurance');
    expect(mail?.text).toContain('    The policy number is cut off.');
    expect(mail?.text).toContain('    Please upload the whole certificate.');
  });

  it.each([
    { case: 'no reason', body: {}, field: 'reason' },
    { case: 'an empty reason', body: { reason: '' }, field: 'reason' },
    { case: 'a reason of spaces', body: { reason: '   ' }, field: 'reason' },
    { case: 'a reason too long', body: { reason: 'x'.repeat(501) }, field: 'reason' },
    { case: 'a NUL byte', body: { reason: 'Blurry\u0000' }, field: 'reason' },
    { case: 'a reason that is not text', body: { reason: 42 }, field: 'reason' },
    { case: 'an unknown field', body: { reason: 'Blurry', status: 'approved' }, field: 'status' },
  ])('refuses $case and changes nothing', async ({ body, field }) => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'first_aid');

    const response = await call('POST', adminDocumentPath(document.id, 'reject'), reviewer.token, body);

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect((await stored(document.id))?.status).toBe('pending');
    expect(await t.app.ctx.files.get(document.file_key!)).not.toBeNull();
    expect(await auditOf(document.id)).toEqual([]);
  });

  it('tells the owner to fix a missing reason in plain words', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'first_aid');

    const response = await call('POST', adminDocumentPath(document.id, 'reject'), reviewer.token, {
      reason: ' ',
    });

    expect(response.json().errors.reason).toEqual([DOCUMENT_MESSAGES.reasonMissing]);
  });
});

describe('a rejected document uploaded again', () => {
  it('is reviewed again, and its history shows both decisions oldest first', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'wwc');
    await call('POST', adminDocumentPath(document.id, 'reject'), reviewer.token, {
      reason: 'The card number is hidden.',
    });
    clock.advance(60);
    const again = await pendingDocument(owner, 'wwc', { document_number: '7654321/1' });
    clock.advance(60);

    const response = await call('POST', adminDocumentPath(again.id, 'approve'), reviewer.token);

    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ status: 'approved', document_number: '7654321/1', rejection_reason: null });
    // The upload replaces the open document in place, so its decisions stay together.
    expect(again.id).toBe(document.id);
    expect(
      data.history.map((entry: { action: string; reason: string | null }) => [entry.action, entry.reason]),
    ).toEqual([
      ['rejected', 'The card number is hidden.'],
      ['approved', null],
    ]);
  });
});

describe('decisions that are refused', () => {
  it.each(['approve', 'reject'] as const)(
    'answers 409 to %s on a document already decided',
    async (action) => {
      const owner = await worker();
      const document = await pendingDocument(owner, 'first_aid');
      await call('POST', adminDocumentPath(document.id, 'approve'), reviewer.token, {});
      const body = action === 'reject' ? { reason: 'Changed my mind' } : {};

      const response = await call('POST', adminDocumentPath(document.id, action), reviewer.token, body);

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(DOCUMENT_MESSAGES.decided);
      expect(await auditOf(document.id)).toHaveLength(1);
    },
  );

  it.each(['approve', 'reject'] as const)(
    'answers 409 to %s naming an upload the owner has since replaced, and decides the version seen',
    async (action) => {
      const owner = await worker();
      const seen = await pendingDocument(owner, 'police_checks');
      clock.advance(60);
      const replaced = await pendingDocument(owner, 'police_checks', { document_number: 'NEW-2' });
      expect(replaced.id).toBe(seen.id);
      const reason = action === 'reject' ? { reason: 'Cut off.' } : {};

      const stale = await call('POST', adminDocumentPath(seen.id, action), reviewer.token, {
        ...reason,
        uploaded_at: seen.uploaded_at.toISOString(),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe(DOCUMENT_MESSAGES.changedSinceSeen);
      expect((await stored(seen.id))?.status).toBe('pending');
      expect(await auditOf(seen.id)).toEqual([]);

      const current = await call('POST', adminDocumentPath(seen.id, action), reviewer.token, {
        ...reason,
        uploaded_at: replaced.uploaded_at.toISOString(),
      });
      expect(current.statusCode).toBe(200);
    },
  );

  it('refuses an upload time that is not a time (422 on the field)', async () => {
    const owner = await worker();
    const document = await pendingDocument(owner, 'first_aid');

    const response = await call('POST', adminDocumentPath(document.id, 'approve'), reviewer.token, {
      uploaded_at: 'yesterday',
    });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['uploaded_at']);
    expect((await stored(document.id))?.status).toBe('pending');
  });

  it.each(['approve', 'reject'] as const)(
    'answers 403 to a staff member who would %s their own document',
    async (action) => {
      const staffWorker = await worker();
      await makeStaff(t.app, staffWorker.id, 'admin');
      const document = await pendingDocument(staffWorker, 'police_checks');

      const response = await call('POST', adminDocumentPath(document.id, action), staffWorker.token, {
        ...(action === 'reject' ? { reason: 'Mine' } : {}),
      });

      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(DOCUMENT_MESSAGES.ownDocument);
      expect((await stored(document.id))?.status).toBe('pending');
    },
  );

  it.each(['approve', 'reject'] as const)(
    'answers 404 to %s on an unknown or malformed id',
    async (action) => {
      for (const id of [randomUUID(), 'nope']) {
        const body = action === 'reject' ? { reason: 'x' } : {};
        const response = await call('POST', adminDocumentPath(id, action), reviewer.token, body);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(NOT_FOUND);
      }
    },
  );
});

describe('the audit log', () => {
  it('lists every decision newest first, with who decided and whose document', async () => {
    const owner = await worker();
    const first = await pendingDocument(owner, 'cpr_certificate');
    const second = await pendingDocument(owner, 'covid_vaccination');
    clock.advance(1);
    await call('POST', adminDocumentPath(first.id, 'approve'), reviewer.token, {});
    clock.advance(1);
    await call('POST', adminDocumentPath(second.id, 'reject'), reviewer.token, { reason: 'Blurry' });

    const response = await call('GET', `${adminVerificationPaths.audit}?limit=2`, reviewer.token);

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data).toEqual([
      expect.objectContaining({
        document_id: second.id,
        action: 'rejected',
        reason: 'Blurry',
        owner_name: 'Wes Walker',
      }),
      expect.objectContaining({ document_id: first.id, action: 'approved', actor_name: 'Rita Reviewer' }),
    ]);
    expect(body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
  });

  it.each([
    { query: '?sort=at', field: 'sort', status: 400 },
    { query: '?page=0', field: 'page', status: 422 },
    { query: '?limit=101', field: 'limit', status: 422 },
  ])('answers $status to the query $query', async ({ query, field, status }) => {
    const response = await call('GET', `${adminVerificationPaths.audit}${query}`, reviewer.token);

    expect(response.statusCode).toBe(status);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers a page past the end with no entries and the last page in its meta', async () => {
    const response = await call('GET', `${adminVerificationPaths.audit}?page=9999`, reviewer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect(response.json().meta.page).toBe(9999);
    expect(response.json().meta.last_page).toBeLessThan(9999);
  });
});

describe('the queue', () => {
  // A database of its own, so the queue holds only this test's documents.
  let q: TestApp;
  let staffToken: string;
  const at = (minutes: number) => new Date(Date.parse('2026-11-20T00:00:00Z') + minutes * 60_000);
  beforeAll(async () => {
    q = await buildTestApp();
    const staff = await signUpWithId(q.app);
    await makeStaff(q.app, staff.id, 'reviewer');
    staffToken = staff.token;
  });
  afterAll(() => q.close());

  const list = (query = '') =>
    q.app.inject({
      method: 'GET',
      url: `${adminVerificationPaths.documents}${query}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });

  it('lists pending documents oldest first with their owners, then decided ones by status', async () => {
    const client = await signUpWithId(q.app, { first_name: 'Clara', last_name: 'Nguyen' });
    const wes = await signUpWithId(q.app, { user_type: 'worker', first_name: 'Wes', last_name: 'Taylor' });
    const insert = (values: DocumentInsert) => insertDocument(q.app.ctx.db, values);
    const newest = await insert({
      user_id: wes.id,
      document_type: 'abn',
      abn: '51824753556',
      uploaded_at: at(30),
    });
    const oldest = await insert({
      user_id: client.id,
      document_type: 'id_verification',
      document_number: 'P1',
      uploaded_at: at(10),
    });
    const middle = await insert({
      user_id: wes.id,
      document_type: 'wwc',
      issuing_state: 'TAS',
      document_number: 'W1',
      expires_on: '2030-01-01',
      uploaded_at: at(20),
    });
    const approved = await insert({
      user_id: wes.id,
      document_type: 'first_aid',
      issued_on: '2026-01-01',
      status: 'approved',
      approved_at: at(5),
      reviewed_at: at(5),
      uploaded_at: at(1),
    });

    const pending = await list();

    expect(pending.statusCode, pending.body).toBe(200);
    const body = pending.json();
    expect(body.data.map((document: { id: string }) => document.id)).toEqual([
      oldest.id,
      middle.id,
      newest.id,
    ]);
    expect(body.data[0]).toMatchObject({
      label: 'Identity check',
      owner: { first_name: 'Clara', last_name: 'Nguyen', user_type: 'client', email: client.email },
    });
    expect(body.data[1].label).toBe('Working with Vulnerable Persons');
    expect(body.meta).toEqual({ page: 1, limit: 20, total: 3, last_page: 1 });

    const paged = (await list('?limit=2&page=2')).json();
    expect(paged.data.map((document: { id: string }) => document.id)).toEqual([newest.id]);
    expect(paged.meta).toEqual({ page: 2, limit: 2, total: 3, last_page: 2 });

    const decided = (await list('?filter[status]=approved')).json();
    expect(decided.data.map((document: { id: string }) => document.id)).toEqual([approved.id]);
    expect((await list('?filter[status]=rejected')).json()).toMatchObject({
      data: [],
      meta: { total: 0, last_page: 1 },
    });

    const narrow = (await list('?fields[documents]=label,owner&limit=1')).json();
    expect(narrow.data).toEqual([
      { id: oldest.id, label: 'Identity check', owner: expect.objectContaining({ first_name: 'Clara' }) },
    ]);
  });

  it.each([
    { query: '?status=pending', field: 'status', status: 400 },
    { query: '?filter[status]=expired', field: 'filter[status]', status: 422 },
    { query: '?limit=0', field: 'limit', status: 422 },
    { query: '?limit=101', field: 'limit', status: 422 },
    { query: '?page=abc', field: 'page', status: 422 },
    { query: '?page=1&page=2', field: 'page', status: 422 },
    { query: '?fields[documents]=storage_key', field: 'fields[documents]', status: 422 },
    { query: '?sort=-uploaded_at', field: 'sort', status: 400 },
  ])('answers $status to the query $query and names the parameter', async ({ query, field, status }) => {
    const response = await list(query);

    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(ERROR_MESSAGES.invalid);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers a page past the end with no documents and the last page in its meta', async () => {
    const response = await list('?page=3&limit=2');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [], meta: { page: 3, limit: 2, total: 3, last_page: 2 } });
  });
});
