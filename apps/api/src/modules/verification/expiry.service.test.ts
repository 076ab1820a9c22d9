import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { signUpUser } from '../../test/account-helpers';
import { samplePdf, WORKER_REQUIRED_FIELDS } from '../../test/malicious-uploads';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { approveStoredDocument, storedIdVerificationFlag } from '../../test/verification-helpers';
import { listNotifications } from '../notifications/notifications.service';
import { getUser } from '../profiles/profiles.service';
import { runExpirySweep, scheduleExpirySweep } from './expiry.service';
import { refreshIdVerification } from './verification-flags';
import { uploadDocument } from './verification.service';

const clock = manualClock(new Date('2026-03-10T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const file = { name: 'scan.pdf', bytes: samplePdf() };

/** A worker with all six required documents approved; public liability runs out on 31 December 2026. */
async function verifiedWorker() {
  const user = await signUpUser(t.app, { user_type: 'worker' });
  for (const fields of WORKER_REQUIRED_FIELDS) {
    const { document } = await uploadDocument(t.app.ctx, user, {
      fields,
      file: fields['document_type'] === 'abn' ? null : file,
    });
    await approveStoredDocument(t.app, document.id);
  }
  await refreshIdVerification(t.app.ctx.db, user, clock.now());
  return user;
}

describe('runExpirySweep', () => {
  it('tells the owner once, by e-mail and in the app, when an approved document runs out within 30 days', async () => {
    clock.set(new Date('2026-03-10T00:00:00Z'));
    const user = await verifiedWorker();
    expect((await runExpirySweep(t.app.ctx)).warned).toBe(0);

    // 1 December 2026 in Sydney: 30 days before 31 December, the expiry day counted.
    clock.set(new Date('2026-11-30T13:00:00Z'));
    const first = await runExpirySweep(t.app.ctx);
    expect(first.warned).toBe(1);
    const mails = t.outbox.to(user.email).filter((mail) => mail.subject.includes('runs out'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Public liability insurance runs out on 31 Dec 2026');
    expect(mails[0]!.text).toContain('/profile/profile-information/required-documents/public_liability');
    const { data, meta } = await listNotifications(t.app.ctx, user.id);
    expect(meta.unread).toBe(1);
    expect(data[0]).toMatchObject({
      kind: 'document_expiring',
      title: 'Runs out soon: Public liability insurance',
      link: '/profile/profile-information/required-documents/public_liability',
    });

    clock.advance(3600);
    expect((await runExpirySweep(t.app.ctx)).warned).toBe(0);
    expect(t.outbox.to(user.email).filter((mail) => mail.subject.includes('runs out'))).toHaveLength(1);
    // Still current: nothing else changes.
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(true);
  });

  it('removes "fully verified" from a person whose required document has run out', async () => {
    clock.set(new Date('2026-03-10T00:00:00Z'));
    const user = await verifiedWorker();
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(true);

    clock.set(new Date('2026-12-31T12:00:00Z'));
    expect((await runExpirySweep(t.app.ctx)).refreshed).toBe(0);
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(true);

    clock.set(new Date('2026-12-31T13:00:00Z'));
    const result = await runExpirySweep(t.app.ctx);
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    expect(await storedIdVerificationFlag(t.app, user.id)).toBe(false);
    expect((await getUser(t.app.ctx, user.id)).id_verification_completed).toBe(false);
    // Once stored false, the next sweep leaves them alone.
    expect((await runExpirySweep(t.app.ctx)).refreshed).toBe(0);
  });

  it('runs as soon as it is started, and closing waits for the sweep under way', async () => {
    clock.set(new Date('2026-03-10T00:00:00Z'));
    const user = await signUpUser(t.app, { user_type: 'worker' });
    const { document } = await uploadDocument(t.app.ctx, user, {
      fields: { document_type: 'cpr_certificate', issued_on: '2025-04-01', expires_on: '2026-03-20' },
      file,
    });
    await approveStoredDocument(t.app, document.id);
    const host = Fastify();
    const start = scheduleExpirySweep(host, t.app.ctx);
    await host.ready();
    start();
    await host.close();
    const { data } = await listNotifications(t.app.ctx, user.id);
    expect(data.map((notice) => notice.title)).toEqual(['Runs out soon: CPR certificate']);
  });
});
