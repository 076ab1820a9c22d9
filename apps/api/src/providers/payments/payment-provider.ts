import type { IncomingHttpHeaders } from 'node:http';
import type { PlanId } from '@alongside/domain';
import type { Database } from '../../db/database';

/**
 * Payments (issue #23, decision 041) go through one interface. `sandbox` is the default: a local
 * checkout page with test cards that sends the same signed webhook events Stripe sends; `stripe`
 * is the Stripe adapter (Checkout Sessions in subscription mode, the Billing customer portal).
 * The provider's webhooks are the only source of a subscription's state; every call here only asks
 * the provider to do something, and what it did arrives as a `PaymentEvent`.
 */
export type PaymentProviderName = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  /** Our worker: `client_reference_id` and the subscription's metadata carry this id back. */
  workerId: string;
  email: string;
  /** The provider's customer id from an earlier checkout, so a person is one customer. */
  customerRef: string | null;
  plan: PlanId;
  /** 0 when the person has had their trial. */
  trialDays: number;
  /** Where the browser goes after paying, and after giving up. Never trusted for state. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * The transaction a caller holds while it asks the provider (the worker's lock while a checkout
 * opens, a webhook event's own): a provider whose books are in our database (the sandbox) writes
 * them there, since PGlite's one connection would wait for the transaction to end; one across the
 * network (Stripe) ignores it.
 */
export type Within = Database;

/** An open checkout at the provider: where the browser goes, and until when it takes payment. */
export interface OpenedCheckout {
  sessionRef: string;
  url: string;
  expiresAt: Date;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a checkout; the browser is sent to `url`. */
  startCheckout(request: CheckoutRequest, within?: Within): Promise<OpenedCheckout>;
  /**
   * Ends an open checkout so it takes no payment (Stripe's `checkout.sessions.expire`). Answers
   * `completed` when it was paid before it could be ended (its events are on their way), `expired`
   * when it takes no payment now (ended here, or already ran out).
   */
  expireCheckout(sessionRef: string, within?: Within): Promise<'expired' | 'completed'>;
  /** Sets a subscription to end at its period's end (true) or to go on (false: resume). */
  setCancelAtPeriodEnd(subscriptionRef: string, cancel: boolean): Promise<void>;
  /**
   * Ends a subscription now, without a credit for the time left (the caller refunds what it
   * charged); nothing happens to one already ended. Its end arrives as a `subscription_ended` event.
   */
  cancelNow(subscriptionRef: string, idempotencyKey: string, within?: Within): Promise<void>;
  /** Moves a subscription to another plan from its next renewal, without proration. */
  changePlanAtRenewal(subscriptionRef: string, plan: PlanId): Promise<void>;
  /** Refunds part or all of a charge; the refund's effect arrives as a `charge_refunded` event. */
  refund(
    chargeRef: string,
    amountCents: number,
    idempotencyKey: string,
    within?: Within,
  ): Promise<{ refundRef: string }>;
  /** Whether the provider has a page where a worker changes their card (`portalUrl`). */
  readonly hasCardPage: boolean;
  /** Where a worker manages their card (Stripe's customer portal); null when the provider has none. */
  portalUrl(customerRef: string, returnUrl: string): Promise<string | null>;
  /**
   * Checks a webhook's signature and age (at most 5 minutes old) and reads it. Throws
   * `WebhookRefused` for a wrong signature, an old one or a body that is not an event; returns null
   * for a well-signed event of a kind we do not use (answered 200 and ignored). It may ask the
   * provider for what the event leaves out (Stripe's invoice events carry no charge id), so it is
   * async; a failed lookup rejects with the provider's error and the provider sends the event again.
   */
  readWebhook(rawBody: string, headers: IncomingHttpHeaders): Promise<PaymentEvent | null>;
  /**
   * The subscription as the provider shows it now, in our words; null when it shows none (not one it
   * has, or in a state that is not ours yet). The webhook applies this rather than an event's own
   * copy: events of one subscription arrive in any order, several within one second.
   */
  findSubscription(subscriptionRef: string): Promise<ProviderSubscription | null>;
  /**
   * The charges the provider took from `since` on, as its own books show them, for the
   * reconciliation check (`reconciliation.ts`): every one should have a paid order here.
   */
  listCharges(since: Date): Promise<TakenCharge[]>;
}

export class WebhookRefused extends Error {}

/** A subscription as the provider reports it, in our words. */
export interface ProviderSubscription {
  subscriptionRef: string;
  customerRef: string;
  workerId: string;
  plan: PlanId;
  /** The provider's status, mapped: trialing, active, past_due, cancelled (ended), expired (never paid). */
  status: 'trialing' | 'active' | 'past_due' | 'cancelled' | 'expired';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
}

/** One charge (an invoice) of a subscription. */
export interface ProviderCharge {
  invoiceRef: string;
  /** Null when nothing was taken (a failed charge). */
  chargeRef: string | null;
  subscriptionRef: string;
  customerRef: string;
  plan: PlanId;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** 1 for the first try of this invoice, then 2, 3, 4 for the retries. */
  attempt: number;
  /** When the provider will try again, if it will. */
  nextAttemptAt: Date | null;
}

/** A charge that went through, as the provider's books show it (its refunds aside). */
export interface TakenCharge {
  /** The invoice it paid: the key of our order (`orders.invoice_ref`). */
  invoiceRef: string;
  /** The provider's charge id; null where its list does not name it (Stripe's invoices). */
  chargeRef: string | null;
  subscriptionRef: string;
  amountCents: number;
  /** When the money was taken. */
  chargedAt: Date;
}

/** Every event carries the provider's event id (stored, so a replay changes nothing) and when it happened. */
export type PaymentEvent = { eventId: string; createdAt: Date } & (
  | {
      type: 'checkout_completed';
      sessionRef: string;
      workerId: string;
      subscriptionRef: string;
      customerRef: string;
    }
  | { type: 'subscription_updated'; subscription: ProviderSubscription }
  | { type: 'subscription_ended'; subscription: ProviderSubscription }
  | { type: 'charge_paid'; charge: ProviderCharge & { chargeRef: string } }
  | { type: 'charge_failed'; charge: ProviderCharge; declineMessage: string | null }
  | { type: 'charge_refunded'; chargeRef: string; refundedCents: number }
);
