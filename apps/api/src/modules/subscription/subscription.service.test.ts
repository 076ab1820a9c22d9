import { SUBSCRIPTION_MESSAGES, subscriptionPaths } from '@alongside/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { HttpError } from '../../lib/http-errors';
import {
  startLocalStripeServer,
  stripeResponse,
  type LocalStripeServer,
} from '../../providers/payments/local-stripe-server';
import { stripePaymentProvider } from '../../providers/payments/stripe-provider';
import { signUpWithId } from '../../test/account-helpers';
import { giveRunningPlan } from '../../test/subscription-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import type { Payments } from './payments';
import * as repository from './subscription.repository';
import { getSubscription, openCardPage } from './subscription.service';

// The page where a worker changes their card (issue #23: the Billing customer portal). Stripe is
// the local stand-in for api.stripe.com answering with a recorded portal session.
const clock = manualClock(new Date('2026-11-27T00:00:00Z'));
let t: TestApp;
let stripeServer: LocalStripeServer;
let stripePayments: Payments;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
  stripeServer = await startLocalStripeServer();
  const stripe = stripePaymentProvider({
    secretKey: 'sk_test_not_used',
    webhookSecret: 'whsec_alongside_test_card_page',
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
