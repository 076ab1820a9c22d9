import type { IncomingHttpHeaders } from 'node:http';
import { PLAN_IDS, type PlanId } from '@alongside/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import {
  WebhookRefused,
  type PaymentEvent,
  type ProviderCharge,
  type ProviderSubscription,
} from './payment-provider';

/**
 * Stripe's webhooks read into our `PaymentEvent`s (issue #23, decision 041). The shapes are those of
 * the API version stripe@23.1.0 is pinned to (`Stripe.API_VERSION`, 2026-10-28.endive), so the
 * webhook endpoint in Stripe's dashboard must send that version. In it a subscription's period lives
 * on its item, and an invoice names its subscription under `parent.subscription_details` but no
 * longer names its charge (https://docs.stripe.com/changelog/basil/2025-03-31/add-support-for-multiple-partial-payments-on-invoices).
 */

/** A delivery signed longer ago than this is refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

type EventFacts = Pick<PaymentEvent, 'eventId' | 'createdAt'>;
type PaidCharge = ProviderCharge & { chargeRef: string };

/**
 * Verifies a delivery and reads it. Invoice events are completed with one request to Stripe (the
 * invoice's payments), so this is async; that request failing rejects with Stripe's error, the
 * webhook is answered with an error and Stripe delivers it again later.
 */
export async function readStripeWebhook(
  stripe: Stripe,
  rawBody: string,
  headers: IncomingHttpHeaders,
  webhookSecret: string,
  now: Date = new Date(),
): Promise<PaymentEvent | null> {
  const event = verifyStripeEvent(stripe, rawBody, headers, webhookSecret, now);
  const facts: EventFacts = { eventId: event.id, createdAt: fromUnix(event.created) };
  switch (event.type) {
    case 'checkout.session.completed':
      return withFacts(facts, checkoutCompleted(event.data.object));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return withFacts(facts, subscriptionUpdated(event.data.object));
    case 'customer.subscription.deleted':
      return withFacts(facts, subscriptionEnded(event.data.object));
    case 'invoice.paid':
      return withFacts(facts, await chargePaid(stripe, event.data.object));
    case 'invoice.payment_failed':
      return withFacts(facts, await chargeFailed(stripe, event.data.object));
    case 'charge.refunded':
      return withFacts(facts, chargeRefunded(event.data.object));
    default:
      return null;
  }
}

/** What every event carries, checked before anything in it is read. */
const StripeEventSchema = z.looseObject({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string().min(1),
  created: z.number().int(),
  api_version: z.string().nullable(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/**
 * Checks the `Stripe-Signature` header with the official library (HMAC-SHA256 over the timestamp
 * and the raw body, at most 5 minutes old) and that the body is an event of our API version. The
 * refusals never quote the body.
 */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: string,
  headers: IncomingHttpHeaders,
  webhookSecret: string,
  now: Date,
): Stripe.Event {
  const signature = headers['stripe-signature'];
  if (typeof signature !== 'string' || signature === '') {
    throw new WebhookRefused('The webhook has no single Stripe-Signature header.');
  }
  let parsed: unknown;
  try {
    parsed = stripe.webhooks.constructEvent(
      rawBody,
      signature,
      webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookRefused('The Stripe signature does not match, or is older than 5 minutes.');
    }
    throw new WebhookRefused('The webhook body is not a Stripe event.');
  }
  const event = StripeEventSchema.safeParse(parsed);
  if (!event.success) throw new WebhookRefused('The webhook body is not a Stripe event.');
  if (event.data.api_version !== Stripe.API_VERSION) {
    throw new WebhookRefused(
      `The event is not of the Stripe API version this server reads (${Stripe.API_VERSION}).`,
    );
  }
  return parsed as Stripe.Event;
}

function withFacts<T extends object>(facts: EventFacts, body: T | null): (EventFacts & T) | null {
  return body && { ...facts, ...body };
}

/** Our checkouts are in subscription mode and carry the worker's id as `client_reference_id`. */
function checkoutCompleted(session: Stripe.Checkout.Session) {
  if (session.mode !== 'subscription') return null;
  if (!session.client_reference_id) throw new WebhookRefused('The checkout names no worker.');
  if (!session.subscription || !session.customer) {
    throw new WebhookRefused('The checkout has no subscription or no customer.');
  }
  return {
    type: 'checkout_completed' as const,
    sessionRef: session.id,
    workerId: session.client_reference_id,
    subscriptionRef: idOf(session.subscription),
    customerRef: idOf(session.customer),
  };
}

function subscriptionUpdated(subscription: Stripe.Subscription) {
  const status = subscriptionStatus(subscription.status);
  if (!status) return null;
  return { type: 'subscription_updated' as const, subscription: providerSubscription(subscription, status) };
}

/** A deleted subscription has ended: expired when its first payment never came, else cancelled. */
function subscriptionEnded(subscription: Stripe.Subscription) {
  const status = subscription.status === 'incomplete_expired' ? 'expired' : 'cancelled';
  return { type: 'subscription_ended' as const, subscription: providerSubscription(subscription, status) };
}

/** A subscription Stripe answered, in our words; null in a status that is not ours yet. */
export function subscriptionNow(subscription: Stripe.Subscription): ProviderSubscription | null {
  const status = subscriptionStatus(subscription.status);
  return status && providerSubscription(subscription, status);
}

/**
 * Stripe's status in our words; null for a status that is not ours yet: `incomplete` (the first
 * payment has not gone through), `paused` (a trial ended without a card; our checkout always takes
 * one) and any status a later API version adds.
 */
export function subscriptionStatus(
  status: Stripe.Subscription.Status,
): ProviderSubscription['status'] | null {
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
      return 'cancelled';
    case 'incomplete_expired':
      return 'expired';
    default:
      return null;
  }
}

function providerSubscription(
  subscription: Stripe.Subscription,
  status: ProviderSubscription['status'],
): ProviderSubscription {
  const item = planItem(subscription);
  return {
    subscriptionRef: subscription.id,
    customerRef: idOf(subscription.customer),
    workerId: workerIdOf(subscription.metadata),
    plan: planOf(item.price.metadata.plan ?? subscription.metadata.plan),
    status,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
    cancelAtPeriodEnd: endsAtPeriodEnd(subscription, item),
    trialEnd: subscription.trial_end === null ? null : fromUnix(subscription.trial_end),
  };
}

/** Our subscriptions have one item, the plan's price; since API version 2025-03-31 it holds the period. */
function planItem(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new WebhookRefused('The subscription has no item.');
  return item;
}

/**
 * Set to end when its period ends. The customer portal or the dashboard may set `cancel_at` to the
 * period's end instead of `cancel_at_period_end`; both mean the same here.
 */
function endsAtPeriodEnd(subscription: Stripe.Subscription, item: Stripe.SubscriptionItem): boolean {
  return subscription.cancel_at_period_end || subscription.cancel_at === item.current_period_end;
}

/** Our checkout puts the worker's id in the subscription's metadata (`subscription_data.metadata`). */
function workerIdOf(metadata: Stripe.Metadata): string {
  const workerId = metadata.worker_id;
  if (!workerId) throw new WebhookRefused('The subscription names no worker.');
  return workerId;
}

function planOf(value: string | undefined): PlanId {
  if (!isPlanId(value)) throw new WebhookRefused('The subscription is not on one of our plans.');
  return value;
}

function isPlanId(value: string | undefined): value is PlanId {
  return (PLAN_IDS as readonly (string | undefined)[]).includes(value);
}

/**
 * An invoice that paid for a subscription. A trial starts with an invoice of $0 that Stripe marks
 * paid; nothing was charged, so it is not a charge. An invoice of anything else is not ours.
 */
async function chargePaid(stripe: Stripe, invoice: Stripe.Invoice) {
  const billed = billedSubscription(invoice);
  if (!billed || invoice.amount_paid === 0) return null;
  const charge = invoiceCharge(invoice, billed, invoice.amount_paid);
  const chargeRef = paidChargeRef(await invoicePayments(stripe, invoice.id));
  if (!chargeRef) throw new WebhookRefused('The paid invoice has no card charge.');
  const paid: PaidCharge = { ...charge, chargeRef };
  return { type: 'charge_paid' as const, charge: paid };
}

/** A try to pay a subscription's invoice failed; nothing was taken. */
async function chargeFailed(stripe: Stripe, invoice: Stripe.Invoice) {
  const billed = billedSubscription(invoice);
  if (!billed) return null;
  const charge = invoiceCharge(invoice, billed, invoice.amount_due);
  const message = declineMessage(await invoicePayments(stripe, invoice.id));
  return { type: 'charge_failed' as const, charge, declineMessage: message };
}

/** `amount_refunded` is all that was refunded of the charge so far, not this refund alone. */
function chargeRefunded(charge: Stripe.Charge) {
  return { type: 'charge_refunded' as const, chargeRef: charge.id, refundedCents: charge.amount_refunded };
}

function billedSubscription(invoice: Stripe.Invoice): Stripe.Invoice.Parent.SubscriptionDetails | null {
  return invoice.parent?.subscription_details ?? null;
}

/**
 * The charge an invoice stands for, without its charge id. The plan is the subscription's metadata
 * as Stripe froze it on the invoice when it was finalised.
 */
function invoiceCharge(
  invoice: Stripe.Invoice,
  billed: Stripe.Invoice.Parent.SubscriptionDetails,
  amountCents: number,
): ProviderCharge {
  if (invoice.currency !== 'aud') throw new WebhookRefused('The invoice is not in Australian dollars.');
  if (!invoice.customer) throw new WebhookRefused('The invoice names no customer.');
  const period = servicePeriod(invoice);
  return {
    invoiceRef: invoice.id,
    chargeRef: null,
    subscriptionRef: idOf(billed.subscription),
    customerRef: idOf(invoice.customer),
    plan: planOf(billed.metadata?.plan),
    amountCents,
    periodStart: fromUnix(period.start),
    periodEnd: fromUnix(period.end),
    attempt: invoice.attempt_count,
    nextAttemptAt: invoice.next_payment_attempt === null ? null : fromUnix(invoice.next_payment_attempt),
  };
}

/**
 * The period the invoice pays for: its subscription line's. The invoice's own `period_start` and
 * `period_end` say when items could be added to it, which for a renewal is the period before.
 */
function servicePeriod(invoice: Stripe.Invoice): Stripe.InvoiceLineItem.Period {
  const line = invoice.lines.data.find(
    (candidate) =>
      candidate.parent?.type === 'subscription_item_details' &&
      !candidate.parent.subscription_item_details?.proration,
  );
  if (!line) throw new WebhookRefused('The invoice has no line for its subscription.');
  return line.period;
}

/**
 * The invoice's payments, each with its payment intent: webhook payloads leave `payments` out, and
 * the charge id and the bank's answer are on the payment intent.
 */
async function invoicePayments(stripe: Stripe, invoiceRef: string): Promise<Stripe.InvoicePayment[]> {
  const page = await stripe.invoicePayments.list({
    invoice: invoiceRef,
    expand: ['data.payment.payment_intent'],
  });
  return page.data;
}

/** The charge that paid the invoice: its paid payment's charge, or its payment intent's latest one. */
export function paidChargeRef(payments: Stripe.InvoicePayment[]): string | null {
  const paid = payments.find((payment) => payment.status === 'paid');
  if (!paid) return null;
  const { charge, payment_intent: intent } = paid.payment;
  if (charge) return idOf(charge);
  if (typeof intent === 'object' && intent.latest_charge) return idOf(intent.latest_charge);
  return null;
}

/** What the card's bank said about the last failed try ("Your card has insufficient funds."), if known. */
export function declineMessage(payments: Stripe.InvoicePayment[]): string | null {
  for (const { payment } of payments) {
    const intent = payment.payment_intent;
    const message = typeof intent === 'object' ? intent.last_payment_error?.message : undefined;
    if (message) return message;
  }
  return null;
}

/** Stripe sends a linked object as its id, or as the object when it was expanded. */
function idOf(value: string | { id?: string }): string {
  const id = typeof value === 'string' ? value : value.id;
  if (!id) throw new WebhookRefused('The event links an object without an id.');
  return id;
}

/** Stripe's times are whole seconds since 1970 (UTC). */
function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
