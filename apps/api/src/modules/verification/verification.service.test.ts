import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DOCUMENT_MESSAGES } from '@alongside/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { manualClock } from '../../lib/clock';
import { signUpUser } from '../../test/account-helpers';
import { samplePdf } from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { approveStoredDocument, storedDocumentFiles } from '../../test/verification-helpers';
import { findDocument, listUserDocuments } from './verification.repository';
import {
  onDocumentApproved,
  removeDocumentFiles,
  removeFiles,
  toDocument,
  uploadDocument,
} from './verification.service';

const clock = manualClock(new Date('2026-03-10T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const file = { name: 'scan.pdf', bytes: samplePdf() };
const POLICE = { document_type: 'police_checks', document_number: 'NPC-1', issued_on: '2026-01-15' };

describe('toDocument', () => {
  const row = (changes: Partial<DocumentRow>): DocumentRow => ({
    id: 'd1',
    user_id: 'u1',
    document_type: 'wwc',
    status: 'approved',
    source: 'upload',
    document_number: 'WWC1',
    abn: null,
    issuing_state: null,
    issued_on: null,
    expires_on: '2026-04-09',
    file_key: 'documents/x.pdf',
    file_name: 'card.pdf',
    file_type: 'application/pdf',
    file_size: 10,
    uploaded_at: new Date('2026-01-01T00:00:00Z'),
    reviewed_by: null,
    reviewed_at: new Date('2026-01-02T00:00:00Z'),
    approved_at: new Date('2026-01-02T00:00:00Z'),
    rejection_reason: null,
    expiry_notified_at: null,
    ...changes,
  });

  it.each([
    {
      rule: 'the WWC label follows its issuing state',
      changes: { issuing_state: 'QLD' },
      state: 'NSW',
      expect: { label: 'Blue Card' },
    },
    {
      rule: 'else the person\u2019s state',
      changes: {},
      state: 'TAS',
      expect: { label: 'Working with Vulnerable Persons' },
    },
    { rule: 'else the default', changes: {}, state: null, expect: { label: 'Working With Children' } },
    {
      rule: 'approved, running out within 30 days: expiring',
      changes: {},
      state: null,
      expect: { expiring: true, expired: false },
    },
    {
      rule: 'approved, more than 30 days left: not expiring',
      changes: { expires_on: '2026-04-10' },
      state: null,
      expect: { expiring: false, expired: false },
    },
    {
      rule: 'approved and past its day: expired',
      changes: { expires_on: '2026-03-09' },
      state: null,
      expect: { expiring: false, expired: true },
    },
    {
      rule: 'good through its expiry day',
      changes: { expires_on: '2026-03-10' },
      state: null,
      expect: { expiring: true, expired: false },
    },
    {
      rule: 'pending is never expiring or expired',
      changes: { status: 'pending' as const, approved_at: null, expires_on: '2026-03-01' },
      state: null,
      expect: { expiring: false, expired: false },
    },
    { rule: 'no file key, no file', changes: { file_key: null }, state: null, expect: { file: null } },
  ])('$rule', ({ changes, state, expect: expected }) => {
    expect(toDocument(row(changes), state, '2026-03-10')).toMatchObject(expected);
  });

  it('never carries the file key', () => {
    expect(JSON.stringify(toDocument(row({}), null, '2026-03-10'))).not.toContain('documents/x.pdf');
  });
});

describe('uploadDocument', () => {
  it('keeps one open document per type when two uploads of it arrive at once', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    const before = storedDocumentFiles(t).length;
    const results = await Promise.all([
      uploadDocument(t.app.ctx, user, { fields: POLICE, file }),
      uploadDocument(t.app.ctx, user, { fields: POLICE, file }),
    ]);
    expect(results[0].document.id).toBe(results[1].document.id);
    expect(await listUserDocuments(t.app.ctx.db, user.id)).toHaveLength(1);
    expect(storedDocumentFiles(t).length).toBe(before + 1);
  });

  it('treats blank form fields as not filled in', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    const { document } = await uploadDocument(t.app.ctx, user, {
      fields: { ...POLICE, expires_on: '' },
      file,
    });
    expect(document.expires_on).toBeNull();
  });

  it('refuses a client a second identity upload while their check is current, but takes a renewal when it runs out soon', async () => {
    const user = await signUpUser(t.app, { user_type: 'client' });
    const fields = { document_type: 'id_verification', document_number: 'P123', expires_on: '2027-01-01' };
    const { document } = await uploadDocument(t.app.ctx, user, { fields, file });
    await approveStoredDocument(t.app, document.id);
    await expect(uploadDocument(t.app.ctx, user, { fields, file })).rejects.toMatchObject({
      statusCode: 422,
      errors: { document_type: [DOCUMENT_MESSAGES.identityDone] },
    });
    clock.set(new Date('2026-12-15T00:00:00Z'));
    const renewal = await uploadDocument(t.app.ctx, user, {
      fields: { ...fields, expires_on: '2031-01-01' },
      file,
    });
    expect(renewal.document.status).toBe('pending');
    clock.set(new Date('2026-03-10T00:00:00Z'));
  });
});

describe('onDocumentApproved', () => {
  it('deletes the older approved document of the type and hands back its file to remove after commit', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    const old = (await uploadDocument(t.app.ctx, user, { fields: POLICE, file })).document;
    await approveStoredDocument(t.app, old.id);
    const renewal = (await uploadDocument(t.app.ctx, user, { fields: POLICE, file })).document;
    const renewalRow = (await findDocument(t.app.ctx.db, renewal.id))!;
    const oldKey = (await findDocument(t.app.ctx.db, old.id))!.file_key!;

    const keys = await t.app.ctx.db.transaction(async (tx) => {
      const removed = await onDocumentApproved(tx, renewalRow);
      await tx.execute(
        sql`update documents set status = 'approved', approved_at = ${clock.now().toISOString()} where id = ${renewal.id}`,
      );
      return removed;
    });
    expect(keys).toEqual([oldKey]);
    expect(await findDocument(t.app.ctx.db, old.id)).toBeUndefined();
    expect(storedDocumentFiles(t)).toContain(path.basename(oldKey));
    await removeFiles(t.app.ctx, keys);
    expect(storedDocumentFiles(t)).not.toContain(path.basename(oldKey));
  });

  it('does nothing for a first approval', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    const first = (await uploadDocument(t.app.ctx, user, { fields: POLICE, file })).document;
    const row = (await findDocument(t.app.ctx.db, first.id))!;
    expect(await t.app.ctx.db.transaction((tx) => onDocumentApproved(tx, row))).toEqual([]);
  });
});

describe('removeDocumentFiles', () => {
  it('removes every file of the person and nobody else\u2019s', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    const other = await signUpUser(t.app, { user_type: 'worker' });
    await uploadDocument(t.app.ctx, user, { fields: POLICE, file });
    await uploadDocument(t.app.ctx, user, {
      fields: { document_type: 'first_aid', issued_on: '2025-05-01' },
      file,
    });
    await uploadDocument(t.app.ctx, other, { fields: POLICE, file });
    const before = storedDocumentFiles(t).length;
    await removeDocumentFiles(t.app.ctx, user.id);
    expect(storedDocumentFiles(t).length).toBe(before - 2);
  });
});

describe('removeFiles', () => {
  it('removes each file, and a failure is logged without stopping the rest', async () => {
    const key = `documents/${randomUUID()}`;
    await t.app.ctx.files.put(key, Buffer.from('x'));
    const logged: unknown[] = [];
    const ctx = {
      files: t.app.ctx.files,
      log: { error: (...args: unknown[]) => logged.push(args) } as unknown as AppContext['log'],
    };

    await removeFiles(ctx, ['../outside', key]);

    expect(await t.app.ctx.files.get(key)).toBeNull();
    expect(logged).toHaveLength(1);
  });
});
