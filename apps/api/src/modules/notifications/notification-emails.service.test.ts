import { DEFAULT_NOTIFICATION_SETTINGS } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import type { Mailer } from '../../providers/mail/mailer';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notifyCommitted } from '../../test/notification-helpers';
import {
  getNotificationSettings,
  runNotificationEmailSweep,
  saveNotificationSettings,
} from './notification-emails.service';

const clock = manualClock(new Date('2026-12-01T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const ALL_ON = DEFAULT_NOTIFICATION_SETTINGS;
const EMAIL_OFF = { email: false, push: true };
const PUBLIC_URL = 'http://localhost:3000';

const sweep = () => runNotificationEmailSweep(t.app.ctx);
/** What the person was sent, leaving out the code that confirmed their address at sign-up. */
const mailTo = (email: string) =>
  t.outbox.to(email).filter((message) => !/code|confirm/i.test(message.subject));
const emailStates = async (userId: string) =>
  (
    await t.app.ctx.db
      .select({ kind: notifications.kind, state: notifications.email_state })
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(notifications.created_at, notifications.kind)
  ).map((row) => `${row.kind}:${row.state}`);

const offer = {
  kind: 'application_offer' as const,
  title: 'You have an offer: Morning routine help',
  body: 'Mia would like you for this job. Accept or decline the offer.',
  link: '/applications',
};
const alert = (n: number) => ({
  kind: 'job_alert' as const,
  title: `A new job that suits you: Job ${n}`,
  body: 'In Parramatta. Read it and apply while it is open.',
  link: `/jobs/job-${n}`,
});

describe('an e-mail for each event', () => {
  it('e-mails a notification whose topic is on: its title, words and full link, once', async () => {
    expect(t.app.ctx.config.publicUrl).toBe(PUBLIC_URL);
    const worker = await signUpUser(t.app, { user_type: 'worker', first_name: 'Sam' });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), offer);
    await sweep();
    const [mail, ...others] = mailTo(worker.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(offer.title);
    expect(mail?.text).toContain('Hello Sam,');
    expect(mail?.text).toContain(offer.body);
    expect(mail?.text).toContain(`Open it in Alongside: ${PUBLIC_URL}/applications`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/account/settings/notifications`);
    expect(await emailStates(worker.id)).toEqual(['application_offer:sent']);

    await sweep();
    expect(mailTo(worker.email)).toHaveLength(1);
  });

  it('lets the mail program unsubscribe in one click (RFC 8058): a POST to its List-Unsubscribe address switches the topic off', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), offer);
    await sweep();
    const [mail] = mailTo(worker.email);
    expect(mail?.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const address = /^<(.+)>$/.exec(mail?.header('List-Unsubscribe') ?? '')?.[1] ?? '';
    expect(address.startsWith(`${PUBLIC_URL}/api/notification-settings/unsubscribe/one-click?token=`)).toBe(
      true,
    );

    // What the mail program sends: a form with that one field, to that address.
    const answer = await t.app.inject({
      method: 'POST',
      url: address.slice(PUBLIC_URL.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await getNotificationSettings(t.app.ctx, worker.id)).data.applications).toEqual(EMAIL_OFF);
  });

  it('sends none for a topic switched off, and marks it so', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    await saveNotificationSettings(t.app.ctx, worker.id, { ...ALL_ON, applications: EMAIL_OFF });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), offer);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), { ...offer, kind: 'request_received' });
    await sweep();
    expect(mailTo(worker.email).map((message) => message.subject)).toEqual([offer.title]);
    expect(await emailStates(worker.id)).toEqual(['application_offer:off', 'request_received:sent']);
  });

  it('leaves document decisions to their own e-mail, sent by their area', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), {
      kind: 'document_approved',
      title: 'Approved: Police check',
      body: 'Our team checked and approved it.',
      link: null,
    });
    await sweep();
    expect(mailTo(worker.email)).toEqual([]);
    expect(await emailStates(worker.id)).toEqual(['document_approved:never']);
  });

  it('sends each once when two sweeps run at the same time', async () => {
    const client = await signUpUser(t.app);
    for (const n of [1, 2, 3]) {
      await notifyCommitted(t.app.ctx, client.id, clock.now(), {
        kind: 'application_received',
        title: `New applicant ${n}`,
        body: 'Someone applied to your job.',
        link: '/jobs',
      });
    }
    await Promise.all([sweep(), sweep()]);
    expect(
      mailTo(client.email)
        .map((message) => message.subject)
        .sort(),
    ).toEqual(['New applicant 1', 'New applicant 2', 'New applicant 3']);
  });

  it('keeps a notification owed when the mail cannot go, and sends it at the next sweep', async () => {
    const client = await signUpUser(t.app);
    await notifyCommitted(t.app.ctx, client.id, clock.now(), {
      kind: 'job_filled',
      title: 'Your job is filled',
      body: 'Every place in it is taken.',
      link: '/jobs',
    });
    const broken: Mailer = {
      kind: 'smtp',
      send: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const failed = await runNotificationEmailSweep({ ...t.app.ctx, mailer: broken });
    expect(failed.failed).toBeGreaterThan(0);
    expect(await emailStates(client.id)).toEqual(['job_filled:null']);
    await sweep();
    expect(mailTo(client.email).map((message) => message.subject)).toEqual(['Your job is filled']);
    expect(await emailStates(client.id)).toEqual(['job_filled:sent']);
  });

  it('lets go of a notification not e-mailed within 48 hours', async () => {
    const client = await signUpUser(t.app);
    await notifyCommitted(t.app.ctx, client.id, new Date(clock.now().getTime() - 48 * 3600_000), {
      kind: 'job_expired',
      title: 'Your job has closed',
      body: 'It reached its closing date.',
      link: '/jobs',
    });
    await sweep();
    expect(mailTo(client.email)).toEqual([]);
    expect(await emailStates(client.id)).toEqual(['job_expired:given_up']);
  });
});

describe('the daily job alert digest', () => {
  it('lists the alerts in one e-mail at most once a day', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), alert(1));
    clock.advance(1);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), alert(2));
    await sweep();
    const [first, ...others] = mailTo(worker.email);
    expect(others).toEqual([]);
    expect(first?.subject).toBe('2 new jobs that suit you');
    expect(first?.text).toContain(`A new job that suits you: Job 1\n${PUBLIC_URL}/jobs/job-1`);
    expect(first?.text).toContain(`A new job that suits you: Job 2\n${PUBLIC_URL}/jobs/job-2`);

    // Another alert an hour later waits for the next day's digest.
    clock.advance(3600);
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), alert(3));
    await sweep();
    clock.advance(22 * 3600 + 59 * 60);
    await sweep();
    expect(mailTo(worker.email)).toHaveLength(1);
    expect(await emailStates(worker.id)).toEqual(['job_alert:digest', 'job_alert:digest', 'job_alert:null']);

    // 24 hours after the first digest: the second, with only the new alert.
    clock.advance(60);
    await sweep();
    const second = mailTo(worker.email)[1];
    expect(second?.subject).toBe('A new job that suits you');
    expect(second?.text).toContain('Job 3');
    expect(second?.text).not.toContain('Job 1');
    await sweep();
    expect(mailTo(worker.email)).toHaveLength(2);
  });

  it('names the first 10 and counts the rest', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    for (let n = 1; n <= 12; n++) {
      clock.advance(1);
      await notifyCommitted(t.app.ctx, worker.id, clock.now(), alert(n));
    }
    await sweep();
    const [digest] = mailTo(worker.email);
    expect(digest?.subject).toBe('12 new jobs that suit you');
    expect(digest?.text).toContain('Job 10\n');
    expect(digest?.text).not.toContain('Job 11');
    expect(digest?.text).toContain(`And 2 more. See them all at ${PUBLIC_URL}/notifications`);
  });

  it('sends no digest to a worker who switched job alerts off', async () => {
    const worker = await signUpUser(t.app, { user_type: 'worker' });
    await saveNotificationSettings(t.app.ctx, worker.id, { ...ALL_ON, job_alerts: EMAIL_OFF });
    await notifyCommitted(t.app.ctx, worker.id, clock.now(), alert(1));
    await sweep();
    expect(mailTo(worker.email)).toEqual([]);
    expect(await emailStates(worker.id)).toEqual(['job_alert:off']);
  });
});
