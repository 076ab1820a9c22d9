import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startLocalStripeServer,
  stripeEventText,
  stripeResponse,
  type LocalStripeServer,
} from './local-stripe-server';
import { WebhookRefused, type PaymentEvent } from './payment-provider';
import { readStripeWebhook, subscriptionStatus } from './stripe-events';

const SECRET = 'whsec_alongside_test_8c1f2d3e4b5a6978';
const NOW = new Date('2027-01-07T02:00:10Z');

const WORKER = '7d1f0c2e-4b8a-4f3e-9c61-2a5b8e0d4f17';
const CUSTOMER = 'cus_TQx3ZpL0aB7cDe';
const SUBSCRIPTION = 'sub_1SWqR2Kx7YbN4pQzA9cLmT3e';
const PAID_INVOICE = 'in_1SbC4dKx7YbN4pQzR3nWa1L9';
const FAILED_INVOICE = 'in_1SkF7gKx7YbN4pQzF4iLd2X0';
const CHARGE = 'ch_3SbC5eKx7YbN4pQz0Xk1pAiD';

let server: LocalStripeServer;
beforeAll(async () => {
  server = await startLocalStripeServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The header Stripe would send with this body, signed `ageSeconds` before now. */
function signed(payload: string, { secret = SECRET, ageSeconds = 0 } = {}): IncomingHttpHeaders {
  const timestamp = Math.floor(NOW.getTime() / 1000) - ageSeconds;
  return {
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
  };
}

function read(payload: string, headers: IncomingHttpHeaders = signed(payload)) {
  return readStripeWebhook(server.stripe, payload, headers, SECRET, NOW);
}

/** A recorded event with one thing changed, written out again as Stripe writes it. */
function variant<T>(type: string, change: (object: T, event: Stripe.Event) => void): string {
  const event = JSON.parse(stripeEventText(type)) as Stripe.Event;
  change(event.data.object as T, event);
  return JSON.stringify(event, null, 2);
}

function answerPayments(name: 'invoice-payments-paid' | 'invoice-payments-failed') {
  server.answer('GET /v1/invoice_payments', stripeResponse(name));
}

describe('reading each Stripe event we use', () => {
  it.each<{
    type: string;
    payments?: 'invoice-payments-paid' | 'invoice-payments-failed';
    expected: PaymentEvent;
  }>([
    {
      type: 'checkout.session.completed',
      expected: {
        eventId: 'evt_1SWqR4Kx7YbN4pQzH2sVt8Ke',
        createdAt: new Date('2026-11-20T01:00:05Z'),
        type: 'checkout_completed',
        sessionRef: 'cs_test_b1Q8mZk3xW7vN2pL5rT9yH4cJ6dF0gS1aE3uI7oP2qR5tY8wX',
        workerId: WORKER,
        subscriptionRef: SUBSCRIPTION,
        customerRef: CUSTOMER,
      },
    },
    {
      type: 'customer.subscription.created',
      expected: {
        eventId: 'evt_1SWqR3Kx7YbN4pQzC1kOutDn',
        createdAt: new Date('2026-11-20T01:00:03Z'),
        type: 'subscription_updated',
        subscription: {
          subscriptionRef: SUBSCRIPTION,
          customerRef: CUSTOMER,
          workerId: WORKER,
          plan: 'monthly',
          status: 'trialing',
          currentPeriodStart: new Date('2026-11-20T01:00:02Z'),
          currentPeriodEnd: new Date('2026-12-04T01:00:00Z'),
          cancelAtPeriodEnd: false,
          trialEnd: new Date('2026-12-04T01:00:00Z'),
        },
      },
    },
    {
      type: 'customer.subscription.updated',
      expected: {
        eventId: 'evt_1SbC6fKx7YbN4pQzU7pDatEd',
        createdAt: new Date('2026-12-04T02:00:05Z'),
        type: 'subscription_updated',
        subscription: {
          subscriptionRef: SUBSCRIPTION,
          customerRef: CUSTOMER,
          workerId: WORKER,
          plan: 'monthly',
          status: 'active',
          currentPeriodStart: new Date('2026-12-04T01:00:00Z'),
          currentPeriodEnd: new Date('2027-01-04T01:00:00Z'),
          cancelAtPeriodEnd: false,
          trialEnd: new Date('2026-12-04T01:00:00Z'),
        },
      },
    },
    {
      type: 'customer.subscription.deleted',
      expected: {
        eventId: 'evt_1SkG2aKx7YbN4pQzD8eLeTeD',
        createdAt: new Date('2027-01-04T01:00:02Z'),
        type: 'subscription_ended',
        subscription: {
          subscriptionRef: SUBSCRIPTION,
          customerRef: CUSTOMER,
          workerId: WORKER,
          plan: 'monthly',
          status: 'cancelled',
          currentPeriodStart: new Date('2026-12-04T01:00:00Z'),
          currentPeriodEnd: new Date('2027-01-04T01:00:00Z'),
          cancelAtPeriodEnd: true,
          trialEnd: new Date('2026-12-04T01:00:00Z'),
        },
      },
    },
    {
      type: 'invoice.paid',
      payments: 'invoice-payments-paid',
      expected: {
        eventId: 'evt_1SbC6eKx7YbN4pQzI5pAiDoK',
        createdAt: new Date('2026-12-04T02:00:04Z'),
        type: 'charge_paid',
        charge: {
          invoiceRef: PAID_INVOICE,
          chargeRef: CHARGE,
          subscriptionRef: SUBSCRIPTION,
          customerRef: CUSTOMER,
          plan: 'monthly',
          amountCents: 2900,
          // The line's period (the month paid for), not the invoice's own period_start/end (the trial).
          periodStart: new Date('2026-12-04T01:00:00Z'),
          periodEnd: new Date('2027-01-04T01:00:00Z'),
          attempt: 1,
          nextAttemptAt: null,
        },
      },
    },
    {
      type: 'invoice.payment_failed',
      payments: 'invoice-payments-failed',
      expected: {
        eventId: 'evt_1SlH9bKx7YbN4pQzF6aIlEdX',
        createdAt: new Date('2027-01-07T02:00:03Z'),
        type: 'charge_failed',
        charge: {
          invoiceRef: FAILED_INVOICE,
          chargeRef: null,
          subscriptionRef: SUBSCRIPTION,
          customerRef: CUSTOMER,
          plan: 'monthly',
          amountCents: 2900,
          periodStart: new Date('2027-01-04T01:00:00Z'),
          periodEnd: new Date('2027-02-04T01:00:00Z'),
          attempt: 2,
          nextAttemptAt: new Date('2027-01-12T02:00:00Z'),
        },
        declineMessage: 'Your card has insufficient funds.',
      },
    },
    {
      type: 'charge.refunded',
      expected: {
        eventId: 'evt_3SbC5eKx7YbN4pQz0Ev9RfNd',
        createdAt: new Date('2027-01-10T03:00:02Z'),
        type: 'charge_refunded',
        chargeRef: CHARGE,
        refundedCents: 1450,
      },
    },
  ])('reads $type', async ({ type, payments, expected }) => {
    if (payments) answerPayments(payments);

    expect(await read(stripeEventText(type))).toEqual(expected);
  });

  it.each([
    ['invoice.paid', PAID_INVOICE, 'invoice-payments-paid'],
    ['invoice.payment_failed', FAILED_INVOICE, 'invoice-payments-failed'],
  ] as const)(
    'asks Stripe once for the payments of the invoice in %s (the payload leaves its charge out)',
    async (type, invoice, payments) => {
      answerPayments(payments);

      await read(stripeEventText(type));

      expect(server.requests).toEqual([
        {
          method: 'GET',
          path: '/v1/invoice_payments',
          params: { invoice, 'expand[0]': 'data.payment.payment_intent' },
          idempotencyKey: null,
        },
      ]);
    },
  );

  it('asks Stripe nothing for the other events', async () => {
    for (const type of ['checkout.session.completed', 'customer.subscription.updated', 'charge.refunded']) {
      await read(stripeEventText(type));
    }

    expect(server.requests).toEqual([]);
  });

  it('lets a failed lookup through as Stripe’s error (not a refusal), so Stripe sends the event again', async () => {
    server.answer('GET /v1/invoice_payments', { error: { type: 'api_error', message: 'Try again.' } }, 500);

    const error = await read(stripeEventText('invoice.paid')).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(WebhookRefused);
  });
});

describe('events that are not ours', () => {
  it.each([
    ['a customer created', stripeEventText('customer.created')],
    [
      'a checkout for a one-off payment',
      variant<Stripe.Checkout.Session>('checkout.session.completed', (session) => {
        session.mode = 'payment';
      }),
    ],
    [
      'a subscription whose first payment has not gone through (incomplete)',
      variant<Stripe.Subscription>('customer.subscription.updated', (subscription) => {
        subscription.status = 'incomplete';
      }),
    ],
    [
      'a paused subscription',
      variant<Stripe.Subscription>('customer.subscription.updated', (subscription) => {
        subscription.status = 'paused';
      }),
    ],
    [
      'the $0 invoice a trial starts with',
      variant<Stripe.Invoice>('invoice.paid', (invoice) => {
        invoice.amount_paid = 0;
        invoice.amount_due = 0;
      }),
    ],
    [
      'an invoice for something other than a subscription',
      variant<Stripe.Invoice>('invoice.paid', (invoice) => {
        invoice.parent = null;
      }),
    ],
  ])('reads %s as nothing, asking Stripe nothing', async (_case, payload) => {
    expect(await read(payload)).toBeNull();
    expect(server.requests).toEqual([]);
  });
});

describe('subscriptionStatus', () => {
  it.each<[Stripe.Subscription.Status, string | null]>([
    ['trialing', 'trialing'],
    ['active', 'active'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'expired'],
    ['incomplete', null],
    ['paused', null],
    ['some_later_status', null],
  ])('Stripe’s %s is our %s', (status, ours) => {
    expect(subscriptionStatus(status)).toBe(ours);
  });
});

describe('details of the mapping', () => {
  it('reads a deleted subscription that never got its first payment as expired', async () => {
    const payload = variant<Stripe.Subscription>('customer.subscription.deleted', (subscription) => {
      subscription.status = 'incomplete_expired';
    });

    expect(await read(payload)).toMatchObject({
      type: 'subscription_ended',
      subscription: { status: 'expired' },
    });
  });

  it('reads cancel_at at the period’s end as ending at the period’s end', async () => {
    const payload = variant<Stripe.Subscription>('customer.subscription.updated', (subscription) => {
      subscription.cancel_at = subscription.items.data[0]!.current_period_end;
    });

    expect(await read(payload)).toMatchObject({ subscription: { cancelAtPeriodEnd: true } });
  });

  it('takes the plan from the price’s metadata before the subscription’s', async () => {
    const payload = variant<Stripe.Subscription>('customer.subscription.updated', (subscription) => {
      subscription.items.data[0]!.price.metadata = { plan: 'yearly' };
    });

    expect(await read(payload)).toMatchObject({ subscription: { plan: 'yearly' } });
  });

  it('has no decline message when Stripe gave none', async () => {
    const payments = stripeResponse('invoice-payments-failed') as Stripe.ApiList<Stripe.InvoicePayment>;
    (payments.data[0]!.payment.payment_intent as Stripe.PaymentIntent).last_payment_error = null;
    server.answer('GET /v1/invoice_payments', payments);

    expect(await read(stripeEventText('invoice.payment_failed'))).toMatchObject({ declineMessage: null });
  });
});

describe('refusing a webhook', () => {
  const body = stripeEventText('customer.subscription.updated');

  it.each<{ case: string; payload: string; headers: IncomingHttpHeaders }>([
    { case: 'signed with another secret', payload: body, headers: signed(body, { secret: 'whsec_another' }) },
    { case: 'signed 6 minutes ago (a replay)', payload: body, headers: signed(body, { ageSeconds: 6 * 60 }) },
    { case: 'signed 5 minutes and 1 second ago', payload: body, headers: signed(body, { ageSeconds: 301 }) },
    { case: 'without a signature header', payload: body, headers: {} },
    {
      case: 'with two signature headers',
      payload: body,
      headers: { 'stripe-signature': ['t=1,v1=a', 't=1,v1=b'] },
    },
    {
      case: 'with a signature header that is not Stripe’s',
      payload: body,
      headers: { 'stripe-signature': 'x' },
    },
    {
      case: 'whose body was changed after signing',
      payload: body.replace('"status": "active"', '"status": "canceled"'),
      headers: signed(body),
    },
  ])('$case', async ({ payload, headers }) => {
    await expect(read(payload, headers)).rejects.toThrow(WebhookRefused);
  });

  it.each([
    ['a well-signed body that is not JSON', 'status=active'],
    ['a well-signed JSON body that is not an event', JSON.stringify({ id: 'sub_1', object: 'subscription' })],
    [
      'an event of another Stripe API version (another shape)',
      variant<Stripe.Subscription>('customer.subscription.updated', (_subscription, event) => {
        event.api_version = '2024-06-20';
      }),
    ],
    [
      'a subscription on a plan we do not sell',
      variant<Stripe.Subscription>('customer.subscription.updated', (subscription) => {
        subscription.metadata.plan = 'weekly';
      }),
    ],
    [
      'a subscription without our worker id',
      variant<Stripe.Subscription>('customer.subscription.updated', (subscription) => {
        delete subscription.metadata.worker_id;
      }),
    ],
    [
      'an invoice on a plan we do not sell',
      variant<Stripe.Invoice>('invoice.paid', (invoice) => {
        invoice.parent!.subscription_details!.metadata = { plan: 'lifetime' };
      }),
    ],
    [
      'an invoice in another currency',
      variant<Stripe.Invoice>('invoice.paid', (invoice) => {
        invoice.currency = 'usd';
      }),
    ],
    [
      'a subscription checkout without the worker’s id',
      variant<Stripe.Checkout.Session>('checkout.session.completed', (session) => {
        session.client_reference_id = null;
      }),
    ],
  ])('refuses %s, with a message that quotes nothing of it', async (_case, payload) => {
    const error = await read(payload).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(WebhookRefused);
    expect((error as Error).message).not.toMatch(/sub_|cus_|in_1|weekly|lifetime|usd|status=/);
    expect(server.requests).toEqual([]);
  });

  it('refuses a paid invoice that Stripe shows no charge for', async () => {
    const payments = stripeResponse('invoice-payments-paid') as Stripe.ApiList<Stripe.InvoicePayment>;
    payments.data[0]!.status = 'open';
    server.answer('GET /v1/invoice_payments', payments);

    await expect(read(stripeEventText('invoice.paid'))).rejects.toThrow(WebhookRefused);
  });
});

describe('the age of a signature', () => {
  const body = stripeEventText('charge.refunded');

  it.each([0, 4 * 60, 5 * 60])('accepts one signed %i seconds ago', async (ageSeconds) => {
    expect(await read(body, signed(body, { ageSeconds }))).toMatchObject({ type: 'charge_refunded' });
  });
});
