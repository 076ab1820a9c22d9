import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  SANDBOX_CHECKOUT_MESSAGES,
  SANDBOX_CHECKOUT_PAGE,
  SANDBOX_TEST_CARDS,
  type SandboxCheckout,
  type SandboxPayInput,
} from '@alongside/contract';
import {
  GRACE_DAYS,
  PLAN_IDS,
  PLANS,
  RETRY_DAYS,
  periodEnd,
  retryDueAt,
  type PlanId,
} from '@alongside/domain';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { SandboxCardKind } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { HttpError, invalid, notFound } from '../../lib/http-errors';
import { verifyStripeEvent } from '../../providers/payments/stripe-events';
import {
  WebhookRefused,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderSubscription,
} from '../../providers/payments/payment-provider';
import * as books from './sandbox-payments.repository';

/**
 * The sandbox payment provider (issue #23, decision 041): the default when no real one is set. Its
 * checkout is a page of the app with a card form that knows Stripe's test cards; it keeps its own
 * books (the `sandbox_*` tables), renews plans at each period's end and retries failed charges on
 * the days of `RETRY_DAYS`; and it tells the app of everything the way Stripe does, by webhook
 * events signed with the `Stripe-Signature` scheme and posted to `/api/webhooks/payments/sandbox`.
 * Its events carry Stripe's names and envelope; their `data.object` is what the app reads, already
 * in its own words. Like Stripe's API, it answers what a subscription is now (`findSubscription`)
 * and which charges it took (`listCharges`), from its books.
 */

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

const CHECKOUT = 'Checkout';
/** A checkout takes a card for a day, as a Stripe checkout session does unless told otherwise. */
const CHECKOUT_LIFE_MS = 86_400_000;
/** How often the sandbox renews plans and delivers what it owes (a real provider's clock runs on its own). */
export const SANDBOX_SWEEP_INTERVAL_MS = 10_000;
const DAY_MS = 86_400_000;
/** How long a server keeps an event it is delivering before another may try. */
const CLAIM_SECONDS = 30;
/** When the app was not ready for an event (one it needs came later), it is tried again this much later. */
const RETRY_DELIVERY_MS = 2_000;

const CARD_KINDS: Readonly<Record<string, SandboxCardKind>> = {
  [SANDBOX_TEST_CARDS.succeeds]: 'succeeds',
  [SANDBOX_TEST_CARDS.declined]: 'declined',
  [SANDBOX_TEST_CARDS.insufficientFunds]: 'insufficient_funds',
  [SANDBOX_TEST_CARDS.confirms]: 'confirms',
};

const DECLINE_MESSAGES: Readonly<Record<'declined' | 'insufficient_funds', string>> = {
  declined: SANDBOX_CHECKOUT_MESSAGES.declined,
  insufficient_funds: SANDBOX_CHECKOUT_MESSAGES.insufficientFunds,
};

/** The sandbox's webhook secret: made from the app's own secret, so it is never written down. */
export function sandboxWebhookSecret(config: Pick<AppContext['config'], 'jwtSecret'>): string {
  return `whsec_${createHmac('sha256', config.jwtSecret).update('sandbox payments webhooks').digest('hex')}`;
}

/** `Stripe-Signature: t=…,v1=…`: an HMAC-SHA256 of "timestamp.body", as Stripe signs. */
export function signSandboxEvent(payload: string, secret: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const ref = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export function sandboxPaymentProvider(ctx: Ctx): PaymentProvider {
  const secret = sandboxWebhookSecret(ctx.config);
  // Only its webhook checks are used: no call leaves this server.
  const stripe = new Stripe('sk_test_sandbox');
  return {
    name: 'sandbox',
    async startCheckout(request, within = ctx.db) {
      const now = ctx.clock.now();
      const checkout = await books.insertCheckout(within, {
        worker_id: request.workerId,
        customer_ref: request.customerRef ?? ref('cus'),
        plan: request.plan,
        trial_days: request.trialDays,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        created_at: now,
        expires_at: new Date(now.getTime() + CHECKOUT_LIFE_MS),
      });
      const url = new URL(SANDBOX_CHECKOUT_PAGE.replace(':id', checkout.id), ctx.config.publicUrl).toString();
      return { sessionRef: checkout.id, url, expiresAt: checkout.expires_at };
    },
    async expireCheckout(sessionRef, within = ctx.db) {
      const checkout = await books.findCheckout(within, sessionRef, true);
      if (!checkout) throw new Error('No such sandbox checkout.');
      if (checkout.state === 'completed') return 'completed';
      if (checkout.state !== 'expired') await books.updateCheckout(within, checkout.id, { state: 'expired' });
      return 'expired';
    },
    async cancelNow(subscriptionRef, _idempotencyKey, within = ctx.db) {
      const row = await books.lockSubscription(within, subscriptionRef);
      if (!row) throw new Error('No such sandbox subscription.');
      if (row.status === 'canceled' || row.status === 'expired') return;
      const ended = await books.updateSubscription(within, subscriptionRef, {
        status: 'canceled',
        next_attempt_at: null,
      });
      await tell(within, ctx.clock.now(), 'customer.subscription.deleted', subscriptionEvent(ended));
    },
    async setCancelAtPeriodEnd(subscriptionRef, cancel) {
      await ctx.db.transaction(async (tx) => {
        const row = await books.lockSubscription(tx, subscriptionRef);
        if (!row) throw new Error('No such sandbox subscription.');
        const changed = await books.updateSubscription(tx, subscriptionRef, {
          cancel_at_period_end: cancel,
          next_plan: cancel ? null : row.next_plan,
        });
        await tell(tx, ctx.clock.now(), 'customer.subscription.updated', subscriptionEvent(changed));
      });
    },
    async changePlanAtRenewal(subscriptionRef, plan) {
      await ctx.db.transaction(async (tx) => {
        const row = await books.lockSubscription(tx, subscriptionRef);
        if (!row) throw new Error('No such sandbox subscription.');
        await books.updateSubscription(tx, subscriptionRef, { next_plan: plan === row.plan ? null : plan });
      });
    },
    async refund(chargeRef, amountCents, idempotencyKey, within) {
      const refund = async (tx: Database) => {
        const charge = await books.lockCharge(tx, chargeRef);
        // Asked again with the same key (an answer lost on the way): the same refund, nothing more.
        const made = await books.findRefundByKey(tx, idempotencyKey);
        if (made) return { refundRef: made.ref };
        if (!charge || charge.refunded_cents + amountCents > charge.amount_cents) {
          throw new Error('The sandbox cannot refund more than was charged.');
        }
        const refunded = charge.refunded_cents + amountCents;
        await books.setChargeRefunded(tx, chargeRef, refunded);
        await tell(tx, ctx.clock.now(), 'charge.refunded', {
          type: 'charge_refunded',
          chargeRef,
          refundedCents: refunded,
        });
        const refundRef = ref('re');
        await books.insertRefund(tx, {
          idempotency_key: idempotencyKey,
          ref: refundRef,
          charge_ref: chargeRef,
          amount_cents: amountCents,
          created_at: ctx.clock.now(),
        });
        return { refundRef };
      };
      return within ? refund(within) : ctx.db.transaction(refund);
    },
    // A test card is changed by starting again, so there is no page for it.
    hasCardPage: false,
    async portalUrl() {
      return null;
    },
    async readWebhook(rawBody: string, headers: IncomingHttpHeaders): Promise<PaymentEvent | null> {
      const event = verifyStripeEvent(stripe, rawBody, headers, secret, ctx.clock.now());
      const body = SandboxEventBodySchema.safeParse(event.data.object);
      if (!body.success) throw new WebhookRefused('The sandbox event is not one the app reads.');
      return { eventId: event.id, createdAt: new Date(event.created * 1000), ...body.data } as PaymentEvent;
    },
    async findSubscription(subscriptionRef) {
      const row = await books.findSubscription(ctx.db, subscriptionRef);
      return row ? providerSubscription(row) : null;
    },
    async listCharges(since) {
      const rows = await books.listChargesSince(ctx.db, since);
      return rows.map((row) => ({
        invoiceRef: row.invoice_ref,
        chargeRef: row.ref,
        subscriptionRef: row.subscription_ref,
        amountCents: row.amount_cents,
        chargedAt: row.created_at,
      }));
    },
  };
}

/** The event bodies the sandbox sends, as JSON (dates as ISO text). */
const DateSchema = z.iso.datetime().transform((text) => new Date(text));
const PlanIdSchema = z.enum(PLAN_IDS);
const SubscriptionJsonSchema = z.strictObject({
  subscriptionRef: z.string(),
  customerRef: z.string(),
  workerId: z.string(),
  plan: PlanIdSchema,
  status: z.enum(['trialing', 'active', 'past_due', 'cancelled', 'expired']),
  currentPeriodStart: DateSchema,
  currentPeriodEnd: DateSchema,
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: DateSchema.nullable(),
});
const ChargeJsonSchema = z.strictObject({
  invoiceRef: z.string(),
  chargeRef: z.string().nullable(),
  subscriptionRef: z.string(),
  customerRef: z.string(),
  plan: PlanIdSchema,
  amountCents: z.int(),
  periodStart: DateSchema,
  periodEnd: DateSchema,
  attempt: z.int(),
  nextAttemptAt: DateSchema.nullable(),
});
const SandboxEventBodySchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('checkout_completed'),
    sessionRef: z.string(),
    workerId: z.string(),
    subscriptionRef: z.string(),
    customerRef: z.string(),
  }),
  z.strictObject({ type: z.literal('subscription_updated'), subscription: SubscriptionJsonSchema }),
  z.strictObject({ type: z.literal('subscription_ended'), subscription: SubscriptionJsonSchema }),
  z.strictObject({
    type: z.literal('charge_paid'),
    charge: ChargeJsonSchema.extend({ chargeRef: z.string() }),
  }),
  z.strictObject({
    type: z.literal('charge_failed'),
    charge: ChargeJsonSchema,
    declineMessage: z.string().nullable(),
  }),
  z.strictObject({ type: z.literal('charge_refunded'), chargeRef: z.string(), refundedCents: z.int() }),
]);

type EventBody = PaymentEvent extends infer E
  ? E extends PaymentEvent
    ? Omit<E, 'eventId' | 'createdAt'>
    : never
  : never;

/** Writes an event for the app into the outbox, in the transaction of the change it tells of. */
async function tell(tx: Database, at: Date, stripeType: string, body: EventBody): Promise<void> {
  const id = ref('evt');
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    type: stripeType,
    data: { object: body },
  });
  await books.enqueueEvent(tx, { event_id: id, payload, created_at: at });
}

/** A subscription of the sandbox's books in the app's words. */
function providerSubscription(row: books.SandboxSubscriptionRow): ProviderSubscription {
  return {
    subscriptionRef: row.ref,
    customerRef: row.customer_ref,
    workerId: row.worker_id,
    plan: row.plan,
    status: row.status === 'canceled' ? 'cancelled' : (row.status as ProviderSubscription['status']),
    currentPeriodStart: row.period_start,
    currentPeriodEnd: row.period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    trialEnd: row.trial_end,
  };
}

function subscriptionEvent(row: books.SandboxSubscriptionRow): EventBody {
  const ended = row.status === 'canceled' || row.status === 'expired';
  const subscription = providerSubscription(row);
  return ended
    ? { type: 'subscription_ended', subscription }
    : { type: 'subscription_updated', subscription };
}

/** `GET /api/sandbox/checkouts/:id`: only the worker who started it; anyone else 404. */
export async function getSandboxCheckout(ctx: Ctx, callerId: string, id: string): Promise<SandboxCheckout> {
  const checkout = await ownCheckout(ctx.db, callerId, id);
  if (hasEnded(checkout, ctx.clock.now())) throw new HttpError(409, SANDBOX_CHECKOUT_MESSAGES.notOpen);
  return toCheckout(checkout);
}

/**
 * Expired by the app (a newer checkout of the worker's replaced it) or ran out: it takes no card,
 * and its page says it is finished, as Stripe's page of an expired session does.
 */
function hasEnded(checkout: books.SandboxCheckoutRow, now: Date): boolean {
  return checkout.state === 'expired' || (checkout.state !== 'completed' && checkout.expires_at <= now);
}

async function ownCheckout(db: Database, callerId: string, id: string, lock = false) {
  const row = z.uuid().safeParse(id).success ? await books.findCheckout(db, id, lock) : undefined;
  if (!row || row.worker_id !== callerId) throw notFound(CHECKOUT);
  return row;
}

function toCheckout(row: books.SandboxCheckoutRow): SandboxCheckout {
  if (row.state === 'expired') throw new HttpError(409, SANDBOX_CHECKOUT_MESSAGES.notOpen);
  const plan = PLANS[row.plan];
  return {
    id: row.id,
    plan: { id: plan.id, name: plan.name, price_cents: plan.price_cents, interval: plan.interval },
    trial_days: row.trial_days,
    state: row.state,
    success_url: row.success_url,
    cancel_url: row.cancel_url,
  };
}

/**
 * `POST /api/sandbox/checkouts/:id/pay`: a test card pays (the plan starts), asks to confirm
 * (3-D Secure: the checkout waits), or is refused (402 with the card's reason; nothing starts).
 */
export async function paySandboxCheckout(
  ctx: Ctx,
  callerId: string,
  id: string,
  body: SandboxPayInput,
): Promise<SandboxCheckout> {
  const now = ctx.clock.now();
  const card = CARD_KINDS[body.card_number];
  if (!card) throw invalid({ card_number: [SANDBOX_CHECKOUT_MESSAGES.cardNumber] });
  if (isExpired(body.expiry, now)) throw invalid({ expiry: [SANDBOX_CHECKOUT_MESSAGES.expiry] });
  return ctx.db.transaction(async (tx) => {
    const checkout = await ownCheckout(tx, callerId, id, true);
    if (checkout.state !== 'open' || hasEnded(checkout, now))
      throw new HttpError(409, SANDBOX_CHECKOUT_MESSAGES.notOpen);
    if (card === 'declined' || card === 'insufficient_funds')
      throw new HttpError(402, DECLINE_MESSAGES[card]);
    if (card === 'confirms') {
      await books.updateCheckout(tx, checkout.id, { state: 'confirming', card });
      return toCheckout({ ...checkout, state: 'confirming', card });
    }
    return toCheckout(await completeCheckout(tx, checkout, card, now));
  });
}

/** `POST /api/sandbox/checkouts/:id/confirm`: the person confirms (the plan starts) or does not (402). */
export async function confirmSandboxCheckout(
  ctx: Ctx,
  callerId: string,
  id: string,
  approve: boolean,
): Promise<SandboxCheckout> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const checkout = await ownCheckout(tx, callerId, id, true);
    if (checkout.state !== 'confirming' || hasEnded(checkout, now))
      throw new HttpError(409, SANDBOX_CHECKOUT_MESSAGES.notOpen);
    if (!approve) {
      await books.updateCheckout(tx, checkout.id, { state: 'open', card: null });
      return null;
    }
    return toCheckout(await completeCheckout(tx, checkout, checkout.card ?? 'confirms', now));
  });
  if (!result) throw new HttpError(402, SANDBOX_CHECKOUT_MESSAGES.notConfirmed);
  return result;
}

/** "MM/YY" before this month is expired; the card works to the end of its month. */
function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  return (
    2000 + year < now.getUTCFullYear() ||
    (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  );
}

/** The plan starts: on trial, or paid for its first period at once. */
async function completeCheckout(
  tx: Database,
  checkout: books.SandboxCheckoutRow,
  card: SandboxCardKind,
  now: Date,
): Promise<books.SandboxCheckoutRow> {
  const plan = PLANS[checkout.plan];
  const trial = checkout.trial_days > 0;
  const end = trial ? new Date(now.getTime() + checkout.trial_days * DAY_MS) : periodEnd(now, plan.interval);
  const subscriptionRef = ref('sub');
  await books.insertSubscription(tx, {
    ref: subscriptionRef,
    customer_ref: checkout.customer_ref,
    worker_id: checkout.worker_id,
    plan: plan.id,
    status: trial ? 'trialing' : 'active',
    period_start: now,
    period_end: end,
    trial_end: trial ? end : null,
    card,
  });
  await books.updateCheckout(tx, checkout.id, { state: 'completed' });
  await tell(tx, now, 'checkout.session.completed', {
    type: 'checkout_completed',
    sessionRef: checkout.id,
    workerId: checkout.worker_id,
    subscriptionRef,
    customerRef: checkout.customer_ref,
  });
  const row = (await books.lockSubscription(tx, subscriptionRef))!;
  await tell(tx, now, 'customer.subscription.created', subscriptionEvent(row));
  if (!trial) await charge(tx, row, plan.id, { start: now, end }, now);
  return { ...checkout, state: 'completed' };
}

/** Takes a period's price: a charge and `invoice.paid` when the card pays; nothing taken otherwise. */
async function charge(
  tx: Database,
  row: books.SandboxSubscriptionRow,
  planId: PlanId,
  period: { start: Date; end: Date },
  now: Date,
): Promise<boolean> {
  const invoiceRef = row.open_invoice_ref ?? ref('in');
  const base: Omit<ProviderCharge, 'chargeRef' | 'attempt' | 'nextAttemptAt'> = {
    invoiceRef,
    subscriptionRef: row.ref,
    customerRef: row.customer_ref,
    plan: planId,
    amountCents: PLANS[planId].price_cents,
    periodStart: period.start,
    periodEnd: period.end,
  };
  const attempt = row.attempts + 1;
  if (row.card === 'succeeds' || row.card === 'confirms') {
    const chargeRef = ref('ch');
    await books.insertCharge(tx, {
      ref: chargeRef,
      invoice_ref: invoiceRef,
      subscription_ref: row.ref,
      amount_cents: base.amountCents,
      created_at: now,
    });
    await tell(tx, now, 'invoice.paid', {
      type: 'charge_paid',
      charge: { ...base, chargeRef, attempt, nextAttemptAt: null },
    });
    return true;
  }
  const firstFailedAt = row.first_failed_at ?? now;
  // Tries 2 to 4 are the retries on days 1, 3 and 5; after the last the plan lasts out its grace.
  const nextAttemptAt = attempt <= RETRY_DAYS.length ? retryDueAt(firstFailedAt, attempt) : null;
  await books.updateSubscription(tx, row.ref, {
    status: 'past_due',
    open_invoice_ref: invoiceRef,
    attempts: attempt,
    first_failed_at: firstFailedAt,
    next_attempt_at: nextAttemptAt ?? new Date(firstFailedAt.getTime() + GRACE_DAYS * DAY_MS),
  });
  await tell(tx, now, 'invoice.payment_failed', {
    type: 'charge_failed',
    charge: { ...base, chargeRef: null, attempt, nextAttemptAt },
    declineMessage: DECLINE_MESSAGES[row.card],
  });
  return false;
}

/**
 * The sandbox's scheduled job: each plan at its period's end renews (or ends, when set to), and each
 * failed charge is tried again when due; after the last retry and the grace the plan expires.
 */
export async function runSandboxRenewals(ctx: Ctx): Promise<{ renewed: number }> {
  const now = ctx.clock.now();
  let renewed = 0;
  for (const subscriptionRef of await books.listDueSubscriptionRefs(ctx.db, now, 100)) {
    await ctx.db.transaction(async (tx) => {
      const row = await books.lockSubscription(tx, subscriptionRef);
      // Ended since it was listed (a new plan replaced it, or a duplicate): it is never charged again.
      if (!row || row.status === 'canceled' || row.status === 'expired') return;
      if (row.status === 'past_due') {
        if (!row.next_attempt_at || row.next_attempt_at > now) return;
        if (row.attempts > RETRY_DAYS.length) {
          const ended = await books.updateSubscription(tx, row.ref, {
            status: 'expired',
            next_attempt_at: null,
          });
          await tell(tx, now, 'customer.subscription.deleted', subscriptionEvent(ended));
          return;
        }
      } else if (row.period_end > now) {
        return;
      } else if (row.cancel_at_period_end) {
        const ended = await books.updateSubscription(tx, row.ref, { status: 'canceled' });
        await tell(tx, now, 'customer.subscription.deleted', subscriptionEvent(ended));
        return;
      }
      const planId = row.next_plan ?? row.plan;
      const period = { start: row.period_end, end: periodEnd(row.period_end, PLANS[planId].interval) };
      if (await charge(tx, row, planId, period, now)) {
        const next = await books.updateSubscription(tx, row.ref, {
          status: 'active',
          plan: planId,
          next_plan: null,
          period_start: period.start,
          period_end: period.end,
          open_invoice_ref: null,
          attempts: 0,
          first_failed_at: null,
          next_attempt_at: null,
        });
        await tell(tx, now, 'customer.subscription.updated', subscriptionEvent(next));
        renewed += 1;
      } else {
        await tell(
          tx,
          now,
          'customer.subscription.updated',
          subscriptionEvent((await books.lockSubscription(tx, row.ref))!),
        );
      }
    });
  }
  return { renewed };
}

/** Posts a signed event to the app's webhook route; throws when the app did not answer 2xx. */
export type DeliverWebhook = (payload: string, headers: Record<string, string>) => Promise<void>;

/**
 * Delivers the sandbox's events, oldest first, each signed at the moment it is sent. An event the
 * app was not ready for waits `RETRY_DELIVERY_MS` and the round stops, keeping the order.
 */
export async function deliverSandboxEvents(
  ctx: Ctx,
  deliver: DeliverWebhook,
): Promise<{ delivered: number }> {
  const secret = sandboxWebhookSecret(ctx.config);
  let delivered = 0;
  for (;;) {
    const now = ctx.clock.now();
    const event = await books.claimNextEvent(ctx.db, now, CLAIM_SECONDS);
    if (!event) return { delivered };
    try {
      await deliver(event.payload, {
        'content-type': 'application/json',
        'stripe-signature': signSandboxEvent(event.payload, secret, now),
      });
    } catch {
      await books.releaseEvent(ctx.db, event.id, new Date(now.getTime() + RETRY_DELIVERY_MS));
      return { delivered };
    }
    await books.markDelivered(ctx.db, event.id, ctx.clock.now());
    delivered += 1;
  }
}
