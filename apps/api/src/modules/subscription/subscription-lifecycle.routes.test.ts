import {
  SANDBOX_CHECKOUT_MESSAGES,
  SANDBOX_TEST_CARDS,
  SUBSCRIPTION_MESSAGES,
  invoicePath,
  orderPath,
  refundPath,
  sandboxCheckoutPath,
  subscriptionPaths,
  webhookPath,
} from '@alongside/contract';
import { formatLongDate } from '@alongside/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  orders,
  paymentCustomers,
  paymentEvents,
  sandboxOutbox,
  sandboxSubscriptions,
  subscriptions,
} from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { makeStaff, post, signUpWithId } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { SANDBOX_CARD, sandboxTestKit } from './sandbox-test-kit';
import { markDelivered } from './sandbox-payments.repository';
import {
  paySandboxCheckout,
  runSandboxRenewals,
  sandboxWebhookSecret,
  signSandboxEvent,
} from './sandbox-payments.service';

// A worker's plan from checkout to renewal, failure, cancelling and the webhooks' rules, on the
// sandbox provider: its events reach the app through the webhook route, signed, as Stripe's do.
const clock = manualClock(new Date('2026-11-27T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const DAY = 86_400;
const { call, settle, signInAgain } = sandboxTestKit(() => t);

async function worker() {
  return signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
}

/** Starts a checkout for `plan` and answers its id (the last part of the address it answers). */
async function checkout(token: string, plan = 'monthly'): Promise<string> {
  const started = await call('POST', subscriptionPaths.subscription, token, { plan });
  expect(started.statusCode, started.body).toBe(200);
  const url = new URL(started.json().data.url);
  expect(url.pathname).toMatch(/^\/checkout\/sandbox\/[\w-]+$/);
  return url.pathname.split('/').at(-1)!;
}

function pay(token: string, id: string, card: string) {
  return call('POST', sandboxCheckoutPath(id, 'pay'), token, { ...SANDBOX_CARD, card_number: card });
}

async function mine(token: string) {
  const response = await call('GET', subscriptionPaths.subscription, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function ordersOf(userId: string) {
  return t.app.ctx.db.select().from(orders).where(eq(orders.worker_id, userId));
}

/** The bodies of the worker's in-app notices of a failed payment, oldest first. */
async function failedNotices(userId: string) {
  const told = await t.app.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, 'payment_failed')))
    .orderBy(notifications.created_at);
  return told.map((notice) => notice.body);
}

describe('a plan from checkout to renewal', () => {
  it('starts with a free trial after a good card, charges at its end, and keeps one order per charge', async () => {
    const wes = await worker();
    const id = await checkout(wes.token);
    const seen = await call('GET', sandboxCheckoutPath(id), wes.token);
    expect(seen.json().data).toMatchObject({
      state: 'open',
      trial_days: 14,
      plan: { id: 'monthly', price_cents: 2_900 },
    });

    // A declined card and one without funds: refused with their reasons, and nothing starts.
    for (const [card, message] of [
      [SANDBOX_TEST_CARDS.declined, SANDBOX_CHECKOUT_MESSAGES.declined],
      [SANDBOX_TEST_CARDS.insufficientFunds, SANDBOX_CHECKOUT_MESSAGES.insufficientFunds],
    ]) {
      const refused = await pay(wes.token, id, card!);
      expect([refused.statusCode, refused.json().message]).toEqual([402, message]);
    }
    expect((await mine(wes.token)).data).toBeNull();

    // The good card: the trial starts, told by the sandbox's webhook events.
    const paid = await pay(wes.token, id, '4242 4242 4242 4242');
    expect([paid.statusCode, paid.json().data.state]).toEqual([200, 'completed']);
    const trial = await mine(wes.token);
    expect(trial.data).toMatchObject({
      plan: 'monthly',
      state: 'trialing',
      has_access: true,
      ends_at_period_end: false,
      choices: ['cancel', 'change_plan'],
      trial_end: '2026-12-11T03:00:00.000Z',
    });
    expect(trial.meta.trial_available).toBe(false);
    expect(await ordersOf(wes.id)).toEqual([]);

    // A finished checkout cannot be paid again.
    const again = await pay(wes.token, id, SANDBOX_TEST_CARDS.succeeds);
    expect([again.statusCode, again.json().message]).toEqual([409, SANDBOX_CHECKOUT_MESSAGES.notOpen]);

    // The trial ends: the first month is charged, as one paid order with its GST.
    clock.advance(14 * DAY);
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);
    const active = await mine(wes.token);
    expect(active.data).toMatchObject({ state: 'active', current_period_end: '2027-01-11T03:00:00.000Z' });
    const [order] = await ordersOf(wes.id);
    expect(order).toMatchObject({
      status: 'paid',
      amount_cents: 2_900,
      gst_cents: 264,
      plan: 'monthly',
      buyer_email: wes.user.email,
    });
  });

  it('cancels at the period’s end, resumes before it, and ends the plan when the period is over', async () => {
    const wes = await worker();
    await pay(wes.token, await checkout(wes.token), SANDBOX_TEST_CARDS.succeeds);

    const cancelled = await call('POST', subscriptionPaths.cancel, wes.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      data: { ends_at_period_end: true, has_access: true, choices: ['resume'] },
      message: SUBSCRIPTION_MESSAGES.cancelled,
    });
    const resumed = await call('POST', subscriptionPaths.resume, wes.token);
    expect(resumed.json()).toMatchObject({
      data: { ends_at_period_end: false },
      message: SUBSCRIPTION_MESSAGES.resumed,
    });
    const twice = await call('POST', subscriptionPaths.resume, wes.token);
    expect([twice.statusCode, twice.json().message]).toEqual([409, SUBSCRIPTION_MESSAGES.nothingToResume]);

    await call('POST', subscriptionPaths.cancel, wes.token);
    clock.advance(15 * DAY);
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);
    expect((await mine(wes.token)).data).toMatchObject({
      state: 'cancelled',
      has_access: false,
      choices: [],
    });
    expect(await ordersOf(wes.id)).toEqual([]);
  });

  it('retries a failed renewal on days 1, 3 and 5 with an e-mail each time, keeps access 7 days, then expires', async () => {
    const wes = await worker();
    await pay(wes.token, await checkout(wes.token), SANDBOX_TEST_CARDS.succeeds);
    const [sandbox] = await t.app.ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.worker_id, wes.id));
    // At the sandbox, the card stops working (as a card that expires or is cancelled would).
    await t.app.ctx.db
      .update(sandboxSubscriptions)
      .set({ card: 'declined' })
      .where(eq(sandboxSubscriptions.ref, sandbox!.ref));

    clock.advance(14 * DAY);
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);
    const failedAt = clock.now().getTime();
    const graceEnd = new Date(failedAt + 7 * DAY * 1000).toISOString();
    expect((await mine(wes.token)).data).toMatchObject({
      state: 'past_due',
      has_access: true,
      past_due: { access_until: graceEnd, next_try_at: new Date(failedAt + DAY * 1000).toISOString() },
    });
    const failedMail = () =>
      t.outbox.to(wes.user.email).filter((mail) => mail.subject.includes('did not go through'));
    expect(failedMail()).toHaveLength(1);
    // What to do is what the plans page offers with any provider: choose a plan again.
    const keptUntil = `You keep your plan until ${formatLongDate(graceEnd)}.`;
    const retrying = [
      `We could not take $29.00 for your Alongside plan: ${SANDBOX_CHECKOUT_MESSAGES.declined}`,
      `We will try again on ${formatLongDate(new Date(failedAt + DAY * 1000))}. ${keptUntil}`,
      'To pay now with another card, open Your plan in the app and choose a plan again.',
    ];
    expect(failedMail()[0]!.text).toContain(retrying.join('\n'));
    expect(await failedNotices(wes.id)).toEqual([retrying.join(' ')]);

    // The plan page names the next try, the day the e-mail of each failure names.
    for (const [day, nextDay] of [
      [1, 3],
      [3, 5],
      [5, null],
    ] as const) {
      clock.set(new Date(failedAt + day * DAY * 1000));
      await runSandboxRenewals(t.app.ctx);
      await settle();
      await signInAgain(wes);
      const nextTry = nextDay === null ? null : new Date(failedAt + nextDay * DAY * 1000);
      expect((await mine(wes.token)).data.past_due.next_try_at).toBe(nextTry?.toISOString() ?? null);
      if (nextTry)
        expect(failedMail().at(-1)!.text).toContain(`We will try again on ${formatLongDate(nextTry)}.`);
    }
    expect(failedMail()).toHaveLength(4);
    // The last retry has failed: nothing more is tried, and the plan lasts to the grace's end.
    expect((await mine(wes.token)).data).toMatchObject({
      state: 'past_due',
      has_access: true,
      past_due: { access_until: graceEnd, next_try_at: null },
    });
    const [failed, ...more] = await ordersOf(wes.id);
    expect([failed?.status, more]).toEqual(['failed', []]);
    const lastTold = [
      `We will not try it again. ${keptUntil}`,
      'To go on with a plan, open Your plan in the app and choose a plan again.',
    ];
    expect(failedMail()[3]!.text).toContain(lastTold.join('\n'));
    expect((await failedNotices(wes.id))[3]).toContain(lastTold.join(' '));

    clock.set(new Date(failedAt + 7 * DAY * 1000));
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);
    expect((await mine(wes.token)).data).toMatchObject({
      state: 'expired',
      has_access: false,
      past_due: null,
    });
  });

  it('asks a 3-D Secure card to confirm: not confirmed is refused and the form comes back, confirmed starts the plan', async () => {
    const wes = await worker();
    const id = await checkout(wes.token, 'yearly');
    const asked = await pay(wes.token, id, SANDBOX_TEST_CARDS.confirms);
    expect(asked.json().data.state).toBe('confirming');
    const no = await call('POST', sandboxCheckoutPath(id, 'confirm'), wes.token, { approve: false });
    expect([no.statusCode, no.json().message]).toEqual([402, SANDBOX_CHECKOUT_MESSAGES.notConfirmed]);
    expect((await call('GET', sandboxCheckoutPath(id), wes.token)).json().data.state).toBe('open');
    await pay(wes.token, id, SANDBOX_TEST_CARDS.confirms);
    const yes = await call('POST', sandboxCheckoutPath(id, 'confirm'), wes.token, { approve: true });
    expect(yes.json().data.state).toBe('completed');
    expect((await mine(wes.token)).data).toMatchObject({ plan: 'yearly', state: 'trialing' });
  });

  it('charges at once, without a trial, a worker who had one, and changes plan only at renewal', async () => {
    const wes = await worker();
    await pay(wes.token, await checkout(wes.token), SANDBOX_TEST_CARDS.succeeds);
    await call('POST', subscriptionPaths.cancel, wes.token);
    clock.advance(15 * DAY);
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);

    const id = await checkout(wes.token);
    expect((await call('GET', sandboxCheckoutPath(id), wes.token)).json().data.trial_days).toBe(0);
    await pay(wes.token, id, SANDBOX_TEST_CARDS.succeeds);
    expect((await mine(wes.token)).data).toMatchObject({ state: 'active', plan: 'monthly' });
    expect((await ordersOf(wes.id)).map((order) => order.status)).toEqual(['paid']);

    const changed = await call('POST', subscriptionPaths.change, wes.token, { plan: 'yearly' });
    expect(changed.json()).toMatchObject({
      data: { plan: 'monthly', next_plan: 'yearly' },
      message: SUBSCRIPTION_MESSAGES.changed,
    });
    clock.advance(31 * DAY);
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);
    expect((await mine(wes.token)).data).toMatchObject({ plan: 'yearly', next_plan: null, state: 'active' });
    expect((await ordersOf(wes.id)).map((order) => [order.plan, order.amount_cents]).sort()).toEqual([
      ['monthly', 2_900],
      ['yearly', 29_000],
    ]);
  });
});

describe('who may', () => {
  it('refuses a client the plans’ routes (403), and another worker someone’s checkout (404)', async () => {
    const client = await signUpWithId(t.app, { user_type: 'client', first_name: 'Cara' });
    for (const [url, body] of [
      [subscriptionPaths.subscription, { plan: 'monthly' }],
      [subscriptionPaths.cancel, undefined],
      [subscriptionPaths.change, { plan: 'yearly' }],
    ] as const) {
      const refused = await call('POST', url, client.token, body);
      expect([refused.statusCode, refused.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.workersOnly]);
    }
    const wes = await worker();
    const id = await checkout(wes.token);
    const other = await worker();
    const hidden = await call('GET', sandboxCheckoutPath(id), other.token);
    expect([hidden.statusCode, hidden.json().message]).toEqual([
      404,
      'No query results for model [Checkout].',
    ]);
    expect((await pay(other.token, id, SANDBOX_TEST_CARDS.succeeds)).statusCode).toBe(404);
  });

  it('refuses a plan name that is not one, and an unknown card, with the field’s message', async () => {
    const wes = await worker();
    const bad = await call('POST', subscriptionPaths.subscription, wes.token, { plan: 'weekly' });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { plan: [SUBSCRIPTION_MESSAGES.choosePlan] }]);
    const id = await checkout(wes.token);
    const card = await pay(wes.token, id, '4111111111111111');
    expect([card.statusCode, card.json().errors]).toEqual([
      422,
      { card_number: [SANDBOX_CHECKOUT_MESSAGES.cardNumber] },
    ]);
    const expired = await call('POST', sandboxCheckoutPath(id, 'pay'), wes.token, {
      ...SANDBOX_CARD,
      expiry: '01/20',
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    expect([expired.statusCode, expired.json().errors]).toEqual([
      422,
      { expiry: [SANDBOX_CHECKOUT_MESSAGES.expiry] },
    ]);
  });
});

describe('the webhook', () => {
  const secret = () => sandboxWebhookSecret(t.app.ctx.config);
  function event(id: string, type: string, object: object, at = clock.now()) {
    return JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(at.getTime() / 1000),
      livemode: false,
      type,
      data: { object },
    });
  }
  function post(payload: string, signature = signSandboxEvent(payload, secret(), clock.now())) {
    return t.app.inject({
      method: 'POST',
      url: webhookPath('sandbox'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  }

  it('refuses a wrong signature and one older than 5 minutes with 400, and nothing changes', async () => {
    const before = await t.app.ctx.db.select().from(paymentEvents);
    const payload = event('evt_refused', 'charge.refunded', {
      type: 'charge_refunded',
      chargeRef: 'ch_x',
      refundedCents: 1,
    });
    const wrong = await post(payload, signSandboxEvent(payload, 'whsec_not_the_one', clock.now()));
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, SUBSCRIPTION_MESSAGES.webhookRefused]);
    const old = await post(
      payload,
      signSandboxEvent(payload, secret(), new Date(clock.now().getTime() - 301_000)),
    );
    expect(old.statusCode).toBe(400);
    expect(await t.app.ctx.db.select().from(paymentEvents)).toEqual(before);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: webhookPath('nobody'),
          payload: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('applies an event once however often it comes, and ends right when events come out of order', async () => {
    const wes = await worker();
    const start = clock.now();
    const subscription = {
      subscriptionRef: 'sub_sbx_ordered',
      customerRef: 'cus_sbx_ordered',
      workerId: wes.id,
      plan: 'monthly',
      currentPeriodStart: start.toISOString(),
      currentPeriodEnd: new Date(start.getTime() + 30 * DAY * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      trialEnd: null,
    };
    const charge = {
      invoiceRef: 'in_sbx_ordered',
      chargeRef: 'ch_sbx_ordered',
      subscriptionRef: subscription.subscriptionRef,
      customerRef: subscription.customerRef,
      plan: 'monthly',
      amountCents: 2_900,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
      attempt: 1,
      nextAttemptAt: null,
    };
    const paid = event('evt_paid', 'invoice.paid', { type: 'charge_paid', charge });
    const created = event('evt_created', 'customer.subscription.created', {
      type: 'subscription_updated',
      subscription: { ...subscription, status: 'active' },
    });
    // Set to end, later: a newer view of the same subscription.
    const later = new Date(start.getTime() + 60_000);
    const updated = event(
      'evt_updated',
      'customer.subscription.updated',
      {
        type: 'subscription_updated',
        subscription: { ...subscription, status: 'active', cancelAtPeriodEnd: true },
      },
      later,
    );

    // The charge before its subscription: not yet (409), so the provider sends it again later.
    expect((await post(paid)).statusCode).toBe(409);
    // The newer view first, then the older one: the newer stays.
    expect((await post(created)).statusCode).toBe(200);
    expect((await post(updated)).statusCode).toBe(200);
    const older = event('evt_older', 'customer.subscription.updated', {
      type: 'subscription_updated',
      subscription: { ...subscription, status: 'active' },
    });
    expect((await post(older)).statusCode).toBe(200);
    // Three times each: one order, one effect.
    for (let time = 0; time < 3; time++) {
      expect((await post(paid)).statusCode).toBe(200);
      expect((await post(updated)).statusCode).toBe(200);
    }
    expect(await ordersOf(wes.id)).toHaveLength(1);
    const [row] = await t.app.ctx.db.select().from(subscriptions).where(eq(subscriptions.worker_id, wes.id));
    expect(row).toMatchObject({ state: 'active', ends_at_period_end: true });
  });

  it('ends as the sandbox’s events of a plan’s life tell, each delivered three times and newest first', async () => {
    await settle();
    const wes = await worker();
    const checkoutId = await checkout(wes.token);
    // The plan's life at the sandbox, its events held in the outbox: the trial, the first month
    // charged when it ends, a change to yearly charged at the next renewal, then set to end.
    await paySandboxCheckout(t.app.ctx, wes.id, checkoutId, {
      ...SANDBOX_CARD,
      card_number: SANDBOX_TEST_CARDS.succeeds,
    });
    const [sandbox] = await t.app.ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.worker_id, wes.id));
    clock.advance(14 * DAY);
    await runSandboxRenewals(t.app.ctx);
    const firstMonthEnds = clock.now().getTime() + 31 * DAY * 1000;
    await t.app.payments.provider!.changePlanAtRenewal(sandbox!.ref, 'yearly');
    clock.set(new Date(firstMonthEnds));
    await runSandboxRenewals(t.app.ctx);
    await t.app.payments.provider!.setCancelAtPeriodEnd(sandbox!.ref, true);
    // Held back: this plan's events (others renewed meanwhile are delivered as usual).
    const held = (
      await t.app.ctx.db
        .select()
        .from(sandboxOutbox)
        .where(isNull(sandboxOutbox.delivered_at))
        .orderBy(desc(sandboxOutbox.id))
    ).filter((event) => event.payload.includes(sandbox!.ref));
    for (const event of held) await markDelivered(t.app.ctx.db, event.id, clock.now());
    await settle();
    expect(held.map((event) => JSON.parse(event.payload).type).reverse()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);

    // Newest first, round after round, until each has been taken (200) three times; one the app is
    // not ready for (a charge before its subscription: 409) comes again in the next round, as the
    // provider sends it again.
    const taken = new Map(held.map((event) => [event.id, 0]));
    for (let round = 0; round < 5; round++) {
      for (const event of held.filter((waiting) => taken.get(waiting.id)! < 3)) {
        const answer = await post(event.payload);
        expect([200, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 200) taken.set(event.id, taken.get(event.id)! + 1);
      }
    }
    expect([...taken.values()]).toEqual(held.map(() => 3));

    // One effect each: the plan as the newest event tells it, one order per charge.
    const [row, ...more] = await t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.worker_id, wes.id));
    const [atSandbox] = await t.app.ctx.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.ref, sandbox!.ref));
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      plan: 'yearly',
      state: 'active',
      ends_at_period_end: true,
      next_plan: null,
      current_period_start: atSandbox!.period_start,
      current_period_end: atSandbox!.period_end,
    });
    const charged = (await ordersOf(wes.id))
      .map((order) => [order.plan, order.amount_cents, order.status])
      .sort();
    expect(charged).toEqual([
      ['monthly', 2_900, 'paid'],
      ['yearly', 29_000, 'paid'],
    ]);
    const [customer] = await t.app.ctx.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.worker_id, wes.id));
    expect(customer?.trial_used_at).not.toBeNull();
    const stored = await t.app.ctx.db.select().from(paymentEvents);
    const ids = new Set(stored.map((event) => event.event_id));
    expect(held.filter((event) => ids.has(event.event_id))).toHaveLength(held.length);
  });
});

describe('orders, their tax invoices and refunds', () => {
  /** A worker whose trial ended and whose first month was paid: one paid order. */
  async function workerWithPaidOrder() {
    const wes = await worker();
    await pay(wes.token, await checkout(wes.token), SANDBOX_TEST_CARDS.succeeds);
    clock.advance(14 * DAY);
    await runSandboxRenewals(t.app.ctx);
    await settle();
    await signInAgain(wes);
    const listed = await call('GET', subscriptionPaths.orders, wes.token);
    expect(listed.statusCode, listed.body).toBe(200);
    return { wes, order: listed.json().data[0] };
  }

  it('lists the worker’s orders with their GST, and serves each paid one’s tax invoice as a PDF', async () => {
    const { wes, order } = await workerWithPaidOrder();
    expect(order).toMatchObject({
      number: expect.stringMatching(/^AL-\d{6}$/),
      plan: 'monthly',
      amount_cents: 2_900,
      gst_cents: 264,
      refunded_cents: 0,
      status: 'paid',
    });
    expect((await call('GET', orderPath(order.id), wes.token)).json().data).toEqual(order);
    // The list narrowed to some fields (spec §7), the id always kept.
    const narrowed = await call('GET', `${subscriptionPaths.orders}?fields[orders]=number,status`, wes.token);
    expect([narrowed.statusCode, narrowed.json().data]).toEqual([
      200,
      [{ id: order.id, number: order.number, status: 'paid' }],
    ]);
    const invoice = await call('GET', invoicePath(order.id), wes.token);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers another worker’s order and invoice like a missing one, and refuses a client', async () => {
    const { order } = await workerWithPaidOrder();
    const other = await worker();
    for (const url of [orderPath(order.id), invoicePath(order.id), orderPath('not-an-id')]) {
      const hidden = await call('GET', url, other.token);
      expect([hidden.statusCode, hidden.json().message]).toEqual([
        404,
        'No query results for model [Order].',
      ]);
    }
    expect((await call('GET', subscriptionPaths.orders, other.token)).json().data).toEqual([]);
    const client = await signUpWithId(t.app, { user_type: 'client', first_name: 'Cara' });
    expect((await call('GET', subscriptionPaths.orders, client.token)).statusCode).toBe(403);
  });

  it('lets an administrator refund part, then the rest, never more; the order and its invoice show it', async () => {
    const { wes, order } = await workerWithPaidOrder();
    const admin = await staff('admin');
    const reviewer = await staff('reviewer');
    const refund = (who: { token: string }, amount: number) =>
      call('POST', refundPath(order.id), who.token, {
        amount_cents: amount,
        reason: 'Charged twice by mistake',
      });

    const notAdmin = await refund(reviewer, 1_000);
    expect([notAdmin.statusCode, notAdmin.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.adminsOnly]);
    const part = await refund(admin, 1_000);
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ refunded_cents: 1_000, status: 'refunded' });
    const tooMuch = await refund(admin, 2_000);
    expect([tooMuch.statusCode, tooMuch.json().errors]).toEqual([
      422,
      { amount_cents: [SUBSCRIPTION_MESSAGES.refundTooLarge] },
    ]);
    const rest = await refund(admin, 1_900);
    expect(rest.json().data.refunded_cents).toBe(2_900);
    await signInAgain(wes);
    expect((await call('GET', orderPath(order.id), wes.token)).json().data.refunded_cents).toBe(2_900);
    const noReason = await call('POST', refundPath(order.id), admin.token, { amount_cents: 1, reason: ' ' });
    expect([noReason.statusCode, noReason.json().errors]).toEqual([
      422,
      { reason: [SUBSCRIPTION_MESSAGES.refundReason] },
    ]);
  });
});

async function staff(role: 'admin' | 'reviewer') {
  const person = await signUpWithId(t.app, { user_type: 'client', first_name: 'Sam' });
  await makeStaff(t.app, person.id, role);
  const answer = await post(t.app, '/api/auth/login', { email: person.email, password: person.password });
  return { ...person, token: answer.json().token as string };
}
