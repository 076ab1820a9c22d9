import { PLANS, type PlanId } from '@alongside/domain';
import Stripe from 'stripe';
import { systemClock, type Clock } from '../../lib/clock';
import type { CheckoutRequest, PaymentProvider, TakenCharge } from './payment-provider';
import { readStripeWebhook, subscriptionNow } from './stripe-events';

export type StripeProviderOptions = {
  /** The account's secret key (`sk_live_…` or `sk_test_…`). */
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** The Stripe price of each plan (`price_…`), AUD and GST included, as PLANS sets them. */
  prices: Readonly<Record<PlanId, string>>;
  /** A client of one's own; tests point one at a local server. */
  stripe?: Stripe;
  clock?: Clock;
};

/**
 * The Stripe adapter (decision 041): Checkout Sessions in subscription mode, the Billing customer
 * portal for the card, and the webhooks read by `readStripeWebhook`. Stripe's errors are let through
 * as they are (`Stripe.errors.*`); nothing here changes our records.
 */
export function stripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.stripe ?? new Stripe(options.secretKey);
  const clock = options.clock ?? systemClock;
  return {
    name: 'stripe',
    async startCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        checkoutParams(request, options.prices[request.plan]),
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a page to open.');
      return { sessionRef: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },
    expireCheckout: (sessionRef) => expireCheckout(stripe, sessionRef),
    setCancelAtPeriodEnd: (subscriptionRef, cancel) => setCancelAtPeriodEnd(stripe, subscriptionRef, cancel),
    cancelNow: (subscriptionRef, idempotencyKey) => cancelNow(stripe, subscriptionRef, idempotencyKey),
    changePlanAtRenewal: (subscriptionRef, plan) =>
      changePlanAtRenewal(stripe, subscriptionRef, plan, options.prices[plan]),
    async refund(chargeRef, amountCents, idempotencyKey) {
      // The key makes a retried refund (a timeout, a second click) the same refund, never a second one.
      const refund = await stripe.refunds.create(
        { charge: chargeRef, amount: amountCents },
        { idempotencyKey },
      );
      return { refundRef: refund.id };
    },
    hasCardPage: true,
    async portalUrl(customerRef, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerRef,
        return_url: returnUrl,
      });
      return session.url;
    },
    readWebhook: (rawBody, headers) =>
      readStripeWebhook(stripe, rawBody, headers, options.webhookSecret, clock.now()),
    async findSubscription(subscriptionRef) {
      try {
        return subscriptionNow(await stripe.subscriptions.retrieve(subscriptionRef));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
          return null;
        throw error;
      }
    },
    listCharges: (since) => listPaidInvoices(stripe, since),
  };
}

/**
 * How long before `since` an invoice paid after it may have been made: Stripe lists invoices by when
 * they were made, and a failed one is retried for at most two months (Smart Retries' longest setting,
 * https://docs.stripe.com/billing/revenue-recovery/smart-retries).
 */
const RETRIED_FOR_SECONDS = 62 * 86_400;

/**
 * The paid invoices of our subscriptions from `since` on, every page of them (the library's
 * auto-pagination). An invoice stands for its charge here: the list does not name the charge, and
 * asking for each one's would cost a request per invoice; our orders are keyed by invoice anyway.
 */
async function listPaidInvoices(stripe: Stripe, since: Date): Promise<TakenCharge[]> {
  const charges: TakenCharge[] = [];
  const invoices = stripe.invoices.list({
    status: 'paid',
    created: { gte: Math.floor(since.getTime() / 1000) - RETRIED_FOR_SECONDS },
    limit: 100,
  });
  for await (const invoice of invoices) {
    const charge = takenCharge(invoice);
    if (charge && charge.chargedAt >= since) charges.push(charge);
  }
  return charges;
}

/**
 * A paid invoice of a subscription as the charge it stands for; null for one that took nothing
 * (a trial's $0 invoice) or is not a subscription's.
 */
export function takenCharge(invoice: Stripe.Invoice): TakenCharge | null {
  const billed = invoice.parent?.subscription_details;
  if (!billed || !invoice.id || invoice.amount_paid === 0) return null;
  const paidAt = invoice.status_transitions.paid_at ?? invoice.created;
  return {
    invoiceRef: invoice.id,
    chargeRef: null,
    subscriptionRef: idOf(billed.subscription),
    amountCents: invoice.amount_paid,
    chargedAt: new Date(paidAt * 1000),
  };
}

/**
 * A hosted checkout for one plan. The worker's id goes out twice: as `client_reference_id` (back on
 * `checkout.session.completed`) and in the subscription's metadata with the plan (back on every
 * subscription and invoice event). A known customer is reused, so a person is one customer.
 */
export function checkoutParams(request: CheckoutRequest, price: string): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    client_reference_id: request.workerId,
    ...(request.customerRef ? { customer: request.customerRef } : { customer_email: request.email }),
    line_items: [{ price, quantity: 1 }],
    subscription_data: {
      metadata: { plan: request.plan, worker_id: request.workerId },
      ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
    },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/**
 * Expires an open session so it takes no payment. Stripe refuses to expire one that is not open;
 * then the session says whether it was paid (`complete`: its subscription's events are on their
 * way) or had already run out.
 * https://docs.stripe.com/api/checkout/sessions/expire
 */
async function expireCheckout(stripe: Stripe, sessionRef: string): Promise<'expired' | 'completed'> {
  try {
    await stripe.checkout.sessions.expire(sessionRef);
    return 'expired';
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    const session = await stripe.checkout.sessions.retrieve(sessionRef);
    if (session.status === 'complete') return 'completed';
    if (session.status === 'expired') return 'expired';
    throw error;
  }
}

/**
 * Cancels a subscription now, without proration (the first payment is refunded whole, on its own).
 * Stripe refuses to cancel one already ended, so it is read first; the key makes a retried cancel
 * the same one. https://docs.stripe.com/api/subscriptions/cancel
 */
async function cancelNow(stripe: Stripe, subscriptionRef: string, idempotencyKey: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await stripe.subscriptions.cancel(subscriptionRef, {}, { idempotencyKey });
}

/**
 * Ends the subscription at its period's end, or lets it go on. Stripe refuses to change this on a
 * subscription a schedule manages (a pending plan change, below), so ending one first drops the
 * schedule: a subscription that ends does not renew on another plan either. Nothing is sent when
 * the subscription is already as asked.
 */
async function setCancelAtPeriodEnd(stripe: Stripe, subscriptionRef: string, cancel: boolean): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
  if (subscription.cancel_at_period_end === cancel) return;
  if (cancel && subscription.schedule)
    await stripe.subscriptionSchedules.release(idOf(subscription.schedule));
  await stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: cancel });
}

/**
 * Moves the subscription to another plan from its next renewal. Changing the item's price directly
 * does not do that for our plans: they bill monthly and yearly, and Stripe bills a change of
 * interval at once and restarts the period, even with `proration_behavior: 'none'` (see
 * `stripe.subscriptions.update`). A subscription schedule does: the current phase runs to the end of
 * the period already paid for, then a phase on the new price starts with no proration, sets
 * `metadata.plan`, and the schedule releases the subscription to renew on its own.
 * https://docs.stripe.com/billing/subscriptions/subscription-schedules
 */
async function changePlanAtRenewal(
  stripe: Stripe,
  subscriptionRef: string,
  plan: PlanId,
  price: string,
): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionRef);
  if (subscription.cancel_at_period_end) {
    throw new Error('A subscription set to end cannot change plan; resume it first.');
  }
  const schedule = subscription.schedule
    ? await stripe.subscriptionSchedules.retrieve(idOf(subscription.schedule))
    : await stripe.subscriptionSchedules.create({ from_subscription: subscriptionRef });
  await stripe.subscriptionSchedules.update(schedule.id, {
    end_behavior: 'release',
    proration_behavior: 'none',
    phases: renewalPhases(schedule, plan, price),
  });
}

/** The phase being paid for, unchanged, then one period of the new plan. */
export function renewalPhases(
  schedule: Stripe.SubscriptionSchedule,
  plan: PlanId,
  price: string,
): Stripe.SubscriptionScheduleUpdateParams.Phase[] {
  const current = currentPhase(schedule);
  return [
    {
      items: current.items.map((item) => ({ price: idOf(item.price), quantity: item.quantity ?? 1 })),
      start_date: current.start_date,
      end_date: current.end_date,
      ...(current.trial_end ? { trial_end: current.trial_end } : {}),
    },
    {
      items: [{ price, quantity: 1 }],
      metadata: { plan },
      proration_behavior: 'none',
      duration: { interval: PLANS[plan].interval, interval_count: 1 },
    },
  ];
}

function currentPhase(schedule: Stripe.SubscriptionSchedule): Stripe.SubscriptionSchedule.Phase {
  const startDate = schedule.current_phase?.start_date;
  const phase = schedule.phases.find((candidate) => candidate.start_date === startDate);
  if (!phase) throw new Error('The subscription schedule has no current phase.');
  return phase;
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}
