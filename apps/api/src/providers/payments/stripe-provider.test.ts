import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import {
  startLocalStripeServer,
  stripeEventText,
  stripeResponse,
  type LocalStripeServer,
  type RecordedRequest,
} from './local-stripe-server';
import { WebhookRefused, type CheckoutRequest, type PaymentProvider } from './payment-provider';
import { renewalPhases, stripePaymentProvider } from './stripe-provider';

const SECRET = 'whsec_alongside_test_5e6f7a8b9c0d1e2f';
const PRICES = { monthly: 'price_1SWq9aKx7YbN4pQzM0nThLy1', yearly: 'price_1SWq9bKx7YbN4pQzY3arLy2' };
const WORKER = '7d1f0c2e-4b8a-4f3e-9c61-2a5b8e0d4f17';
const SUBSCRIPTION = 'sub_1SWqR2Kx7YbN4pQzA9cLmT3e';
const SCHEDULE = 'sub_sched_1SdE6fKx7YbN4pQzS5hGc8Uv';
const CHECKOUT_URL =
  'https://checkout.stripe.com/c/pay/cs_test_b1Q8mZk3xW7vN2pL5rT9yH4cJ6dF0gS1aE3uI7oP2qR5tY8wX#fidkdWxOYHwnPyd1blpxYHZxWjA0';

const clock = manualClock(new Date('2027-01-10T03:00:05Z'));
let server: LocalStripeServer;
let provider: PaymentProvider;

beforeAll(async () => {
  server = await startLocalStripeServer();
  provider = stripePaymentProvider({
    secretKey: 'sk_test_not_used',
    webhookSecret: SECRET,
    prices: PRICES,
    stripe: server.stripe,
    clock,
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** The requests as method and path, to read their order at a glance. */
function routes() {
  return server.requests.map((request) => `${request.method} ${request.path}`);
}

const checkout: CheckoutRequest = {
  workerId: WORKER,
  email: 'sam.worker@example.com',
  customerRef: null,
  plan: 'monthly',
  trialDays: 14,
  successUrl: 'https://alongside.example/plans?checkout=done',
  cancelUrl: 'https://alongside.example/plans?checkout=cancelled',
};

describe('startCheckout', () => {
  it('opens a hosted subscription checkout for the plan’s price, with the trial, for a new customer', async () => {
    server.answer('POST /v1/checkout/sessions', stripeResponse('checkout-session'));

    const result = await provider.startCheckout(checkout);

    expect(result).toEqual({
      sessionRef: 'cs_test_b1Q8mZk3xW7vN2pL5rT9yH4cJ6dF0gS1aE3uI7oP2qR5tY8wX',
      url: CHECKOUT_URL,
      // The session's `expires_at`: a day after it was made.
      expiresAt: new Date(1795222500 * 1000),
    });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/checkout/sessions',
        params: {
          mode: 'subscription',
          client_reference_id: WORKER,
          customer_email: 'sam.worker@example.com',
          'line_items[0][price]': PRICES.monthly,
          'line_items[0][quantity]': '1',
          'subscription_data[metadata][plan]': 'monthly',
          'subscription_data[metadata][worker_id]': WORKER,
          'subscription_data[trial_period_days]': '14',
          success_url: 'https://alongside.example/plans?checkout=done',
          cancel_url: 'https://alongside.example/plans?checkout=cancelled',
        },
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('reuses a known customer and sends no trial when the person has had theirs', async () => {
    server.answer('POST /v1/checkout/sessions', stripeResponse('checkout-session'));

    await provider.startCheckout({
      ...checkout,
      customerRef: 'cus_TQx3ZpL0aB7cDe',
      plan: 'yearly',
      trialDays: 0,
    });

    const { params } = server.requests[0]!;
    expect(params).toMatchObject({ customer: 'cus_TQx3ZpL0aB7cDe', 'line_items[0][price]': PRICES.yearly });
    expect(params).not.toHaveProperty('customer_email');
    expect(params).not.toHaveProperty('subscription_data[trial_period_days]');
    expect(params['subscription_data[metadata][plan]']).toBe('yearly');
  });

  it('fails when Stripe gives no page to open', async () => {
    server.answer('POST /v1/checkout/sessions', {
      ...(stripeResponse('checkout-session') as object),
      url: null,
    });

    await expect(provider.startCheckout(checkout)).rejects.toThrow(/without a page/);
  });
});

describe('expireCheckout', () => {
  const SESSION = 'cs_test_b1Q8mZk3xW7vN2pL5rT9yH4cJ6dF0gS1aE3uI7oP2qR5tY8wX';
  /** Stripe's answer to expiring a session that is not open. */
  const notOpen = {
    error: {
      type: 'invalid_request_error',
      message: 'Only Checkout Sessions with a status of `open` can be expired.',
    },
  };
  const session = (status: string) => ({
    ...(stripeResponse('checkout-session') as object),
    status,
    url: null,
  });

  it('expires an open session, so it takes no payment', async () => {
    server.answer(`POST /v1/checkout/sessions/${SESSION}/expire`, session('expired'));

    expect(await provider.expireCheckout(SESSION)).toBe('expired');
    expect(routes()).toEqual([`POST /v1/checkout/sessions/${SESSION}/expire`]);
  });

  it.each([
    ['complete', 'completed'],
    ['expired', 'expired'],
  ])('reads a session Stripe will not expire: %s answers %s', async (status, answer) => {
    server.answer(`POST /v1/checkout/sessions/${SESSION}/expire`, notOpen, 400);
    server.answer(`GET /v1/checkout/sessions/${SESSION}`, session(status));

    expect(await provider.expireCheckout(SESSION)).toBe(answer);
    expect(routes()).toEqual([
      `POST /v1/checkout/sessions/${SESSION}/expire`,
      `GET /v1/checkout/sessions/${SESSION}`,
    ]);
  });

  it('lets Stripe’s refusal through when the session is still open (something else is wrong)', async () => {
    server.answer(`POST /v1/checkout/sessions/${SESSION}/expire`, notOpen, 400);
    server.answer(`GET /v1/checkout/sessions/${SESSION}`, session('open'));

    await expect(provider.expireCheckout(SESSION)).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('lets any other failure through', async () => {
    server.answer(
      `POST /v1/checkout/sessions/${SESSION}/expire`,
      { error: { type: 'api_error', message: 'Try again.' } },
      500,
    );

    await expect(provider.expireCheckout(SESSION)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(routes()).toEqual([`POST /v1/checkout/sessions/${SESSION}/expire`]);
  });
});

describe('cancelNow', () => {
  it('cancels a live subscription at once, under our idempotency key', async () => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription'));
    server.answer(`DELETE /v1/subscriptions/${SUBSCRIPTION}`, {
      ...(stripeResponse('subscription') as object),
      status: 'canceled',
    });

    await provider.cancelNow(SUBSCRIPTION, `duplicate-plan-cancel-${SUBSCRIPTION}`);

    expect(routes()).toEqual([
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      `DELETE /v1/subscriptions/${SUBSCRIPTION}`,
    ]);
    expect(server.requests[1]).toMatchObject({
      params: {},
      idempotencyKey: `duplicate-plan-cancel-${SUBSCRIPTION}`,
    });
  });

  it.each(['canceled', 'incomplete_expired'])(
    'sends nothing for a subscription already %s',
    async (status) => {
      server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, {
        ...(stripeResponse('subscription') as object),
        status,
      });

      await provider.cancelNow(SUBSCRIPTION, 'key');

      expect(routes()).toEqual([`GET /v1/subscriptions/${SUBSCRIPTION}`]);
    },
  );
});

describe('setCancelAtPeriodEnd', () => {
  it.each([
    { case: 'ends a running subscription at its period’s end', fixture: 'subscription', cancel: true },
    { case: 'resumes one set to end', fixture: 'subscription-cancelling', cancel: false },
  ])('$case', async ({ fixture, cancel }) => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse(fixture));
    server.answer(`POST /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription-cancelling'));

    await provider.setCancelAtPeriodEnd(SUBSCRIPTION, cancel);

    expect(routes()).toEqual([
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      `POST /v1/subscriptions/${SUBSCRIPTION}`,
    ]);
    expect(server.requests[1]!.params).toEqual({ cancel_at_period_end: String(cancel) });
  });

  it('drops a pending plan change first, since Stripe will not end a subscription a schedule manages', async () => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription-scheduled'));
    server.answer(
      `POST /v1/subscription_schedules/${SCHEDULE}/release`,
      stripeResponse('subscription-schedule-released'),
    );
    server.answer(`POST /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription-cancelling'));

    await provider.setCancelAtPeriodEnd(SUBSCRIPTION, true);

    expect(routes()).toEqual([
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      `POST /v1/subscription_schedules/${SCHEDULE}/release`,
      `POST /v1/subscriptions/${SUBSCRIPTION}`,
    ]);
  });

  it.each([
    ['subscription', false],
    ['subscription-cancelling', true],
  ] as const)('changes nothing when the %s is already as asked (cancel: %s)', async (fixture, cancel) => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse(fixture));

    await provider.setCancelAtPeriodEnd(SUBSCRIPTION, cancel);

    expect(routes()).toEqual([`GET /v1/subscriptions/${SUBSCRIPTION}`]);
  });
});

describe('changePlanAtRenewal', () => {
  /** The phases sent: this period on the monthly price as it is, then a year on the yearly one. */
  const monthlyThenYearly = {
    end_behavior: 'release',
    proration_behavior: 'none',
    'phases[0][items][0][price]': PRICES.monthly,
    'phases[0][items][0][quantity]': '1',
    'phases[0][start_date]': '1796346000',
    'phases[0][end_date]': '1799024400',
    'phases[1][items][0][price]': PRICES.yearly,
    'phases[1][items][0][quantity]': '1',
    'phases[1][metadata][plan]': 'yearly',
    'phases[1][proration_behavior]': 'none',
    'phases[1][duration][interval]': 'year',
    'phases[1][duration][interval_count]': '1',
  };

  it('schedules the new plan from the end of the period already paid for, leaving the price in force alone', async () => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription'));
    server.answer('POST /v1/subscription_schedules', stripeResponse('subscription-schedule'));
    server.answer(
      `POST /v1/subscription_schedules/${SCHEDULE}`,
      stripeResponse('subscription-schedule-changed'),
    );

    await provider.changePlanAtRenewal(SUBSCRIPTION, 'yearly');

    expect(routes()).toEqual([
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      'POST /v1/subscription_schedules',
      `POST /v1/subscription_schedules/${SCHEDULE}`,
    ]);
    expect(server.requests[1]!.params).toEqual({ from_subscription: SUBSCRIPTION });
    expect(server.requests[2]!.params).toEqual(monthlyThenYearly);
  });

  it('rewrites the schedule of an earlier change instead of making a second one', async () => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription-scheduled'));
    server.answer(
      `GET /v1/subscription_schedules/${SCHEDULE}`,
      stripeResponse('subscription-schedule-changed'),
    );
    server.answer(
      `POST /v1/subscription_schedules/${SCHEDULE}`,
      stripeResponse('subscription-schedule-changed'),
    );

    await provider.changePlanAtRenewal(SUBSCRIPTION, 'yearly');

    expect(routes()).toEqual([
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      `GET /v1/subscription_schedules/${SCHEDULE}`,
      `POST /v1/subscription_schedules/${SCHEDULE}`,
    ]);
    expect(server.requests[2]!.params).toEqual(monthlyThenYearly);
  });

  it('refuses to change the plan of a subscription set to end, and sends nothing', async () => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription-cancelling'));

    await expect(provider.changePlanAtRenewal(SUBSCRIPTION, 'yearly')).rejects.toThrow(/resume it first/);
    expect(routes()).toEqual([`GET /v1/subscriptions/${SUBSCRIPTION}`]);
  });

  it('keeps a trial in the current phase, so the new plan starts when the trial ends', () => {
    const schedule = stripeResponse('subscription-schedule') as Stripe.SubscriptionSchedule;
    schedule.phases[0]!.trial_end = 1799024400;

    expect(renewalPhases(schedule, 'monthly', PRICES.monthly)[0]).toMatchObject({ trial_end: 1799024400 });
  });
});

describe('refund', () => {
  it('refunds part of a charge under our idempotency key', async () => {
    server.answer('POST /v1/refunds', stripeResponse('refund'));

    const result = await provider.refund('ch_3SbC5eKx7YbN4pQz0Xk1pAiD', 1450, 'refund-order-41');

    expect(result).toEqual({ refundRef: 're_3SbC5eKx7YbN4pQz0Rf4UnDs' });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/refunds',
        params: { charge: 'ch_3SbC5eKx7YbN4pQz0Xk1pAiD', amount: '1450' },
        idempotencyKey: 'refund-order-41',
      },
    ]);
  });

  it('lets Stripe’s refusal through as Stripe’s error', async () => {
    server.answer(
      'POST /v1/refunds',
      {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: 'Charge ch_3SbC5eKx7YbN4pQz0Xk1pAiD has already been refunded.',
        },
      },
      400,
    );

    await expect(
      provider.refund('ch_3SbC5eKx7YbN4pQz0Xk1pAiD', 2900, 'refund-order-42'),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});

describe('portalUrl', () => {
  it('opens a customer portal session that comes back to our page', async () => {
    server.answer('POST /v1/billing_portal/sessions', stripeResponse('billing-portal-session'));

    const url = await provider.portalUrl('cus_TQx3ZpL0aB7cDe', 'https://alongside.example/plans');

    expect(url).toBe(
      'https://billing.stripe.com/p/session/test_YWNjdF8xU1dxMGFLeDdZYk40cFF6LF9UUXg3YnBvcnRhbA',
    );
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      params: { customer: 'cus_TQx3ZpL0aB7cDe', return_url: 'https://alongside.example/plans' },
    });
  });
});

describe('findSubscription', () => {
  it('reads the subscription as Stripe shows it now, in our words', async () => {
    server.answer(`GET /v1/subscriptions/${SUBSCRIPTION}`, stripeResponse('subscription'));

    expect(await provider.findSubscription(SUBSCRIPTION)).toEqual({
      subscriptionRef: SUBSCRIPTION,
      customerRef: 'cus_TQx3ZpL0aB7cDe',
      workerId: WORKER,
      plan: 'monthly',
      status: 'active',
      currentPeriodStart: new Date('2026-12-04T01:00:00Z'),
      currentPeriodEnd: new Date('2027-01-04T01:00:00Z'),
      cancelAtPeriodEnd: false,
      trialEnd: new Date('2026-12-04T01:00:00Z'),
    });
    expect(routes()).toEqual([`GET /v1/subscriptions/${SUBSCRIPTION}`]);
  });

  it('answers null for a subscription Stripe does not have', async () => {
    server.answer(
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'id',
          message: `No such subscription: '${SUBSCRIPTION}'`,
        },
      },
      404,
    );

    expect(await provider.findSubscription(SUBSCRIPTION)).toBeNull();
  });

  it('lets any other failure through, so the webhook is answered with an error and sent again', async () => {
    server.answer(
      `GET /v1/subscriptions/${SUBSCRIPTION}`,
      { error: { type: 'api_error', message: 'Try again.' } },
      500,
    );

    await expect(provider.findSubscription(SUBSCRIPTION)).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
  });
});

describe('listCharges', () => {
  // Stripe lists invoices newest first, 100 a page; the recorded pages hold three each.
  const pages = [stripeResponse('invoices-paid-page-1'), stripeResponse('invoices-paid-page-2')];
  const since = new Date('2026-12-01T00:00:00Z');

  it('lists every page of paid invoices and keeps the subscriptions’ charges paid since the date', async () => {
    server.answer('GET /v1/invoices', (request: RecordedRequest) =>
      request.params['starting_after'] ? pages[1] : pages[0],
    );

    const charges = await provider.listCharges(since);

    expect(charges).toEqual([
      {
        invoiceRef: 'in_1ScD7iKx7YbN4pQzY5rLy0B2',
        chargeRef: null,
        subscriptionRef: 'sub_1ScD7hKx7YbN4pQzY2eArL5m',
        amountCents: 29_000,
        chargedAt: new Date('2026-12-06T01:00:05Z'),
      },
      {
        invoiceRef: 'in_1SbC4dKx7YbN4pQzR3nWa1L9',
        chargeRef: null,
        subscriptionRef: SUBSCRIPTION,
        amountCents: 2_900,
        chargedAt: new Date('2026-12-04T02:00:03Z'),
      },
      // Made before the date, paid after it by a retry.
      {
        invoiceRef: 'in_1SZr8mKx7YbN4pQzD0rTy3E6',
        chargeRef: null,
        subscriptionRef: 'sub_1SZr8kKx7YbN4pQzD6pRtN2w',
        amountCents: 2_900,
        chargedAt: new Date('2026-12-02T01:00:00Z'),
      },
    ]);
    // Left out: a trial's $0 invoice, an invoice that is not a subscription's, one paid before the date.
    expect(server.requests.map((request) => request.params)).toEqual([
      // Two months before the date: a retry may pay an invoice that long after it was made.
      { status: 'paid', 'created[gte]': String(since.getTime() / 1000 - 62 * 86_400), limit: '100' },
      {
        status: 'paid',
        'created[gte]': String(since.getTime() / 1000 - 62 * 86_400),
        limit: '100',
        starting_after: 'in_1SbC4dKx7YbN4pQzR3nWa1L9',
      },
    ]);
  });

  it('lets Stripe’s failure through rather than answer an empty list', async () => {
    server.answer(
      'GET /v1/invoices',
      { error: { type: 'api_error', message: 'Something went wrong on Stripe’s end.' } },
      500,
    );

    await expect(provider.listCharges(since)).rejects.toBeInstanceOf(Stripe.errors.StripeAPIError);
  });
});

describe('readWebhook', () => {
  const body = stripeEventText('charge.refunded');
  const signedAt = (secret: string, secondsAgo: number) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      timestamp: Math.floor(clock.now().getTime() / 1000) - secondsAgo,
    }),
  });

  it('reads an event signed with the endpoint’s secret, by the provider’s clock', async () => {
    expect(await provider.readWebhook(body, signedAt(SECRET, 60))).toMatchObject({
      type: 'charge_refunded',
      chargeRef: 'ch_3SbC5eKx7YbN4pQz0Xk1pAiD',
    });
  });

  it.each([
    ['another secret', 'whsec_another', 0],
    ['a signature 6 minutes older than the clock', SECRET, 6 * 60],
  ])('refuses %s', async (_case, secret, secondsAgo) => {
    await expect(provider.readWebhook(body, signedAt(secret, secondsAgo))).rejects.toThrow(WebhookRefused);
  });
});

it('is named stripe', () => {
  expect(provider.name).toBe('stripe');
});
