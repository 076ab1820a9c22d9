import { DOCUMENT_LINK_TTL_SECONDS, DOCUMENT_MESSAGES, ERROR_MESSAGES } from '@alongside/contract';
import { DOCUMENT_DETAIL_MESSAGES } from '@alongside/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { getSession, signUp } from '../../test/account-helpers';
import {
  maliciousUploads,
  multipartBody,
  sampleJpeg,
  samplePdf,
  type UploadFile,
} from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  approveStoredDocument,
  storedDocumentFiles,
  storedIdVerificationFlag,
} from '../../test/verification-helpers';
import { authenticate } from '../account/auth.service';

// 10 March 2026, late morning in Sydney.
const clock = manualClock(new Date('2026-03-10T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set(new Date('2026-03-10T00:00:00Z')));

const POLICE = { document_type: 'police_checks', document_number: 'NPC-123456', issued_on: '2026-01-15' };
const pdf = (name = 'police check.pdf'): UploadFile => ({
  name,
  type: 'application/pdf',
  bytes: samplePdf(),
});

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

function upload(
  token: string | null,
  fields: Record<string, string>,
  file?: UploadFile & { field?: string },
) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
  });
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) {
  return t.app.inject({ method, url, headers: token ? auth(token) : {} });
}

async function userIdOf(token: string): Promise<string> {
  return (await authenticate(t.app.ctx, token))!.user.id;
}

async function documentCount(app: FastifyInstance, userId: string): Promise<number> {
  const result = await app.ctx.db.execute(
    sql`select count(*)::int as n from documents where user_id = ${userId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('POST /api/documents', () => {
  it('stores a worker\u2019s police check as pending, with its file under a random key', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const before = storedDocumentFiles(t).length;
    const response = await upload(token, POLICE, pdf());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe(DOCUMENT_MESSAGES.uploaded);
    expect(body.data).toMatchObject({
      document_type: 'police_checks',
      label: 'Police check',
      status: 'pending',
      source: 'upload',
      document_number: 'NPC-123456',
      issued_on: '2026-01-15',
      expires_on: null,
      file: { name: 'police check.pdf', type: 'application/pdf', size: samplePdf().length },
      approved_at: null,
      expiring: false,
      expired: false,
    });
    expect(storedDocumentFiles(t).length).toBe(before + 1);
    expect(JSON.stringify(body)).not.toContain('documents/');

    const listed = (await call('GET', '/api/documents', token)).json().data;
    expect(listed.map((document: { id: string }) => document.id)).toEqual([body.data.id]);
    const one = await call('GET', `/api/documents/${body.data.id}`, token);
    expect(one.json().data).toEqual(body.data);
    const session = (await getSession(t.app, token)).json().user;
    expect(session.documents).toEqual([
      {
        id: body.data.id,
        document_type: 'police_checks',
        status: 'pending',
        approved_at: null,
        expires_on: null,
      },
    ]);
  });

  it('replaces the open document of that type in place and removes the old file', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const first = (await upload(token, POLICE, pdf('first.pdf'))).json().data;
    const filesAfterFirst = storedDocumentFiles(t);
    const second = await upload(
      token,
      { ...POLICE, document_number: 'NPC-999' },
      {
        name: 'second.jpg',
        type: 'image/jpeg',
        bytes: await sampleJpeg(),
      },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      id: first.id,
      document_number: 'NPC-999',
      file: { name: 'second.jpg', type: 'image/jpeg' },
    });
    expect(await documentCount(t.app, await userIdOf(token))).toBe(1);
    expect(storedDocumentFiles(t).length).toBe(filesAfterFirst.length);
  });

  it('keeps the approved document beside a renewal waiting for review', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const first = (await upload(token, POLICE, pdf())).json().data;
    await approveStoredDocument(t.app, first.id);
    const renewal = (await upload(token, { ...POLICE, issued_on: '2026-03-01' }, pdf())).json().data;
    expect(renewal.id).not.toBe(first.id);
    const summary = (await call('GET', '/api/verification', token)).json().data;
    const police = summary.requirements.find(
      (entry: { document_type: string }) => entry.document_type === 'police_checks',
    );
    expect(police).toMatchObject({
      status: 'approved',
      current: { id: first.id },
      open: { id: renewal.id, status: 'pending' },
    });
  });

  it('lists the documents one status or type at a time, the latest first on request, with only the fields asked for', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const first = (await upload(token, POLICE, pdf())).json().data;
    await approveStoredDocument(t.app, first.id);
    clock.advance(60);
    const renewal = (await upload(token, { ...POLICE, issued_on: '2026-03-01' }, pdf())).json().data;
    const list = (query: string) => call('GET', `/api/documents?${query}`, token);

    const all = (await list('')).json();
    expect(all.data.map((document: { id: string }) => document.id)).toEqual([first.id, renewal.id]);
    expect(all.meta).toEqual({ page: 1, limit: 50, total: 2, last_page: 1 });
    expect((await list('sort=-uploaded_at')).json().data.map((d: { id: string }) => d.id)).toEqual([
      renewal.id,
      first.id,
    ]);
    const pending = (await list('filter[status]=pending&fields[documents]=status,document_type')).json();
    expect(pending.data).toEqual([{ id: renewal.id, status: 'pending', document_type: 'police_checks' }]);
    expect(pending.meta.total).toBe(1);
    expect((await list('filter[document_type]=wwc')).json().data).toEqual([]);

    for (const [query, status, field] of [
      ['filter[status]=lost', 422, 'filter[status]'],
      ['filter[document_type]=passport', 422, 'filter[document_type]'],
      ['fields[documents]=storage_key', 422, 'fields[documents]'],
      ['sort=size', 422, 'sort'],
      ['include=owner', 400, 'include'],
    ] as const) {
      const response = await list(query);
      expect([response.statusCode, Object.keys(response.json().errors)], query).toEqual([status, [field]]);
    }
  });

  it('keeps a name written in any language, as the browser sends it in UTF-8', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const response = await upload(token, POLICE, pdf('Führerschein – Mia’s scan.pdf'));
    expect(response.statusCode).toBe(201);
    expect(response.json().data.file.name).toBe('Führerschein – Mia’s scan.pdf');
  });

  it('saves an ABN without a file, checked with the ATO checksum', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const response = await upload(token, { document_type: 'abn', abn: '51 824 753 556' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: DOCUMENT_MESSAGES.abnSaved,
      data: { abn: '51824753556', file: null, status: 'pending' },
    });
  });

  it('lets a client upload their ID for review (the upload path of the identity check)', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const response = await upload(
      token,
      { document_type: 'id_verification', document_number: 'DL1234567' },
      pdf('licence.pdf'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ document_type: 'id_verification', label: 'Identity check' });
  });

  const refusals: {
    rule: string;
    userType: 'client' | 'worker';
    fields: Record<string, string>;
    file?: 'pdf' | 'none' | 'in-other-field';
    field: string;
    message: string;
  }[] = [
    {
      rule: 'an unknown requirement type',
      userType: 'worker',
      fields: { ...POLICE, document_type: 'passport' },
      field: 'document_type',
      message: DOCUMENT_MESSAGES.typeUnknown,
    },
    {
      rule: 'no requirement type',
      userType: 'worker',
      fields: { document_number: 'A1' },
      field: 'document_type',
      message: DOCUMENT_MESSAGES.typeUnknown,
    },
    {
      rule: 'a type a client does not hold',
      userType: 'client',
      fields: POLICE,
      field: 'document_type',
      message: DOCUMENT_MESSAGES.typeNotForYou,
    },
    {
      rule: 'the identity check uploaded by a worker',
      userType: 'worker',
      fields: { document_type: 'id_verification', document_number: 'DL1' },
      field: 'document_type',
      message: DOCUMENT_MESSAGES.typeNotUploadable,
    },
    {
      rule: 'a missing number',
      userType: 'worker',
      fields: { document_type: 'police_checks', issued_on: '2026-01-15' },
      field: 'document_number',
      message: 'Enter the document number.',
    },
    {
      rule: 'a missing date',
      userType: 'worker',
      fields: { document_type: 'police_checks', document_number: 'A1' },
      field: 'issued_on',
      message: 'Enter the date it was issued.',
    },
    {
      rule: 'an expiry before the issue date',
      userType: 'worker',
      fields: { ...POLICE, expires_on: '2026-01-01' },
      field: 'expires_on',
      message: DOCUMENT_DETAIL_MESSAGES.expiryBeforeIssue,
    },
    {
      rule: 'an expiry already past',
      userType: 'worker',
      fields: { document_type: 'public_liability', document_number: 'P1', expires_on: '2026-03-09' },
      field: 'expires_on',
      message: DOCUMENT_DETAIL_MESSAGES.expired,
    },
    {
      rule: 'a date issued in the future',
      userType: 'worker',
      fields: { ...POLICE, issued_on: '2026-03-11' },
      field: 'issued_on',
      message: DOCUMENT_DETAIL_MESSAGES.issuedInFuture,
    },
    {
      rule: 'an invalid ABN',
      userType: 'worker',
      fields: { document_type: 'abn', abn: '51 824 753 557' },
      file: 'none',
      field: 'abn',
      message: DOCUMENT_DETAIL_MESSAGES.abnInvalid,
    },
    {
      rule: 'a file sent for the ABN',
      userType: 'worker',
      fields: { document_type: 'abn', abn: '51 824 753 556' },
      field: 'file',
      message: DOCUMENT_MESSAGES.fileNotAsked,
    },
    {
      rule: 'a field the type does not ask for',
      userType: 'worker',
      fields: { ...POLICE, issuing_state: 'QLD' },
      field: 'issuing_state',
      message: DOCUMENT_DETAIL_MESSAGES.notAsked,
    },
    {
      rule: 'an unknown field',
      userType: 'worker',
      fields: { ...POLICE, approved_at: '2026-01-01' },
      field: 'approved_at',
      message: ERROR_MESSAGES.unknownField,
    },
    {
      rule: 'a NUL byte in a field',
      userType: 'worker',
      fields: { ...POLICE, document_number: 'A1\u0000B' },
      field: 'document_number',
      message: 'The document number has a character we cannot accept.',
    },
    {
      rule: 'an oversize field',
      userType: 'worker',
      fields: { ...POLICE, document_number: 'A'.repeat(5000) },
      field: 'document_number',
      message: 'This field is too long.',
    },
    {
      rule: 'a number over 40 characters',
      userType: 'worker',
      fields: { ...POLICE, document_number: 'A'.repeat(41) },
      field: 'document_number',
      message: 'The document number must be 40 characters or fewer.',
    },
    {
      rule: 'no file',
      userType: 'worker',
      fields: POLICE,
      file: 'none',
      field: 'file',
      message: DOCUMENT_MESSAGES.fileMissing,
    },
    {
      rule: 'a file in another field',
      userType: 'worker',
      fields: POLICE,
      file: 'in-other-field',
      field: 'attachment',
      message: ERROR_MESSAGES.unknownField,
    },
  ];

  it.each(refusals)(
    'refuses $rule with a 422 on $field and stores nothing',
    async ({ userType, fields, file, field, message }) => {
      const { token } = await signUp(t.app, { user_type: userType });
      const before = storedDocumentFiles(t).length;
      const sent =
        file === 'none' ? undefined : file === 'in-other-field' ? { ...pdf(), field: 'attachment' } : pdf();
      const response = await upload(token, fields, sent);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
      expect(await documentCount(t.app, await userIdOf(token))).toBe(0);
      expect(storedDocumentFiles(t).length).toBe(before);
    },
  );

  it('refuses every upload of the malicious corpus with a 422 on the file, and keeps no row and no file', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const userId = await userIdOf(token);
    const before = storedDocumentFiles(t);
    const corpus = await maliciousUploads();
    expect(corpus.length).toBeGreaterThanOrEqual(12);
    for (const file of corpus) {
      const response = await upload(token, POLICE, file);
      expect({ label: file.label, status: response.statusCode, errors: response.json().errors }).toEqual({
        label: file.label,
        status: 422,
        errors: { file: [file.message] },
      });
    }
    expect(await documentCount(t.app, userId)).toBe(0);
    expect(storedDocumentFiles(t)).toEqual(before);
  });

  it('refuses a request that is not multipart with a 422 on the file', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: auth(token),
      payload: POLICE,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual([DOCUMENT_MESSAGES.fileMissing]);
  });

  it('answers a broken or overfull multipart body with a 422, never a 413 or 500', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const one = multipartBody(POLICE, pdf());
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
    );
    const twoFiles = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const manyFields = multipartBody(
      Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`field_${index}`, 'x'])),
      pdf(),
    );
    const cases = [
      { payload: twoFiles, headers: one.headers, field: 'file' },
      { payload: manyFields.payload, headers: manyFields.headers, field: 'body' },
      { payload: one.payload.subarray(0, 200), headers: one.headers, field: 'file' },
    ];
    for (const { payload, headers, field } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        payload,
        headers: { ...headers, ...auth(token) },
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(await documentCount(t.app, await userIdOf(token))).toBe(0);
  });

  it('answers 401 without a token, before reading the upload', async () => {
    expect((await upload(null, POLICE, pdf())).statusCode).toBe(401);
  });
});

describe('GET /api/verification', () => {
  it('lists a worker\u2019s six required types, then the optional ones, each with its status', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const wwc = (
      await upload(
        token,
        { document_type: 'wwc', issuing_state: 'QLD', document_number: 'BC123', expires_on: '2029-01-01' },
        pdf(),
      )
    ).json().data;
    expect(wwc.label).toBe('Blue Card');
    const police = (await upload(token, POLICE, pdf())).json().data;
    await approveStoredDocument(t.app, police.id);
    await t.app.ctx.db.execute(
      sql`update documents set status = 'rejected', rejection_reason = 'Blurry' where id = ${wwc.id}`,
    );

    const response = await call('GET', '/api/verification', token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id_verification_completed: false, fully_verified: false });
    expect(
      data.requirements.map(
        (entry: { document_type: string; required: boolean; status: string; label: string }) => [
          entry.document_type,
          entry.required,
          entry.status,
          entry.label,
        ],
      ),
    ).toEqual([
      ['id_documents', true, 'missing', 'Identity documents'],
      ['police_checks', true, 'approved', 'Police check'],
      ['abn', true, 'missing', 'ABN'],
      ['wwc', true, 'rejected', 'Blue Card'],
      ['first_aid', true, 'missing', 'First aid certificate'],
      ['public_liability', true, 'missing', 'Public liability insurance'],
      ['cpr_certificate', false, 'missing', 'CPR certificate'],
      ['ndis_orientation_module', false, 'missing', 'NDIS worker orientation module'],
      ['covid_vaccination', false, 'missing', 'COVID-19 vaccination'],
    ]);
    const wwcEntry = data.requirements[3];
    expect(wwcEntry.open).toMatchObject({ id: wwc.id, rejection_reason: 'Blurry' });
    expect(wwcEntry.current).toBeNull();
  });

  it('shows a client only the identity check', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const { data } = (await call('GET', '/api/verification', token)).json();
    expect(data.requirements).toEqual([
      {
        document_type: 'id_verification',
        label: 'Identity check',
        required: true,
        status: 'missing',
        current: null,
        open: null,
      },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/verification')).statusCode).toBe(401);
    expect((await call('GET', '/api/documents')).statusCode).toBe(401);
  });
});

describe('one document: GET and DELETE /api/documents/:id', () => {
  it('answers another person\u2019s document, a missing one and a malformed id alike: 404', async () => {
    const owner = await signUp(t.app, { user_type: 'worker' });
    const other = await signUp(t.app, { user_type: 'worker' });
    const document = (await upload(owner.token, POLICE, pdf())).json().data;
    for (const id of [document.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await call(method, `/api/documents/${id}`, other.token);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('No query results for model [Document].');
      }
      expect((await call('POST', `/api/documents/${id}/file-link`, other.token)).statusCode).toBe(404);
    }
    expect(await documentCount(t.app, await userIdOf(owner.token))).toBe(1);
  });

  it('removes the document and its file, and "fully verified" with it', async () => {
    const { token } = await signUp(t.app, { user_type: 'client' });
    const document = (
      await upload(token, { document_type: 'id_verification', document_number: 'DL1' }, pdf())
    ).json().data;
    await approveStoredDocument(t.app, document.id);
    expect((await getSession(t.app, token)).json().user.id_verification_completed).toBe(true);
    const before = storedDocumentFiles(t).length;

    const response = await call('DELETE', `/api/documents/${document.id}`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: DOCUMENT_MESSAGES.removed });
    expect(storedDocumentFiles(t).length).toBe(before - 1);
    expect(await documentCount(t.app, await userIdOf(token))).toBe(0);
    expect(await storedIdVerificationFlag(t.app, await userIdOf(token))).toBe(false);
    expect((await getSession(t.app, token)).json().user.id_verification_completed).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/documents/${id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/documents/${id}`)).statusCode).toBe(401);
    expect((await call('POST', `/api/documents/${id}/file-link`)).statusCode).toBe(401);
  });
});

describe('file links', () => {
  it('gives the owner a 5-minute link that serves the file privately and inertly', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const document = (await upload(token, POLICE, pdf('Police check (2026).pdf'))).json().data;
    const link = await call('POST', `/api/documents/${document.id}/file-link`, token);
    expect(link.statusCode).toBe(200);
    const { url, expires_at } = link.json().data;
    expect(url).toMatch(/^\/api\/document-files\/[A-Za-z0-9_.-]+$/);
    expect(expires_at).toBe(new Date(clock.now().getTime() + DOCUMENT_LINK_TTL_SECONDS * 1000).toISOString());

    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePdf())).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="Police check (2026).pdf"; filename*=UTF-8''Police%20check%20(2026).pdf`,
    });
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  });

  it('lets staff open any document\u2019s file', async () => {
    const owner = await signUp(t.app, { user_type: 'worker' });
    const staff = await signUp(t.app, { user_type: 'worker' });
    await t.app.ctx.db.execute(
      sql`update users set role = 'reviewer' where id = ${await userIdOf(staff.token)}`,
    );
    const document = (await upload(owner.token, POLICE, pdf())).json().data;
    const link = await call('POST', `/api/documents/${document.id}/file-link`, staff.token);
    expect(link.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link.json().data.url })).statusCode).toBe(200);
  });

  it('refuses a link past its time with 410, and an altered or stale one with 404', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const document = (await upload(token, POLICE, pdf())).json().data;
    const { url } = (await call('POST', `/api/documents/${document.id}/file-link`, token)).json().data;

    clock.advance(DOCUMENT_LINK_TTL_SECONDS - 1);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    clock.advance(2);
    const expired = await t.app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(DOCUMENT_MESSAGES.linkExpired);

    clock.set(new Date('2026-03-10T00:00:00Z'));
    const [payload, signature] = url.split('/').at(-1)!.split('.');
    const later = Buffer.from(payload!, 'base64url');
    later.writeUInt32BE(0xffffffff, 16);
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [
      `${later.toString('base64url')}.${signature}`,
      `${payload}.${flipped}`,
      'nonsense',
      `${payload}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/document-files/${token}` })).statusCode).toBe(
        404,
      );
    }

    // A replaced file ends the links to the old one.
    await upload(token, POLICE, pdf());
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('has no link for a document without a file (the ABN)', async () => {
    const { token } = await signUp(t.app, { user_type: 'worker' });
    const abn = (await upload(token, { document_type: 'abn', abn: '51824753556' })).json().data;
    expect((await call('POST', `/api/documents/${abn.id}/file-link`, token)).statusCode).toBe(404);
  });
});
