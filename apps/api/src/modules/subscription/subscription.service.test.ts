import { SUBSCRIPTION_MESSAGES, subscriptionPaths } from '@alongside/contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { subscriptions } from '../../db/schema/index';
import { HttpError } from '../../lib/http-errors';
import {
  startLocalStripeServer,
  stripeEventText,
  stripeResponse,
  type LocalStripeServer,
} from '../../providers/payments/local-stripe-server';
import { stripePaymentProvider } from '../../providers/payments/stripe-provider';
import { signUpWithId } from '../../test/account-helpers';
import { giveRunningPlan } from '../../test/subscription-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { Payments } from './payments';
import { receivePaymentWebhook } from './payments.service';
import * as repository from './subscription.repository';
import { getSubscription, openCardPage, startCheckout } from './subscription.service';

// The page where a worker changes their card (issue #23: the Billing customer portal). Stripe is
// the local stand-in for api.stripe.com answering with a recorded portal session.
const clock = manualClock(new Date('2026-11-27T00:00:00Z'));
let t: TestApp;
let stripeServer: LocalStripeServer;
let stripePayments: Payments;
const WEBHOOK_SECRET = 'whsec_alongside_test_card_page';
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
  stripeServer = await startLocalStripeServer();
  const stripe = stripePaymentProvider({
    secretKey: 'sk_test_not_used',
    webhookSecret: WEBHOOK_SECRET,
    prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
    stripe: stripeServer.stripe,
    clock,
  });
  stripePayments = {
    provider: stripe,
    providers: new Map([['stripe', stripe]]),
    settle: async () => undefined,
  };
});
afterAll(async () => {
  await stripeServer.close();
  await t.close();
});
beforeEach(() => stripeServer.reset());

/** A worker whose monthly plan runs at Stripe, as its webhooks would have stored it. */
async function stripeWorker() {
  const worker = await signUpWithId(t.app, { user_type: 'worker' });
  const now = clock.now();
  await repository.upsertPaymentCustomer(t.app.ctx.db, {
    worker_id: worker.id,
    provider: 'stripe',
    customer_ref: 'cus_TQx3ZpL0aB7cDe',
    trial_used_at: now,
  });
  await repository.insertSubscriptionRow(t.app.ctx.db, {
    worker_id: worker.id,
    provider: 'stripe',
    subscription_ref: `sub_card_page_${worker.id}`,
    plan: 'monthly',
    state: 'active',
    current_period_start: now,
    current_period_end: new Date(now.getTime() + 30 * 86_400_000),
    event_at: now,
    created_at: now,
    updated_at: now,
  });
  return worker;
}

function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: unknown) => (error instanceof HttpError ? [error.statusCode, error.message] : error),
  );
}

describe('the page where a worker changes their card', () => {
  it('opens Stripe’s customer portal for the worker’s customer, coming back to the plans page', async () => {
    const worker = await stripeWorker();
    stripeServer.answer('POST /v1/billing_portal/sessions', stripeResponse('billing-portal-session'));

    expect((await getSubscription(t.app.ctx, stripePayments, worker.user)).data?.card_page).toBe(true);
    const { data } = await openCardPage(t.app.ctx, stripePayments, worker.user);

    expect(data.url).toBe(
      'https://billing.stripe.com/p/session/test_YWNjdF8xU1dxMGFLeDdZYk40cFF6LF9UUXg3YnBvcnRhbA',
    );
    expect(stripeServer.requests[0]?.params).toMatchObject({
      customer: 'cus_TQx3ZpL0aB7cDe',
      return_url: `${t.app.ctx.config.publicUrl}/subscription`,
    });
  });

  it('answers 502 with nothing changed when Stripe cannot be reached or refuses', async () => {
    const worker = await stripeWorker();
    stripeServer.answer('POST /v1/billing_portal/sessions', { error: { type: 'api_error' } }, 500);
    expect(await refusal(openCardPage(t.app.ctx, stripePayments, worker.user))).toEqual([
      502,
      SUBSCRIPTION_MESSAGES.providerFailed,
    ]);
  });

  it('is not offered by the sandbox, which has no such page: the route answers 409 saying so', async () => {
    const worker = await signUpWithId(t.app, { user_type: 'worker' });
    await giveRunningPlan(t.app, worker.id);
    const headers = { authorization: `Bearer ${worker.token}` };

    const read = await t.app.inject({ method: 'GET', url: subscriptionPaths.subscription, headers });
    expect(read.json().data.card_page).toBe(false);
    const asked = await t.app.inject({ method: 'POST', url: subscriptionPaths.portal, headers });
    expect([asked.statusCode, asked.json().message]).toEqual([409, SUBSCRIPTION_MESSAGES.noCardPage]);
  });

  it('answers 409 to a worker who never had a plan, and 403 to a client', async () => {
    const planless = await signUpWithId(t.app, { user_type: 'worker' });
    const client = await signUpWithId(t.app, { user_type: 'client' });
    expect(await refusal(openCardPage(t.app.ctx, stripePayments, planless.user))).toEqual([
      409,
      SUBSCRIPTION_MESSAGES.noCardPage,
    ]);
    const asked = await t.app.inject({
      method: 'POST',
      url: subscriptionPaths.portal,
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect([asked.statusCode, asked.json().message]).toEqual([403, SUBSCRIPTION_MESSAGES.workersOnly]);
  });
});

describe('a plan past due at Stripe', () => {
  /**
   * A worker whose monthly plan's renewal failed yesterday at Stripe, as its webhooks stored it:
   * Stripe moves the period on at the renewal, so the unpaid period runs.
   */
  async function pastDueAtStripe() {
    const worker = await signUpWithId(t.app, { user_type: 'worker' });
    const now = clock.now();
    const yesterday = new Date(now.getTime() - 86_400_000);
    await repository.upsertPaymentCustomer(t.app.ctx.db, {
      worker_id: worker.id,
      provider: 'stripe',
      customer_ref: 'cus_TQx3ZpL0aB7cDe',
      trial_used_at: yesterday,
    });
    const old = await repository.insertSubscriptionRow(t.app.ctx.db, {
      worker_id: worker.id,
      provider: 'stripe',
      subscription_ref: `sub_past_due_${worker.id}`,
      plan: 'monthly',
      state: 'past_due',
      current_period_start: yesterday,
      current_period_end: new Date(yesterday.getTime() + 30 * 86_400_000),
      past_due_since: yesterday,
      event_at: yesterday,
      created_at: yesterday,
      updated_at: yesterday,
    });
    return { worker, old };
  }

  /** Stripe's recorded `customer.subscription.created`, of the worker's new plan, signed now. */
  function newSubscriptionEvent(workerId: string, ref: string) {
    const event = JSON.parse(stripeEventText('customer.subscription.created'));
    event.id = `evt_new_plan_${workerId}`;
    Object.assign(event.data.object, { id: ref, status: 'active', trial_end: null });
    event.data.object.metadata.worker_id = workerId;
    const payload = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(clock.now().getTime() / 1000),
    });
    return { payload, headers: { 'stripe-signature': header }, subscription: event.data.object as object };
  }

  it('opens a checkout without ending the old plan, which the new one ends at Stripe when it starts', async () => {
    const { worker, old } = await pastDueAtStripe();
    expect((await getSubscription(t.app.ctx, stripePayments, worker.user)).data).toMatchObject({
      state: 'past_due',
      new_plan: 'replaces',
    });
    stripeServer.answer('POST /v1/checkout/sessions', stripeResponse('checkout-session'));
    const { data } = await startCheckout(t.app.ctx, stripePayments, worker.user, 'yearly');
    expect(data.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(stripeServer.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/checkout/sessions',
    ]);

    stripeServer.reset();
    stripeServer.answer(`GET /v1/subscriptions/${old.subscription_ref}`, {
      ...(stripeResponse('subscription') as object),
      id: old.subscription_ref,
      status: 'past_due',
    });
    stripeServer.answer(`DELETE /v1/subscriptions/${old.subscription_ref}`, {
      ...(stripeResponse('subscription') as object),
      id: old.subscription_ref,
      status: 'canceled',
    });
    const newRef = `sub_new_${worker.id}`;
    const { payload, headers, subscription } = newSubscriptionEvent(worker.id, newRef);
    // The webhook reads the new subscription as Stripe shows it now.
    stripeServer.answer(`GET /v1/subscriptions/${newRef}`, subscription);
    await receivePaymentWebhook(t.app.ctx, stripePayments.providers, 'stripe', payload, headers);

    const cancelled = stripeServer.requests.find((request) => request.method === 'DELETE');
    expect(cancelled).toMatchObject({
      path: `/v1/subscriptions/${old.subscription_ref}`,
      idempotencyKey: `replaced-plan-cancel-${old.subscription_ref}`,
    });
    const rows = await t.app.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.worker_id, worker.id))
      .orderBy(subscriptions.created_at);
    expect(rows.map((row) => [row.subscription_ref, row.duplicate_of, row.replaced_by])).toEqual([
      [old.subscription_ref, null, rows[1]!.id],
      [newRef, null, null],
    ]);
    expect((await getSubscription(t.app.ctx, stripePayments, worker.user)).data).toMatchObject({
      state: 'active',
      new_plan: 'refused',
    });
  });
});
