import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { signUpUser } from '../../test/account-helpers';
import { samplePdf, WORKER_REQUIRED_FIELDS } from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { storedIdVerificationFlag } from '../../test/verification-helpers';
import { getUser } from '../profiles/profiles.service';
import { documentToday, refreshIdVerification } from './verification-flags';
import { uploadDocument } from './verification.service';

const clock = manualClock(new Date('2026-03-10T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const file = { name: 'scan.pdf', bytes: samplePdf() };

describe('documentToday', () => {
  it.each([
    { at: '2026-03-10T12:59:59Z', today: '2026-03-10' },
    { at: '2026-03-10T13:00:00Z', today: '2026-03-11' },
    { at: '2026-07-10T13:59:59Z', today: '2026-07-10' },
    { at: '2026-07-10T14:00:00Z', today: '2026-07-11' },
  ])('$at is $today in Sydney', ({ at, today }) => {
    expect(documentToday(new Date(at))).toBe(today);
  });
});

describe('refreshIdVerification', () => {
  it('is true for a worker with all six required documents approved, and false once one runs out', async () => {
    const user = await signUpUser(t.app, { user_type: 'worker' });
    for (const fields of WORKER_REQUIRED_FIELDS) {
      const { document } = await uploadDocument(t.app.ctx, user, {
        fields,
        file: fields['document_type'] === 'abn' ? null : file,
      });
      expect(await refreshIdVerification(t.app.ctx.db, user, clock.now())).toBe(false);
      await t.app.ctx.db.execute(
        sql`update documents set status = 'approved', approved_at = ${clock.now().toISOString()} where id = ${document.id}`,
      );
    }
    expect(await refreshIdVerification(t.app.ctx.db, user, clock.now())).toBe(true);
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(true);
    expect((await getUser(t.app.ctx, user.id)).id_verification_completed).toBe(true);

    // Public liability runs out on 31 December 2026: good through that day in Sydney, gone the next.
    clock.set(new Date('2026-12-31T12:59:59Z'));
    expect(await refreshIdVerification(t.app.ctx.db, user, clock.now())).toBe(true);
    clock.set(new Date('2026-12-31T13:00:00Z'));
    expect((await getUser(t.app.ctx, user.id)).id_verification_completed).toBe(false);
    expect(await refreshIdVerification(t.app.ctx.db, user, clock.now())).toBe(false);
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(false);
  });

  it('ignores optional documents and documents waiting for review', async () => {
    clock.set(new Date('2026-03-10T00:00:00Z'));
    const user = await signUpUser(t.app, { user_type: 'client' });
    await uploadDocument(t.app.ctx, user, {
      fields: { document_type: 'id_verification', document_number: 'P1234567' },
      file,
    });
    expect(await refreshIdVerification(t.app.ctx.db, user, clock.now())).toBe(false);
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(false);
  });
});
