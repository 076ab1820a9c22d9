import {
  SANDBOX_TEST_CARDS,
  SUBSCRIPTION_MESSAGES,
  sandboxCheckoutPath,
  subscriptionPaths,
} from '@alongside/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkouts,
  notifications,
  orderRefunds,
  orders,
  sandboxCheckouts,
  sandboxOutbox,
  sandboxSubscriptions,
  subscriptions,
} from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { makeStaff, signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_CARD, checkoutIdOf, sandboxTestKit } from './sandbox-test-kit';
import { DUPLICATE_REFUND_REASON, REPLACED_REFUND_REASON } from './payments.service';
import { reconcilePayments } from './reconciliation';
import { paySandboxCheckout, runSandboxRenewals } from './sandbox-payments.service';

// A worker whose plan's payment did not go through may choose a plan again (decision 041): the new
// plan replaces the old one when it starts, the old one is ended at the provider and never charged
// again, and a payment of it that went through anyway is refunded. On the sandbox provider, whose
// past-due plan keeps the period it could not renew (its end is behind it).
const clock = manualClock(new Date('2026-11-27T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const { call, settle, signInAgain, startCheckout } = sandboxTestKit(() => t);

async function mine(token: string) {
  const answer = await call('GET', subscriptionPaths.subscription, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

function pay(token: string, id: string, card: string = SANDBOX_TEST_CARDS.succeeds) {
  return call('POST', sandboxCheckoutPath(id, 'pay'), token, { ...SANDBOX_CARD, card_number: card });
}

/** The worker's subscriptions here, oldest first. */
function plansOf(workerId: string) {
  return t.app.ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.worker_id, workerId))
    .orderBy(subscriptions.created_at);
}

async function atSandbox(ref: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.ref, ref));
  return row!;
}

function ordersOf(workerId: string) {
  return t.app.ctx.db.select().from(orders).where(eq(orders.worker_id, workerId)).orderBy(orders.number);
}

/**
 * A worker's monthly trial whose first charge fails at its end (their card stopped working): past
 * due on the day the trial ended, its period behind it, in its retries and 7-day grace. Answers the
 * worker (signed in again) and the time of the failure.
 */
async function pastDueWorker() {
  const wes = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
  const id = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
  const paid = await pay(wes.token, id);
  expect(paid.statusCode, paid.body).toBe(200);
  const [plan] = await plansOf(wes.id);
  await t.app.ctx.db
    .update(sandboxSubscriptions)
    .set({ card: 'declined' })
    .where(eq(sandboxSubscriptions.ref, plan!.subscription_ref));
  clock.advance(14 * 86_400);
  await runSandboxRenewals(t.app.ctx);
  await settle();
  await signInAgain(wes);
  expect(await mine(wes.token)).toMatchObject({ state: 'past_due', has_access: true, new_plan: 'replaces' });
  return { wes, old: plan!, failedAt: clock.now() };
}

/** As Stripe does at a failed renewal: the past-due plan's period moves on, here and at the provider. */
async function movePeriodOn(plan: { id: string; subscription_ref: string }) {
  const end = new Date(clock.now().getTime() + 30 * DAY);
  await t.app.ctx.db
    .update(subscriptions)
    .set({ current_period_end: end })
    .where(eq(subscriptions.id, plan.id));
  await t.app.ctx.db
    .update(sandboxSubscriptions)
    .set({ period_end: end })
    .where(eq(sandboxSubscriptions.ref, plan.subscription_ref));
}

/** The bodies of the worker's in-app notices of a failed payment, oldest first. */
async function failedNotices(workerId: string) {
  const told = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, workerId), eq(notifications.kind, 'payment_failed')))
    .orderBy(notifications.created_at);
  return told.map((notice) => notice.body);
}

/** The sandbox tries the failed charge again on `day` (1, 3 or 5) after the failure. */
async function retryOnDay(failedAt: Date, day: number) {
  clock.set(new Date(failedAt.getTime() + day * DAY));
  await runSandboxRenewals(t.app.ctx);
}

describe('a new plan while the plan’s payment did not go through', () => {
  it('opens a checkout, keeps the old plan until the new one starts, then ends the old one for good', async () => {
    const since = clock.now();
    // Another worker's plan, past due all the same a little earlier, is not touched by Wes's.
    const other = await pastDueWorker();
    const { wes, old, failedAt } = await pastDueWorker();

    const started = await startCheckout(wes.token, 'yearly');
    expect(started.statusCode, started.body).toBe(200);
    // Leaving the checkout unpaid would keep the plan they had: nothing is ended yet.
    expect(await mine(wes.token)).toMatchObject({ plan: 'monthly', state: 'past_due', has_access: true });
    expect((await atSandbox(old.subscription_ref)).status).toBe('past_due');
    const checkout = await t.app.ctx.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.worker_id, wes.id));
    // The trial was had: the new plan is paid at once.
    expect(checkout.find((row) => row.state === 'open')).toMatchObject({ plan: 'yearly', trial_days: 0 });

    expect((await pay(wes.token, checkoutIdOf(started.json().data.url))).statusCode).toBe(200);
    await settle();

    const [ended, plan] = await plansOf(wes.id);
    expect(plan).toMatchObject({ plan: 'yearly', state: 'active', duplicate_of: null, replaced_by: null });
    expect(ended).toMatchObject({ plan: 'monthly', state: 'cancelled', replaced_by: plan!.id });
    expect(await atSandbox(ended!.subscription_ref)).toMatchObject({
      status: 'canceled',
      next_attempt_at: null,
    });
    expect(await mine(wes.token)).toMatchObject({
      plan: 'yearly',
      state: 'active',
      has_access: true,
      choices: ['cancel', 'change_plan'],
      new_plan: 'refused',
    });

    // The old plan's retry days come and go: it is never charged again. The other worker's plan is
    // tried on its own days as before, and ends as a plan that was never paid.
    for (const day of [1, 3, 5, 7]) await retryOnDay(failedAt, day);
    await settle();
    expect((await ordersOf(wes.id)).map((order) => [order.plan, order.status])).toEqual([
      ['monthly', 'failed'],
      ['yearly', 'paid'],
    ]);
    expect(await atSandbox(other.old.subscription_ref)).toMatchObject({ status: 'expired', attempts: 4 });
    expect(await plansOf(other.wes.id)).toEqual([
      expect.objectContaining({ state: 'expired', replaced_by: null }),
    ]);

    // Nothing for the reconciliation check: one payment, one order, no time paid twice.
    const checked = await reconcilePayments(t.app.ctx, t.app.payments.provider!, {
      since,
      until: new Date(clock.now().getTime() + 60_000),
    });
    expect(checked.discrepancies).toEqual([]);
  });

  it('refunds in full a retry of the old plan that went through just before it could be ended, and says so', async () => {
    const { wes, old, failedAt } = await pastDueWorker();
    // The morning of the first retry: the new plan is paid at the provider, its events not yet
    // delivered; meanwhile the old plan's card works again and its retry goes through.
    clock.set(new Date(failedAt.getTime() + DAY - 60_000));
    await signInAgain(wes);
    const id = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
    await paySandboxCheckout(t.app.ctx, wes.id, id, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    await t.app.ctx.db
      .update(sandboxSubscriptions)
      .set({ card: 'succeeds' })
      .where(eq(sandboxSubscriptions.ref, old.subscription_ref));
    await retryOnDay(failedAt, 1);
    await settle();
    await signInAgain(wes);

    const [ended, plan] = await plansOf(wes.id);
    expect(ended).toMatchObject({ state: 'cancelled', replaced_by: plan!.id });
    expect(await mine(wes.token)).toMatchObject({ plan: 'monthly', state: 'active', new_plan: 'refused' });
    const [late, paid] = await ordersOf(wes.id);
    expect(late).toMatchObject({
      subscription_id: ended!.id,
      amount_cents: 2_900,
      refunded_cents: 2_900,
      status: 'refunded',
    });
    expect(paid).toMatchObject({ subscription_id: plan!.id, status: 'paid', refunded_cents: 0 });
    const refunds = await t.app.ctx.db.select().from(orderRefunds).where(eq(orderRefunds.order_id, late!.id));
    expect(refunds).toEqual([
      expect.objectContaining({
        amount_cents: 2_900,
        staff_id: null,
        by_staff: false,
        reason: REPLACED_REFUND_REASON,
      }),
    ]);
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, wes.id), eq(notifications.kind, 'replaced_plan_refunded')));
    expect(told.map((notice) => notice.title)).toEqual(['We refunded a payment of your old plan']);
    expect(told[0]!.body).toContain('A payment of $29.00 for the plan you replaced went through');
    const mail = t.outbox.to(wes.user.email).filter((m) => m.subject.includes('old Alongside plan'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('Your new plan goes on.');
  });

  it('keeps the old plan when its retry went through before the new one was paid: the new one is the duplicate', async () => {
    const { wes, old, failedAt } = await pastDueWorker();
    clock.set(new Date(failedAt.getTime() + DAY - 60_000));
    await signInAgain(wes);
    const id = checkoutIdOf((await startCheckout(wes.token, 'yearly')).json().data.url);
    await t.app.ctx.db
      .update(sandboxSubscriptions)
      .set({ card: 'succeeds' })
      .where(eq(sandboxSubscriptions.ref, old.subscription_ref));
    await retryOnDay(failedAt, 1);
    await settle();
    await signInAgain(wes);
    expect(await mine(wes.token)).toMatchObject({ plan: 'monthly', state: 'active', new_plan: 'refused' });

    // The checkout page was still open on their phone: they pay it.
    expect((await pay(wes.token, id)).statusCode).toBe(200);
    await settle();
    const [kept, second] = await plansOf(wes.id);
    expect(kept).toMatchObject({ state: 'active', replaced_by: null, duplicate_of: null });
    expect(second).toMatchObject({ plan: 'yearly', state: 'cancelled', duplicate_of: kept!.id });
    const refunded = (await ordersOf(wes.id)).filter((order) => order.status === 'refunded');
    expect(refunded.map((order) => order.subscription_id)).toEqual([second!.id]);
    const [refund] = await t.app.ctx.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.order_id, refunded[0]!.id));
    expect(refund!.reason).toBe(DUPLICATE_REFUND_REASON);
  });

  it('refuses to change a past due plan (409, choose a plan again), and asks the provider nothing', async () => {
    const { wes, old } = await pastDueWorker();
    const change = () => call('POST', subscriptionPaths.change, wes.token, { plan: 'yearly' });
    const refusedNow = async () => {
      const refused = await change();
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        SUBSCRIPTION_MESSAGES.choosePlanAgain,
      ]);
    };
    // On the sandbox the plan keeps the period it could not renew.
    await refusedNow();
    expect(await mine(wes.token)).toMatchObject({ choices: [], new_plan: 'replaces' });

    // At Stripe the period moves on at the failed renewal, so the plan still runs: it may be
    // cancelled, but a change is a new plan chosen on the plans page, not a change at renewal.
    await t.app.ctx.db
      .update(subscriptions)
      .set({ current_period_end: new Date(clock.now().getTime() + 30 * DAY) })
      .where(eq(subscriptions.id, old.id));
    expect(await mine(wes.token)).toMatchObject({
      state: 'past_due',
      choices: ['cancel'],
      new_plan: 'replaces',
      next_plan: null,
    });
    await refusedNow();
    const [kept] = await plansOf(wes.id);
    expect(kept).toMatchObject({ plan: 'monthly', next_plan: null });
    expect(await atSandbox(old.subscription_ref)).toMatchObject({ plan: 'monthly', next_plan: null });
  });

  it('ends a past due plan now when it is cancelled, so its payment is not tried again', async () => {
    const { wes, old, failedAt } = await pastDueWorker();
    await movePeriodOn(old);
    expect(await mine(wes.token)).toMatchObject({ state: 'past_due', has_access: true, choices: ['cancel'] });

    const cancelled = await call('POST', subscriptionPaths.cancel, wes.token);
    expect([cancelled.statusCode, cancelled.json().message]).toEqual([
      200,
      SUBSCRIPTION_MESSAGES.cancelledNow,
    ]);
    // What the answer says is what happened: no plan now, and nothing to resume.
    expect(cancelled.json().data).toMatchObject({
      state: 'cancelled',
      has_access: false,
      choices: [],
      new_plan: 'starts',
      past_due: null,
    });
    expect(await atSandbox(old.subscription_ref)).toMatchObject({
      status: 'canceled',
      next_attempt_at: null,
    });

    // Its retry days come and go: nothing more is tried, taken or told.
    const told = await failedNotices(wes.id);
    for (const day of [1, 3, 5, 7]) await retryOnDay(failedAt, day);
    await settle();
    expect((await ordersOf(wes.id)).map((order) => order.status)).toEqual(['failed']);
    expect(await atSandbox(old.subscription_ref)).toMatchObject({ status: 'canceled', attempts: 1 });
    expect(await failedNotices(wes.id)).toEqual(told);
    await signInAgain(wes);
    expect(await mine(wes.token)).toMatchObject({ state: 'cancelled', has_access: false });
  });

  it('keeps a past due plan set to end only while its payment is tried, and says it goes on once that goes through', async () => {
    const { wes, old, failedAt } = await pastDueWorker();
    await movePeriodOn(old);
    // Set to end at the provider (at Stripe, on its own page), its retries still to come.
    const setToEnd = async () => {
      await t.app.ctx.db
        .update(sandboxSubscriptions)
        .set({ cancel_at_period_end: true })
        .where(eq(sandboxSubscriptions.ref, old.subscription_ref));
      await t.app.ctx.db
        .update(subscriptions)
        .set({ ends_at_period_end: true })
        .where(eq(subscriptions.id, old.id));
    };
    await setToEnd();
    expect(await mine(wes.token)).toMatchObject({ state: 'past_due', choices: ['resume'] });

    const kept = await call('POST', subscriptionPaths.resume, wes.token);
    expect([kept.statusCode, kept.json().message]).toEqual([200, SUBSCRIPTION_MESSAGES.resumedPastDue]);
    expect(kept.json().data).toMatchObject({
      state: 'past_due',
      ends_at_period_end: false,
      choices: ['cancel'],
      past_due: { next_try_at: new Date(failedAt.getTime() + DAY).toISOString() },
    });

    // After the last try nothing would pay for it: it is not kept, a plan is chosen again.
    await setToEnd();
    await retryOnDay(failedAt, 1);
    await retryOnDay(failedAt, 3);
    await retryOnDay(failedAt, 5);
    await settle();
    await signInAgain(wes);
    expect(await mine(wes.token)).toMatchObject({
      state: 'past_due',
      choices: [],
      new_plan: 'replaces',
      past_due: { next_try_at: null },
    });
    const refused = await call('POST', subscriptionPaths.resume, wes.token);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      SUBSCRIPTION_MESSAGES.nothingToResume,
    ]);
  });

  it('opens one checkout for two requests at the very same moment', async () => {
    const { wes } = await pastDueWorker();
    const both = await Promise.all([startCheckout(wes.token, 'monthly'), startCheckout(wes.token, 'yearly')]);
    expect(both.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const ours = await t.app.ctx.db.select().from(checkouts).where(eq(checkouts.worker_id, wes.id));
    expect(ours.filter((row) => row.state === 'open')).toHaveLength(1);
    expect(await mine(wes.token)).toMatchObject({ plan: 'monthly', state: 'past_due' });
  });

  it('still refuses a new plan to a worker whose plan runs and is paid for', async () => {
    const wes = await signUpWithId(t.app, { user_type: 'worker' });
    expect(
      (await pay(wes.token, checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url)))
        .statusCode,
    ).toBe(200);
    const again = await startCheckout(wes.token, 'yearly');
    expect([again.statusCode, again.json().message]).toEqual([409, SUBSCRIPTION_MESSAGES.alreadySubscribed]);
  });

  it('refuses a guest (401), a client and staff (403), and stores nothing for them', async () => {
    const before = await t.app.ctx.db.select().from(sandboxCheckouts);
    const guest = await call('POST', subscriptionPaths.subscription, undefined, { plan: 'monthly' });
    expect(guest.statusCode).toBe(401);
    const client = await signUpWithId(t.app, { user_type: 'client' });
    const reviewer = await signUpWithId(t.app, { user_type: 'worker' });
    await makeStaff(t.app, reviewer.id, 'reviewer');
    for (const person of [client, reviewer]) {
      const refused = await startCheckout(person.token, 'monthly');
      expect([refused.statusCode, refused.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.workersOnly]);
      expect(await t.app.ctx.db.select().from(checkouts).where(eq(checkouts.worker_id, person.id))).toEqual(
        [],
      );
    }
    expect(await t.app.ctx.db.select().from(sandboxCheckouts)).toHaveLength(before.length);
  });
});

describe('what a worker is told of a failed payment', () => {
  /** The e-mails telling the worker a payment did not go through. */
  const failedMail = (email: string) =>
    t.outbox.to(email).filter((mail) => mail.subject.includes('payment did not go through'));

  it('does not tell of a failed retry of a plan the worker has replaced', async () => {
    const { wes, old, failedAt } = await pastDueWorker();
    expect([await failedNotices(wes.id), failedMail(wes.user.email)].map((told) => told.length)).toEqual([
      1, 1,
    ]);
    // The new plan is paid at the provider, its events not yet delivered; meanwhile the old plan's
    // first retry fails there, before the new plan ends it.
    clock.set(new Date(failedAt.getTime() + DAY - 60_000));
    await signInAgain(wes);
    const id = checkoutIdOf((await startCheckout(wes.token, 'monthly')).json().data.url);
    await paySandboxCheckout(t.app.ctx, wes.id, id, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    await retryOnDay(failedAt, 1);
    await settle();

    const [ended, plan] = await plansOf(wes.id);
    expect(ended).toMatchObject({ state: 'cancelled', replaced_by: plan!.id });
    expect(await atSandbox(old.subscription_ref)).toMatchObject({ status: 'canceled', attempts: 2 });
    expect((await ordersOf(wes.id)).map((order) => [order.subscription_id, order.status])).toEqual([
      [ended!.id, 'failed'],
      [plan!.id, 'paid'],
    ]);
    expect([await failedNotices(wes.id), failedMail(wes.user.email)].map((told) => told.length)).toEqual([
      1, 1,
    ]);
  });

  it('does not tell of a failed retry whose event comes after a later payment of the plan went through', async () => {
    const { wes, old, failedAt } = await pastDueWorker();
    // The first retry fails, and its events are held back on their way (out of order, as Stripe's may come).
    await retryOnDay(failedAt, 1);
    const late = await t.app.ctx.db
      .select({ id: sandboxOutbox.id })
      .from(sandboxOutbox)
      .where(isNull(sandboxOutbox.delivered_at));
    const held = inArray(
      sandboxOutbox.id,
      late.map((event) => event.id),
    );
    await t.app.ctx.db
      .update(sandboxOutbox)
      .set({ claimed_until: new Date(clock.now().getTime() + 30 * DAY) })
      .where(held);
    // The card works again: the second retry goes through, and is heard of first.
    await t.app.ctx.db
      .update(sandboxSubscriptions)
      .set({ card: 'succeeds' })
      .where(eq(sandboxSubscriptions.ref, old.subscription_ref));
    await retryOnDay(failedAt, 3);
    await settle();
    await signInAgain(wes);
    expect(await mine(wes.token)).toMatchObject({ state: 'active', past_due: null });

    await t.app.ctx.db.update(sandboxOutbox).set({ claimed_until: null }).where(held);
    await settle();
    expect(
      await t.app.ctx.db
        .select()
        .from(sandboxOutbox)
        .where(and(held, isNull(sandboxOutbox.delivered_at))),
    ).toEqual([]);
    expect(await mine(wes.token)).toMatchObject({ state: 'active', has_access: true, past_due: null });
    expect((await ordersOf(wes.id)).map((order) => order.status)).toEqual(['paid']);
    expect([await failedNotices(wes.id), failedMail(wes.user.email)].map((told) => told.length)).toEqual([
      1, 1,
    ]);
  });
});
