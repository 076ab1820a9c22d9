import { randomUUID } from 'node:crypto';
import {
  SUBSCRIPTION_MESSAGES,
  accountSettingsPaths,
  adminOrderPath,
  adminOrderPaths,
  ERROR_MESSAGES,
  refundPath,
  SANDBOX_TEST_CARDS,
  sandboxCheckoutPath,
  subscriptionPaths,
  webhookPath,
} from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefunds, orders } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { makeStaff, post, signUpWithId } from '../../test/account-helpers';
import { signedSandboxEvent } from '../../test/subscription-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { sendWaitingRefunds } from './orders.service';
import { DUPLICATE_REFUND_REASON } from './payments.service';

// The administrators' orders screen's API (issue #23): every worker's orders, a search for the one
// a worker phones about, and each order with what may still be refunded.
const clock = manualClock(new Date('2026-11-27T03:00:00Z'));
let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
  admin = await staff('admin');
});
afterAll(() => t.close());

const DAY = 86_400_000;

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function staff(role: 'admin' | 'reviewer', name = { first_name: 'Sam', last_name: 'Walker' }) {
  const person = await signUpWithId(t.app, { user_type: 'client', ...name });
  await makeStaff(t.app, person.id, role);
  const answer = await post(t.app, '/api/auth/login', { email: person.email, password: person.password });
  return { token: answer.json().token as string, password: person.password };
}

function refund(orderId: string, token: string, amountCents: number, reason: string) {
  return t.app.inject({
    method: 'POST',
    url: refundPath(orderId),
    headers: { authorization: `Bearer ${token}` },
    payload: { amount_cents: amountCents, reason },
  });
}

/**
 * An order as the provider's events leave one, stored directly: the list only reads orders, and the
 * refund's own flow is tested in subscription-lifecycle.routes.test.ts.
 */
async function storedOrder(values: {
  buyer: { name: string; email: string; id?: string | null };
  daysAgo: number;
  status?: 'paid' | 'failed';
}) {
  const created = new Date(clock.now().getTime() - values.daysAgo * DAY);
  const [row] = await t.app.ctx.db
    .insert(orders)
    .values({
      worker_id: values.buyer.id ?? null,
      buyer_name: values.buyer.name,
      buyer_email: values.buyer.email,
      provider: 'sandbox',
      invoice_ref: `in_${randomUUID()}`,
      charge_ref: values.status === 'failed' ? null : `ch_${randomUUID()}`,
      plan: 'monthly',
      period_start: created,
      period_end: new Date(created.getTime() + 30 * DAY),
      amount_cents: 2_900,
      gst_cents: 264,
      status: values.status ?? 'paid',
      created_at: created,
      paid_at: values.status === 'failed' ? null : created,
    })
    .returning();
  return row!;
}

/**
 * A paid order of the worker's, made as a worker makes one: the provider's event of an earlier
 * checkout marks their trial had, so the good test card is charged at once.
 */
async function paidOrderOf(worker: { id: string; token: string }): Promise<{ id: string; number: string }> {
  const earlier = signedSandboxEvent(t.app, 'checkout.session.completed', {
    type: 'checkout_completed',
    sessionRef: randomUUID(),
    workerId: worker.id,
    subscriptionRef: `sub_${randomUUID()}`,
    customerRef: `cus_${randomUUID()}`,
  });
  expect((await t.app.inject({ method: 'POST', url: webhookPath('sandbox'), ...earlier })).statusCode).toBe(
    200,
  );
  const auth = { authorization: `Bearer ${worker.token}` };
  const started = await t.app.inject({
    method: 'POST',
    url: subscriptionPaths.subscription,
    headers: auth,
    payload: { plan: 'monthly' },
  });
  const checkoutId = new URL(started.json().data.url).pathname.split('/').at(-1)!;
  const paid = await t.app.inject({
    method: 'POST',
    url: sandboxCheckoutPath(checkoutId, 'pay'),
    headers: auth,
    payload: { card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12/40', cvc: '123', name: 'Wes Tan' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const listed = await get(subscriptionPaths.orders, worker.token);
  return listed.json().data[0];
}

const number = (n: number) => `AL-${String(n).padStart(6, '0')}`;

describe('GET /api/admin/orders', () => {
  it('lists every worker’s orders newest first, with the buyer and what is left to refund', async () => {
    const wes = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
    const buyer = { id: wes.id, name: 'Wes Tan', email: wes.email };
    const older = await storedOrder({ buyer, daysAgo: 40 });
    const newer = await storedOrder({ buyer, daysAgo: 10 });
    const failed = await storedOrder({ buyer, daysAgo: 5, status: 'failed' });

    const listed = await get(`${adminOrderPaths.orders}?filter[search]=${wes.email}`, admin.token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().meta).toEqual({ page: 1, limit: 20, total: 3, last_page: 1 });
    expect(listed.json().data.map((order: { id: string }) => order.id)).toEqual([
      failed.id,
      newer.id,
      older.id,
    ]);
    expect(listed.json().data[1]).toEqual({
      id: newer.id,
      number: number(newer.number),
      created_at: newer.created_at.toISOString(),
      plan: 'monthly',
      period_start: newer.period_start.toISOString(),
      period_end: newer.period_end.toISOString(),
      amount_cents: 2_900,
      gst_cents: 264,
      refunded_cents: 0,
      status: 'paid',
      buyer_name: 'Wes Tan',
      buyer_email: wes.email,
      refundable_cents: 2_900,
    });
    expect(listed.json().data[0]).toMatchObject({ status: 'failed', refundable_cents: 0 });

    const oldestFirst = await get(
      `${adminOrderPaths.orders}?filter[search]=${wes.email}&sort=created_at&limit=1&fields[orders]=number`,
      admin.token,
    );
    expect(oldestFirst.json()).toEqual({
      data: [{ id: older.id, number: number(older.number) }],
      meta: { page: 1, limit: 1, total: 3, last_page: 3 },
    });
  });

  it('finds an order by its invoice number as printed or as a number, and by part of an e-mail or name', async () => {
    const email = `priya.${randomUUID().slice(0, 8)}@example.com`;
    const priya = await storedOrder({ buyer: { name: 'Priya Zanetti-Rao', email }, daysAgo: 3 });
    // A deleted account's order keeps its buyer (tax records are kept five years).
    const gone = await storedOrder({ buyer: { name: 'Gone Person', email: 'gone@example.com' }, daysAgo: 2 });
    const ids = async (search: string) => {
      const answer = await get(
        `${adminOrderPaths.orders}?filter[search]=${encodeURIComponent(search)}`,
        admin.token,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data.map((order: { id: string }) => order.id);
    };

    for (const search of [number(priya.number), number(priya.number).toLowerCase(), String(priya.number)]) {
      expect(await ids(search)).toEqual([priya.id]);
    }
    expect(await ids(` ${email.toUpperCase()} `)).toEqual([priya.id]);
    expect(await ids('zanetti-rao')).toEqual([priya.id]);
    expect(await ids('gone@example')).toEqual([gone.id]);
    expect(await ids('AL-999999999')).toEqual([]);
    // LIKE's wildcards are plain characters in a search.
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
  });

  it('shows what a refund leaves: refunded so far and what may still be refunded', async () => {
    const wes = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
    const order = await paidOrderOf(wes);
    const refunded = await refund(order.id, admin.token, 1_000, 'Charged twice by mistake');
    expect(refunded.statusCode, refunded.body).toBe(200);

    const listed = await get(`${adminOrderPaths.orders}?filter[search]=${order.number}`, admin.token);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: order.id, refunded_cents: 1_000, refundable_cents: 1_900 }),
    ]);
    const detail = await get(adminOrderPath(order.id), admin.token);
    expect(detail.json().data).toMatchObject({
      status: 'refunded',
      refunded_cents: 1_000,
      refundable_cents: 1_900,
      refunds: [
        {
          amount_cents: 1_000,
          reason: 'Charged twice by mistake',
          created_at: clock.now().toISOString(),
          by: 'Sam Walker',
          automatic: false,
        },
      ],
    });
  });

  it('refuses an unknown parameter (400) and a bad value (422 with the field’s message)', async () => {
    const unknown = await get(`${adminOrderPaths.orders}?filter[email]=wes@example.com`, admin.token);
    expect([unknown.statusCode, unknown.json().errors]).toEqual([
      400,
      { 'filter[email]': [ERROR_MESSAGES.unknownField] },
    ]);
    const empty = await get(`${adminOrderPaths.orders}?filter[search]=%20`, admin.token);
    expect([empty.statusCode, empty.json().errors]).toEqual([
      422,
      { 'filter[search]': ['Enter an invoice number, e-mail address or name.'] },
    ]);
    const long = await get(`${adminOrderPaths.orders}?filter[search]=${'a'.repeat(201)}`, admin.token);
    expect([long.statusCode, long.json().errors]).toEqual([
      422,
      { 'filter[search]': ['An invoice number, e-mail address or name must be 200 characters or fewer.'] },
    ]);
    const badSort = await get(`${adminOrderPaths.orders}?sort=amount`, admin.token);
    expect([badSort.statusCode, badSort.json().errors]).toEqual([
      422,
      { sort: ['Sort by -created_at, created_at.'] },
    ]);
  });

  it('refuses a reviewer, a worker and a client (403), and a guest (401)', async () => {
    const reviewer = await staff('reviewer');
    const refusedReviewer = await get(adminOrderPaths.orders, reviewer.token);
    expect([refusedReviewer.statusCode, refusedReviewer.json().message]).toEqual([
      403,
      SUBSCRIPTION_MESSAGES.adminsOnly,
    ]);
    for (const userType of ['worker', 'client'] as const) {
      const person = await signUpWithId(t.app, { user_type: userType });
      expect((await get(adminOrderPaths.orders, person.token)).statusCode).toBe(403);
    }
    expect((await get(adminOrderPaths.orders)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers any worker’s order to an administrator, and a missing or malformed id with 404', async () => {
    const order = await storedOrder({ buyer: { name: 'Ava Lee', email: 'ava@example.com' }, daysAgo: 1 });
    const found = await get(adminOrderPath(order.id), admin.token);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({
      id: order.id,
      buyer_name: 'Ava Lee',
      refundable_cents: 2_900,
      refunds: [],
    });
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await get(adminOrderPath(id), admin.token);
      expect([missing.statusCode, missing.json().message]).toEqual([
        404,
        'No query results for model [Order].',
      ]);
    }
  });

  it('says who gave each refund back: the staff member by name, one whose account is gone, or the system by itself', async () => {
    const wes = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
    const order = await paidOrderOf(wes);
    const ada = await staff('admin', { first_name: 'Ada', last_name: 'Lovelace' });
    const leaving = await staff('admin', { first_name: 'Lee', last_name: 'Gone' });
    expect((await refund(order.id, ada.token, 500, 'Goodwill')).statusCode).toBe(200);
    clock.advance(60);
    expect((await refund(order.id, leaving.token, 700, 'Charged twice')).statusCode).toBe(200);
    clock.advance(60);
    const deleted = await t.app.inject({
      method: 'POST',
      url: accountSettingsPaths.deletion,
      headers: { authorization: `Bearer ${leaving.token}` },
      payload: { current_password: leaving.password, confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // As payments.service.ts records a refund the system made by itself (a second plan's payment).
    await t.app.ctx.db.insert(orderRefunds).values({
      order_id: order.id,
      amount_cents: 300,
      reason: DUPLICATE_REFUND_REASON,
      staff_id: null,
      created_at: clock.now(),
    });

    const detail = await get(adminOrderPath(order.id), admin.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(
      detail
        .json()
        .data.refunds.map((row: { amount_cents: number; by: string | null; automatic: boolean }) => [
          row.amount_cents,
          row.by,
          row.automatic,
        ]),
    ).toEqual([
      [500, 'Ada Lovelace', false],
      [700, null, false],
      [300, null, true],
    ]);
  });

  it('refuses a reviewer with the reason, a worker, even the order’s own, and a client (403), and a guest (401)', async () => {
    const wes = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
    const order = await paidOrderOf(wes);
    const reviewer = await staff('reviewer');
    const refused = await get(adminOrderPath(order.id), reviewer.token);
    expect([refused.statusCode, refused.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.adminsOnly]);
    const client = await signUpWithId(t.app, { user_type: 'client' });
    for (const person of [wes, client]) {
      expect((await get(adminOrderPath(order.id), person.token)).statusCode).toBe(403);
    }
    expect((await get(adminOrderPath(order.id))).statusCode).toBe(401);
  });
});

describe('a refund the payment provider does not answer', () => {
  /** The sandbox's refunds fail as `fail` says until put back: the provider's side, not ours. */
  function providerRefunds(fail: 'before' | 'after') {
    const sandbox = t.app.payments.providers.get('sandbox')!;
    const real = sandbox.refund.bind(sandbox);
    sandbox.refund = async (...args) => {
      // `after`: the provider made the refund, and its answer was lost on the way.
      if (fail === 'after') await real(...args);
      throw new Error('The provider did not answer.');
    };
    return () => {
      sandbox.refund = real;
    };
  }
  const orderOf = async (id: string) => (await get(adminOrderPath(id), admin.token)).json().data;

  it('keeps the refund asked for, says it is sent again, and the sweep sends it once', async () => {
    const worker = await signUpWithId(t.app, { user_type: 'worker' });
    const order = await paidOrderOf(worker);
    const putBack = providerRefunds('before');
    const answer = await refund(order.id, admin.token, 1_000, 'Charged on the wrong day');
    putBack();
    expect(answer.statusCode, answer.body).toBe(503);
    expect(answer.json().message).toBe(SUBSCRIPTION_MESSAGES.refundNotSentYet);

    // Kept, and counted: nothing more than was paid can be asked for meanwhile.
    const waiting = await orderOf(order.id);
    expect(waiting.refunds).toEqual([expect.objectContaining({ amount_cents: 1_000, sent: false })]);
    expect(waiting.refundable_cents).toBe(1_900);
    expect(waiting.refunded_cents).toBe(0);
    expect((await refund(order.id, admin.token, 2_900, 'All of it')).statusCode).toBe(422);

    // The request may still be asking for a minute; then the sweep sends it, once.
    expect(await sendWaitingRefunds(t.app.ctx, t.app.payments)).toBe(0);
    clock.advance(120);
    expect(await sendWaitingRefunds(t.app.ctx, t.app.payments)).toBe(1);
    expect(await sendWaitingRefunds(t.app.ctx, t.app.payments)).toBe(0);
    const sent = await orderOf(order.id);
    expect(sent.refunds).toEqual([expect.objectContaining({ amount_cents: 1_000, sent: true })]);
    expect(sent.refunded_cents).toBe(1_000);
  });

  it('gives back once a refund the provider made but whose answer was lost', async () => {
    const worker = await signUpWithId(t.app, { user_type: 'worker' });
    const order = await paidOrderOf(worker);
    const putBack = providerRefunds('after');
    const answer = await refund(order.id, admin.token, 500, 'Goodwill');
    putBack();
    expect(answer.statusCode, answer.body).toBe(503);

    clock.advance(120);
    expect(await sendWaitingRefunds(t.app.ctx, t.app.payments)).toBe(1);
    const sent = await orderOf(order.id);
    expect(sent.refunds).toEqual([expect.objectContaining({ amount_cents: 500, sent: true })]);
    // The same key asked again answers the refund made, not a second one.
    expect(sent.refunded_cents).toBe(500);
  });
});
