import {
  SANDBOX_CHECKOUT_MESSAGES,
  SANDBOX_TEST_CARDS,
  SUBSCRIPTION_MESSAGES,
  sandboxCheckoutPath,
  subscriptionPaths,
} from '@alongside/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  notifications,
  orderRefunds,
  orders,
  sandboxCheckouts,
  sandboxSubscriptions,
  subscriptions,
} from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_CARD, checkoutIdOf, sandboxTestKit } from './sandbox-test-kit';
import { DUPLICATE_REFUND_REASON } from './payments.service';
import { reconcilePayments } from './reconciliation';
import { paySandboxCheckout } from './sandbox-payments.service';

// One open checkout a worker, and one live plan: a second checkout asked while one is open (a
// double tap, a second tab, two requests at once), and a second plan paid anyway at the provider.
const clock = manualClock(new Date('2026-11-27T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const { call, settle, startCheckout } = sandboxTestKit(() => t);

const worker = () => signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });

/** The worker's checkouts in the app's books and in the sandbox's, as `[plan, state]`, oldest first. */
async function checkoutsOf(workerId: string) {
  const db = t.app.ctx.db;
  const [ours, sandbox] = await Promise.all([
    db.select().from(checkouts).where(eq(checkouts.worker_id, workerId)).orderBy(checkouts.created_at),
    db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.worker_id, workerId))
      .orderBy(sandboxCheckouts.created_at),
  ]);
  return { ours, sandbox };
}

describe('one open checkout a worker', () => {
  it('answers the open checkout again when the same plan is asked again', async () => {
    const wes = await worker();
    const first = await startCheckout(wes.token, 'monthly');
    const again = await startCheckout(wes.token, 'monthly');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().data.url).toBe(first.json().data.url);
    const { ours, sandbox } = await checkoutsOf(wes.id);
    expect(ours.map((row) => [row.plan, row.state])).toEqual([['monthly', 'open']]);
    expect(sandbox.map((row) => [row.id, row.state])).toEqual([
      [checkoutIdOf(first.json().data.url), 'open'],
    ]);
  });

  it('expires the open checkout at the provider before opening one for another plan: the first takes no card', async () => {
    const wes = await worker();
    const monthly = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
    const yearly = await startCheckout(wes.token, 'yearly');
    expect(yearly.statusCode, yearly.body).toBe(200);
    expect(checkoutIdOf(yearly.json().data.url)).not.toBe(monthly);

    const page = await call('GET', sandboxCheckoutPath(monthly), wes.token);
    expect([page.statusCode, page.json().message]).toEqual([409, SANDBOX_CHECKOUT_MESSAGES.notOpen]);
    const paid = await call('POST', sandboxCheckoutPath(monthly, 'pay'), wes.token, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    expect([paid.statusCode, paid.json().message]).toEqual([409, SANDBOX_CHECKOUT_MESSAGES.notOpen]);
    const { ours, sandbox } = await checkoutsOf(wes.id);
    expect(ours.map((row) => [row.plan, row.state])).toEqual([
      ['monthly', 'expired'],
      ['yearly', 'open'],
    ]);
    expect(sandbox.map((row) => [row.plan, row.state])).toEqual([
      ['monthly', 'expired'],
      ['yearly', 'open'],
    ]);
  });

  it('opens a new checkout when the open one has run out', async () => {
    const wes = await worker();
    const first = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
    // A day on, in both books (the person's sign-in would have run out with a clock moved a day).
    const ranOut = new Date(clock.now().getTime() - 1_000);
    await t.app.ctx.db.update(checkouts).set({ expires_at: ranOut }).where(eq(checkouts.worker_id, wes.id));
    await t.app.ctx.db
      .update(sandboxCheckouts)
      .set({ expires_at: ranOut })
      .where(eq(sandboxCheckouts.worker_id, wes.id));
    const second = await startCheckout(wes.token, 'monthly');
    expect(second.statusCode, second.body).toBe(200);
    expect(checkoutIdOf(second.json().data.url)).not.toBe(first);
    expect((await checkoutsOf(wes.id)).ours.map((row) => row.state)).toEqual(['expired', 'open']);
    const late = await call('POST', sandboxCheckoutPath(first, 'pay'), wes.token, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    expect([late.statusCode, late.json().message]).toEqual([409, SANDBOX_CHECKOUT_MESSAGES.notOpen]);
  });

  it('opens one checkout for two requests at the very same moment, for one plan or for two', async () => {
    const wes = await worker();
    const same = await Promise.all([
      startCheckout(wes.token, 'monthly'),
      startCheckout(wes.token, 'monthly'),
    ]);
    expect(same.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(same[1]!.json().data.url).toBe(same[0]!.json().data.url);
    expect((await checkoutsOf(wes.id)).sandbox).toHaveLength(1);

    const ava = await worker();
    const both = await Promise.all([startCheckout(ava.token, 'monthly'), startCheckout(ava.token, 'yearly')]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { ours, sandbox } = await checkoutsOf(ava.id);
    const open = sandbox.filter((row) => row.state === 'open');
    expect(open).toHaveLength(1);
    expect(ours.filter((row) => row.state === 'open').map((row) => row.session_ref)).toEqual([open[0]!.id]);
    expect(sandbox).toHaveLength(2);
  });

  it('refuses a new checkout when the open one was paid before it could be ended, and the plan arrives', async () => {
    const wes = await worker();
    const monthly = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
    // Paid at the provider; its events not delivered yet.
    await paySandboxCheckout(t.app.ctx, wes.id, monthly, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    const yearly = await startCheckout(wes.token, 'yearly');
    expect([yearly.statusCode, yearly.json().message]).toEqual([
      409,
      SUBSCRIPTION_MESSAGES.alreadySubscribed,
    ]);
    await settle();
    const mine = await call('GET', subscriptionPaths.subscription, wes.token);
    expect(mine.json().data).toMatchObject({ plan: 'monthly', state: 'trialing' });
    expect((await checkoutsOf(wes.id)).ours.map((row) => [row.plan, row.state])).toEqual([
      ['monthly', 'completed'],
    ]);
  });
});

describe('a second plan paid anyway', () => {
  /**
   * A worker whose monthly plan runs, and a second checkout of theirs opened at the provider before
   * (as on another device, or in the instant between our ending it and their paying): they pay it.
   */
  async function workerPayingTwice(trialDays: number) {
    const wes = await worker();
    const first = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
    await call('POST', sandboxCheckoutPath(first, 'pay'), wes.token, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    const second = await t.app.payments.provider!.startCheckout({
      workerId: wes.id,
      email: wes.user.email,
      customerRef: null,
      plan: 'yearly',
      trialDays,
      successUrl: 'http://localhost/subscription',
      cancelUrl: 'http://localhost/subscription',
    });
    const paid = await call('POST', sandboxCheckoutPath(second.sessionRef, 'pay'), wes.token, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await settle();
    const rows = await t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.worker_id, wes.id))
      .orderBy(subscriptions.created_at);
    return { wes, rows };
  }

  it('ends the second plan at once, refunds its payment in full, and tells the worker; their plan goes on', async () => {
    const since = clock.now();
    const { wes, rows } = await workerPayingTwice(0);
    const [kept, second] = rows;
    expect(kept).toMatchObject({ plan: 'monthly', state: 'trialing', duplicate_of: null });
    expect(second).toMatchObject({ plan: 'yearly', state: 'cancelled', duplicate_of: kept!.id });
    const [atSandbox] = await t.app.ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.ref, second!.subscription_ref));
    expect(atSandbox!.status).toBe('canceled');

    // The worker's plan is the one they had.
    const mine = await call('GET', subscriptionPaths.subscription, wes.token);
    expect(mine.json().data).toMatchObject({ plan: 'monthly', state: 'trialing', has_access: true });

    // The order of the second plan's payment stays, refunded in full, with the refund's reason.
    const [order, ...more] = await t.app.ctx.db.select().from(orders).where(eq(orders.worker_id, wes.id));
    expect(more).toEqual([]);
    expect(order).toMatchObject({
      subscription_id: second!.id,
      plan: 'yearly',
      amount_cents: 29_000,
      refunded_cents: 29_000,
      status: 'refunded',
    });
    const refunds = await t.app.ctx.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.order_id, order!.id));
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_cents: 29_000,
        staff_id: null,
        by_staff: false,
        reason: DUPLICATE_REFUND_REASON,
        refund_ref: expect.stringMatching(/^re_sbx_/),
      }),
    ]);

    // Told in the app and by e-mail, in plain words.
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, wes.id), eq(notifications.title, 'We ended your second plan')));
    expect(told).toHaveLength(1);
    expect(told[0]!.kind).toBe('second_plan_ended');
    expect(told[0]!.body).toContain('Its payment of $290.00 is refunded in full');
    const [mail, ...moreMail] = t.outbox.to(wes.user.email).filter((m) => m.subject.includes('second'));
    expect(moreMail).toEqual([]);
    expect(mail!.subject).toBe('We ended your second Alongside plan');
    expect(mail!.text).toContain('Your plan goes on as before.');

    // Nothing for the reconciliation check: the charge has its order, and no time is paid twice.
    const checked = await reconcilePayments(t.app.ctx, t.app.payments.provider!, {
      since,
      until: new Date(clock.now().getTime() + 60_000),
    });
    expect(checked.discrepancies).toEqual([]);
  });

  it('ends a second trial at once, with nothing to refund', async () => {
    const { wes, rows } = await workerPayingTwice(14);
    expect(rows.map((row) => [row.plan, row.state, row.duplicate_of !== null])).toEqual([
      ['monthly', 'trialing', false],
      ['yearly', 'cancelled', true],
    ]);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.worker_id, wes.id))).toEqual([]);
    const [told] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.user_id, wes.id));
    expect(told!.body).toContain('It had not charged you anything');
  });
});
