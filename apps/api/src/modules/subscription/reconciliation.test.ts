import { SANDBOX_TEST_CARDS, webhookPath } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  paymentCustomers,
  sandboxCharges,
  sandboxSubscriptions,
  type OrderRow,
} from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { signUpWithId } from '../../test/account-helpers';
import { signedSandboxEvent } from '../../test/subscription-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { describeDiscrepancy, reconcilePayments, type Discrepancy } from './reconciliation';
import { deliverSandboxEvents, paySandboxCheckout } from './sandbox-payments.service';
import { startCheckout } from './subscription.service';

// The reconciliation check on the sandbox provider's real books and the orders its webhooks made.
// Each case runs 40 days after the last and looks only at its own days, so cases never see each other.
const clock = manualClock(new Date('2026-11-27T03:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const DAY = 86_400;
const HOUR_MS = 3_600_000;
type Worker = Awaited<ReturnType<typeof signUpWithId>>;

/** A worker who had their trial, so their checkout is charged at once. */
async function workerPastTrial(): Promise<Worker> {
  const worker = await signUpWithId(t.app, { user_type: 'worker', first_name: 'Wes' });
  await t.app.ctx.db
    .insert(paymentCustomers)
    .values({ worker_id: worker.id, provider: 'sandbox', trial_used_at: clock.now() });
  return worker;
}

/** Starts a checkout as the plan page does and answers its id. */
async function startMonthly(worker: Worker): Promise<string> {
  const { data } = await startCheckout(t.app.ctx, t.app.payments, worker.user, 'monthly');
  return new URL(data.url).pathname.split('/').at(-1)!;
}

/** Pays it with the card that succeeds; its events wait in the sandbox's outbox until `settle`. */
async function pay(worker: Worker, checkoutId: string): Promise<void> {
  await paySandboxCheckout(t.app.ctx, worker.id, checkoutId, {
    card_number: SANDBOX_TEST_CARDS.succeeds,
    expiry: '12/30',
    cvc: '123',
    name: 'Wes Tan',
  });
}

/** The sandbox delivers its events through the webhook route. */
const settle = () => t.app.payments.settle();

async function paidPlan(worker: Worker): Promise<void> {
  await pay(worker, await startMonthly(worker));
  await settle();
}

async function ordersOf(worker: Worker): Promise<OrderRow[]> {
  return t.app.ctx.db.select().from(orders).where(eq(orders.worker_id, worker.id));
}

async function sandboxSubscriptionOf(worker: Worker) {
  const [row] = await t.app.ctx.db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.worker_id, worker.id));
  return row!;
}

type Case = {
  case: string;
  act(worker: Worker): Promise<void>;
  /** The window looked at, from the case's start; by default the case's own time. */
  window?(start: Date): { since: Date; until: Date };
  expected: Discrepancy['kind'][];
};

const cases: Case[] = [
  { case: 'reports nothing when a paid checkout has its order', act: paidPlan, expected: [] },
  {
    case: 'reports a charge whose order never came (its webhook was not delivered)',
    act: async (worker) => pay(worker, await startMonthly(worker)),
    expected: ['charge_without_order'],
  },
  {
    case: 'leaves out a charge after the window’s end: its webhook may be on its way',
    act: async (worker) => pay(worker, await startMonthly(worker)),
    window: (start) => ({ since: new Date(start.getTime() - HOUR_MS), until: start }),
    expected: [],
  },
  {
    case: 'leaves out a charge before the window',
    act: async (worker) => {
      await pay(worker, await startMonthly(worker));
      clock.advance(2 * DAY);
    },
    window: () => ({ since: clock.now(), until: new Date(clock.now().getTime() + HOUR_MS) }),
    expected: [],
  },
  {
    case: 'reports an order of an invoice the provider shows no charge for',
    act: async (worker) => {
      await paidPlan(worker);
      const subscription = await sandboxSubscriptionOf(worker);
      // A signed event of a charge the provider's books never had (an event sent by hand, a bug).
      const event = signedSandboxEvent(t.app, 'invoice.paid', {
        type: 'charge_paid',
        charge: {
          invoiceRef: 'in_sbx_never_charged',
          chargeRef: 'ch_sbx_never_charged',
          subscriptionRef: subscription.ref,
          customerRef: subscription.customer_ref,
          plan: 'monthly',
          amountCents: 2_900,
          periodStart: subscription.period_end.toISOString(),
          periodEnd: new Date(subscription.period_end.getTime() + 31 * DAY * 1000).toISOString(),
          attempt: 1,
          nextAttemptAt: null,
        },
      });
      const answer = await t.app.inject({ method: 'POST', url: '/api/webhooks/payments/sandbox', ...event });
      expect(answer.statusCode, answer.body).toBe(200);
    },
    expected: ['order_without_charge'],
  },
  {
    case: 'reports an order whose amount is not what the provider took',
    act: async (worker) => {
      await paidPlan(worker);
      const subscription = await sandboxSubscriptionOf(worker);
      await t.app.ctx.db
        .update(sandboxCharges)
        .set({ amount_cents: 2_000 })
        .where(eq(sandboxCharges.subscription_ref, subscription.ref));
    },
    expected: ['amounts_differ'],
  },
  {
    case: 'reports a worker who paid twice for the same time while the second payment’s refund is not told yet',
    act: async (worker) => {
      await payTwice(worker);
      // The refund the app asked for went through at the provider; its event has not arrived.
      await deliverSandboxEvents(t.app.ctx, async (payload, headers) => {
        if (JSON.parse(payload).type === 'charge.refunded') return;
        await webhook(payload, headers);
      });
    },
    expected: ['period_paid_twice'],
  },
  {
    case: 'reports nothing once the second payment is refunded in full, as the app does by itself',
    act: async (worker) => {
      await payTwice(worker);
      await settle();
      expect((await ordersOf(worker)).map((order) => order.status).sort()).toEqual(['paid', 'refunded']);
    },
    expected: [],
  },
];

/**
 * Two checkouts of one worker paid at the provider: one the app opened, and one opened there
 * another way (a second device, or paid in the instant before the app ended it), which the app
 * ends and refunds when it hears of it.
 */
async function payTwice(worker: Worker): Promise<void> {
  const first = await startMonthly(worker);
  const second = await t.app.payments.provider!.startCheckout({
    workerId: worker.id,
    email: worker.user.email,
    customerRef: null,
    plan: 'monthly',
    trialDays: 0,
    successUrl: 'http://localhost/subscription',
    cancelUrl: 'http://localhost/subscription',
  });
  await pay(worker, first);
  await pay(worker, second.sessionRef);
}

async function webhook(payload: string, headers: Record<string, string>): Promise<void> {
  const answer = await t.app.inject({ method: 'POST', url: webhookPath('sandbox'), headers, payload });
  if (answer.statusCode >= 300) throw new Error(`answered ${answer.statusCode}`);
}

describe('reconcilePayments', () => {
  it.each(cases)('$case', async ({ act, window, expected }) => {
    clock.advance(40 * DAY);
    const start = clock.now();
    const worker = await workerPastTrial();

    await act(worker);

    const result = await reconcilePayments(
      t.app.ctx,
      t.app.payments.provider!,
      window?.(start) ?? { since: start, until: new Date(clock.now().getTime() + HOUR_MS) },
    );
    expect(result.discrepancies.map((found) => found.kind)).toEqual(expected);
  });

  it('counts what it compared: the charges and paid orders in the window', async () => {
    clock.advance(40 * DAY);
    const start = clock.now();
    for (let n = 0; n < 2; n++) await paidPlan(await workerPastTrial());

    const result = await reconcilePayments(t.app.ctx, t.app.payments.provider!, {
      since: start,
      until: new Date(clock.now().getTime() + HOUR_MS),
    });
    expect(result).toMatchObject({ provider: 'sandbox', charges: 2, paidOrders: 2, discrepancies: [] });
  });
});

describe('describeDiscrepancy', () => {
  const order = {
    number: 42,
    invoice_ref: 'in_sbx_0a1b',
    amount_cents: 2_900,
    paid_at: new Date('2027-01-05T03:00:00Z'),
  } as OrderRow;
  const charge = {
    invoiceRef: 'in_sbx_0a1b',
    chargeRef: 'ch_sbx_2c3d',
    subscriptionRef: 'sub_sbx_4e5f',
    amountCents: 29_000,
    chargedAt: new Date('2027-01-05T03:00:00Z'),
  };

  it.each<{ discrepancy: Discrepancy; line: string }>([
    {
      discrepancy: { kind: 'charge_without_order', charge },
      line: 'Charge without an order: sandbox took $290.00 at 2027-01-05T03:00:00.000Z for invoice in_sbx_0a1b (charge ch_sbx_2c3d) of subscription sub_sbx_4e5f, and no paid order has that invoice.',
    },
    {
      discrepancy: { kind: 'order_without_charge', order },
      line: 'Order without a charge: order AL-000042 ($29.00, paid 2027-01-05T03:00:00.000Z) is for invoice in_sbx_0a1b, which sandbox shows no charge for.',
    },
    {
      discrepancy: { kind: 'amounts_differ', order, charge },
      line: 'Amounts differ: order AL-000042 says $29.00, sandbox took $290.00 for invoice in_sbx_0a1b.',
    },
    {
      discrepancy: {
        kind: 'period_paid_twice',
        workerId: '7d1f0c2e-4b8a-4f3e-9c61-2a5b8e0d4f17',
        orders: [
          {
            number: 41,
            periodStart: new Date('2027-01-05T03:00:00Z'),
            periodEnd: new Date('2027-02-05T03:00:00Z'),
          },
          {
            number: 42,
            periodStart: new Date('2027-01-05T03:00:01Z'),
            periodEnd: new Date('2027-02-05T03:00:01Z'),
          },
        ],
      },
      line: 'Period paid twice: orders AL-000041 (2027-01-05T03:00:00.000Z to 2027-02-05T03:00:00.000Z) and AL-000042 (2027-01-05T03:00:01.000Z to 2027-02-05T03:00:01.000Z) of worker 7d1f0c2e-4b8a-4f3e-9c61-2a5b8e0d4f17 pay for the same time.',
    },
  ])('says a $discrepancy.kind in one plain line', ({ discrepancy, line }) => {
    expect(describeDiscrepancy('sandbox', discrepancy)).toBe(line);
  });
});
