import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_MESSAGES, SUBSCRIPTION_MESSAGES } from '@alongside/contract';
import {
  formatCents,
  formatLongDate,
  gstIncluded,
  LIVE_SUBSCRIPTION_STATES,
  newPlanEffect,
  nextSubscriptionState,
  pastDueOutlook,
  PLANS,
  type NewPlanEffect,
  type SubscriptionEvent,
} from '@alongside/domain';
import type { OrderRow, SubscriptionRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { HttpError } from '../../lib/http-errors';
import { letter, sendMail } from '../../lib/mail';
import { transaction } from '../../lib/transaction';
import {
  WebhookRefused,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCharge,
  type ProviderSubscription,
} from '../../providers/payments/payment-provider';
import { notify } from '../notifications/notifications.service';
import { getUser } from '../profiles/profiles.service';
import * as repository from './subscription.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'mailer' | 'log'>;

/**
 * An event that needs one the provider has not delivered yet (a charge of a subscription we have not
 * heard of): answered 409, so the provider delivers it again later, in the right order by then.
 */
const tooEarly = () => new HttpError(409, SUBSCRIPTION_MESSAGES.webhookRefused);

/** A failed charge the worker is told of by e-mail once the event is stored. */
type FailedCharge = {
  kind: 'charge_failed';
  workerId: string;
  amountCents: number;
  nextAttemptAt: Date | null;
  /** The end of the plan's grace (`pastDueOutlook`); null when the plan is not past due after all. */
  accessUntil: Date | null;
  declineMessage: string | null;
};

/**
 * A plan ended or a payment refunded without the worker asking (a second plan, or a late payment of
 * a plan they replaced): they were told in the app, and are e-mailed once the event is stored.
 */
type PlanNotice = { kind: 'plan_notice'; workerId: string; subject: string; lines: string[] };

/** What is told by e-mail after an event's transaction committed. */
type AfterEvent = FailedCharge | PlanNotice;

/** Why the system refunded an order (the `order_refunds` row's reason; no staff member asked). */
export const DUPLICATE_REFUND_REASON =
  'A second plan, paid while the worker’s plan was live (two checkouts paid at once): ended at once and refunded in full.';
export const REPLACED_REFUND_REASON =
  'A payment of a plan the worker had replaced with a new one after its payment failed: the plan was ended and the payment refunded in full.';

/**
 * `POST /api/webhooks/payments/:provider` (issue #23): the only way a subscription or an order
 * changes. The signature and age are checked first (400 and nothing changes); each event id is
 * stored in the same transaction as its effect, so a replay changes nothing; an event older than
 * what a subscription already shows changes nothing either, so events out of order end right.
 */
export async function receivePaymentWebhook(
  ctx: Ctx,
  providers: ReadonlyMap<string, PaymentProvider>,
  providerName: string,
  rawBody: string,
  headers: IncomingHttpHeaders,
): Promise<void> {
  const provider = providers.get(providerName);
  if (!provider) throw new HttpError(404, ERROR_MESSAGES.routeNotFound);
  let event: PaymentEvent | null;
  try {
    event = await provider.readWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRefused) throw new HttpError(400, SUBSCRIPTION_MESSAGES.webhookRefused);
    throw error;
  }
  if (!event) return;
  const received = await withCurrentSubscription(provider, event);
  const now = ctx.clock.now();
  const after = await transaction(ctx, async (tx) => {
    const fresh = await repository.claimPaymentEvent(tx, {
      provider: provider.name,
      event_id: received.eventId,
      type: received.type,
      received_at: now,
    });
    return fresh ? applyPaymentEvent({ ...ctx, db: tx }, providers, provider, received) : null;
  });
  if (after?.kind === 'charge_failed') await tellOfFailedCharge(ctx, after);
  if (after?.kind === 'plan_notice') await mailPlanNotice(ctx, after);
}

/**
 * A subscription event carries the provider's copy of the subscription as it was, and its time in
 * whole seconds: of two copies from one second arriving newest first, the older one would be applied
 * last and stand (issue #23: out of order and replayed, the final state must be right). The provider's
 * view now is at least as new as either, so it is applied instead; the event's copy stands when the
 * provider shows none. Read before the transaction: the sandbox reads its books through another
 * connection, which PGlite's single one would wait for.
 */
async function withCurrentSubscription(
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<PaymentEvent> {
  if (event.type !== 'subscription_updated' && event.type !== 'subscription_ended') return event;
  const current = await provider.findSubscription(event.subscription.subscriptionRef);
  return current ? { ...event, subscription: current } : event;
}

/**
 * Applies one event in the transaction that stores its id. What it asks the provider (ending a
 * second plan, refunding its payment) is asked in it too, under a key of the provider's own ids: if
 * the transaction fails, the event is not stored, the provider sends it again and the same request
 * is made again, which the provider takes as the one it already did.
 */
async function applyPaymentEvent(
  ctx: Ctx,
  providers: ReadonlyMap<string, PaymentProvider>,
  provider: PaymentProvider,
  event: PaymentEvent,
): Promise<AfterEvent | null> {
  switch (event.type) {
    case 'checkout_completed': {
      if (await isWorker(ctx, event.workerId)) {
        await repository.upsertPaymentCustomer(ctx.db, {
          worker_id: event.workerId,
          provider: provider.name,
          customer_ref: event.customerRef,
          trial_used_at: event.createdAt,
        });
      }
      await repository.closeCheckoutRow(
        ctx.db,
        { provider: provider.name, sessionRef: event.sessionRef },
        'completed',
        ctx.clock.now(),
      );
      return null;
    }
    case 'subscription_updated':
    case 'subscription_ended':
      return applySubscription(ctx, providers, provider, event.subscription, event.createdAt);
    case 'charge_paid': {
      const { workerId, refunded } = await applyCharge(ctx, provider, event.charge, 'paid', event.createdAt);
      return refunded === 'replaced' ? tellOfReplacedPlanRefund(ctx, workerId, event.charge) : null;
    }
    case 'charge_failed': {
      const { workerId } = await applyCharge(ctx, provider, event.charge, 'failed', event.createdAt);
      const plan = await repository.lockSubscriptionByRef(
        ctx.db,
        provider.name,
        event.charge.subscriptionRef,
      );
      const untold = plan && whyFailureUntold(plan);
      if (untold) {
        ctx.log.info(
          {
            event: 'failed_charge_untold',
            subscription: plan.id,
            invoice: event.charge.invoiceRef,
            why: untold,
          },
          'a failed charge the worker is not told of',
        );
        return null;
      }
      return {
        kind: 'charge_failed',
        workerId,
        amountCents: event.charge.amountCents,
        nextAttemptAt: event.charge.nextAttemptAt,
        accessUntil: plan ? (pastDueOutlook(plan, ctx.clock.now())?.accessUntil ?? null) : null,
        declineMessage: event.declineMessage,
      };
    }
    case 'charge_refunded': {
      const order = await repository.lockOrderByCharge(ctx.db, provider.name, event.chargeRef);
      if (!order) throw tooEarly();
      // The provider says how much has gone back in all, so a replay or a late event sets the same.
      const refunded = Math.max(order.refunded_cents, event.refundedCents);
      await repository.updateOrderRow(ctx.db, order.id, {
        refunded_cents: refunded,
        status: refunded > 0 ? 'refunded' : order.status,
      });
      return null;
    }
  }
}

/**
 * Why a failed charge is not told to the worker, or null when it is. "Your payment did not go
 * through" is about the plan they have: not about a second plan or one they replaced, both already
 * ended at the provider, nor a failure whose event came after a later payment of the plan went
 * through (events come out of order), which leaves the plan paid for (`active`).
 */
function whyFailureUntold(plan: SubscriptionRow): 'duplicate' | 'replaced' | 'paid_since' | null {
  if (plan.duplicate_of) return 'duplicate';
  if (plan.replaced_by) return 'replaced';
  if (plan.state === 'active') return 'paid_since';
  return null;
}

async function isWorker(ctx: Ctx, userId: string): Promise<boolean> {
  try {
    return (await getUser(ctx, userId)).user_type === 'worker';
  } catch {
    return false;
  }
}

/**
 * The provider's view of a subscription, unless what we hold is newer. A new live subscription is
 * weighed against the worker's plan by `newPlanEffect`. Beside a plan that runs it is a second plan
 * (two checkouts paid at once at the provider): kept for the record as a duplicate, never their
 * plan, ended at the provider at once, and the worker told; its payment is refunded when it arrives
 * (`applyCharge`). The plan they had goes on. Beside a plan whose payment failed it is the plan the
 * worker chose instead: the old one is ended at the provider, so its retries stop, and a payment of
 * it that went through before is refunded when it arrives.
 */
async function applySubscription(
  ctx: Ctx,
  providers: ReadonlyMap<string, PaymentProvider>,
  provider: PaymentProvider,
  subscription: ProviderSubscription,
  eventAt: Date,
): Promise<PlanNotice | null> {
  const row = await repository.lockSubscriptionByRef(ctx.db, provider.name, subscription.subscriptionRef);
  const snapshot = {
    state: subscription.status,
    current_period_start: subscription.currentPeriodStart,
    current_period_end: subscription.currentPeriodEnd,
    ends_at_period_end: subscription.cancelAtPeriodEnd,
    trial_end: subscription.trialEnd,
    event_at: eventAt,
    updated_at: ctx.clock.now(),
  };
  if (!row) {
    // A subscription for someone who is not (or no longer) a worker here is not ours to keep.
    if (!(await isWorker(ctx, subscription.workerId))) return null;
    // Also the worker's lock: two new subscriptions of theirs are applied one after the other, so
    // the second sees the first.
    await repository.upsertPaymentCustomer(ctx.db, {
      worker_id: subscription.workerId,
      provider: provider.name,
      customer_ref: subscription.customerRef,
      trial_used_at: eventAt,
    });
    const plan = await repository.findLatestSubscriptionRow(ctx.db, subscription.workerId);
    const effect: NewPlanEffect = LIVE_SUBSCRIPTION_STATES.includes(subscription.status)
      ? newPlanEffect(plan, ctx.clock.now())
      : 'starts';
    const added = await repository.insertSubscriptionRow(ctx.db, {
      worker_id: subscription.workerId,
      provider: provider.name,
      subscription_ref: subscription.subscriptionRef,
      plan: subscription.plan,
      past_due_since: subscription.status === 'past_due' ? eventAt : null,
      duplicate_of: effect === 'refused' ? plan!.id : null,
      created_at: ctx.clock.now(),
      ...snapshot,
    });
    if (effect === 'refused') return endDuplicate(ctx, provider, subscription);
    if (effect === 'replaces') await endReplaced(ctx, providers, plan!, added.id);
    return null;
  }
  if (eventAt < row.event_at) return null;
  await repository.updateSubscriptionRow(ctx.db, row.id, {
    ...snapshot,
    // The plan of the period paid for moves with its charge (`moveSubscription`), not here: the
    // provider may report a plan changed for the next renewal before it starts.
    past_due_since: subscription.status === 'past_due' ? (row.past_due_since ?? eventAt) : null,
  });
  return null;
}

/**
 * Ends a second plan at the provider now and tells the worker in the app (the e-mail follows once
 * the event is stored). A trial charged nothing; a paid one's payment is refunded in full when its
 * charge's event is applied, which may come before or after this one's end at the provider.
 */
async function endDuplicate(
  ctx: Ctx,
  provider: PaymentProvider,
  subscription: ProviderSubscription,
): Promise<PlanNotice> {
  await provider.cancelNow(
    subscription.subscriptionRef,
    `duplicate-plan-cancel-${subscription.subscriptionRef}`,
    ctx.db,
  );
  const charged = subscription.status !== 'trialing';
  const lines = [
    'Two checkouts for a plan went through at once, so a second plan started while you already had one.',
    'We ended the second plan straight away. Your plan goes on as before.',
    charged
      ? `Its payment of ${formatCents(PLANS[subscription.plan].price_cents, 'en-AU')} is refunded in full: it can take 5 to 10 business days to reach your card.`
      : 'It had not charged you anything, and it never will.',
  ];
  await notify(ctx.db, subscription.workerId, ctx.clock.now(), {
    // Like the other payment notices: in the app and by e-mail whatever the settings, never pushed.
    kind: 'second_plan_ended',
    title: 'We ended your second plan',
    body: lines.join(' '),
    link: '/subscription',
  });
  return {
    kind: 'plan_notice',
    workerId: subscription.workerId,
    subject: 'We ended your second Alongside plan',
    lines,
  };
}

/**
 * The worker chose a new plan while theirs was past due (or ran out unrenewed): the old one is
 * ended at the provider now, so it is never charged again, under a key of its id (a replayed event
 * asks the same). The worker chose this on the plans page, which said so; nothing is told now.
 */
async function endReplaced(
  ctx: Ctx,
  providers: ReadonlyMap<string, PaymentProvider>,
  old: SubscriptionRow,
  replacedBy: string,
): Promise<void> {
  await repository.updateSubscriptionRow(ctx.db, old.id, { replaced_by: replacedBy });
  // A provider no longer set up here cannot be asked; its plan was not charged by us either.
  await providers
    .get(old.provider)
    ?.cancelNow(old.subscription_ref, `replaced-plan-cancel-${old.subscription_ref}`, ctx.db);
}

/**
 * A payment of the plan the worker replaced went through before it could be ended (a retry at the
 * provider's very moment): it was refunded in full, and the worker is told in the app (by e-mail
 * once the event is stored).
 */
async function tellOfReplacedPlanRefund(
  ctx: Ctx,
  workerId: string,
  charge: ProviderCharge,
): Promise<PlanNotice> {
  const lines = [
    `A payment of ${formatCents(charge.amountCents, 'en-AU')} for the plan you replaced went through just before we ended that plan.`,
    'We refund it in full: it can take 5 to 10 business days to reach your card. Your new plan goes on.',
  ];
  await notify(ctx.db, workerId, ctx.clock.now(), {
    kind: 'replaced_plan_refunded',
    title: 'We refunded a payment of your old plan',
    body: lines.join(' '),
    link: '/subscription',
  });
  return {
    kind: 'plan_notice',
    workerId,
    subject: 'We refunded a payment of your old Alongside plan',
    lines,
  };
}

async function mailPlanNotice(ctx: Ctx, notice: PlanNotice): Promise<void> {
  const worker = await getUser(ctx, notice.workerId);
  await sendMail(
    ctx,
    letter({ to: worker.email, firstName: worker.first_name }, notice.subject, notice.lines),
  );
}

/**
 * One charge as an order (one per invoice: a retry that succeeds turns its failed order paid), and
 * its effect on the subscription through the state table. A payment of a duplicate or of a plan
 * replaced by a newer one is refunded in full. Returns the worker's id, and which refund was made.
 */
async function applyCharge(
  ctx: Ctx,
  provider: PaymentProvider,
  charge: ProviderCharge,
  status: 'paid' | 'failed',
  eventAt: Date,
): Promise<{ workerId: string; refunded: 'duplicate' | 'replaced' | null }> {
  const subscription = await repository.lockSubscriptionByRef(ctx.db, provider.name, charge.subscriptionRef);
  if (!subscription) throw tooEarly();
  const order = await repository.lockOrderByInvoice(ctx.db, provider.name, charge.invoiceRef);
  let paid: OrderRow | null = null;
  if (!order) {
    const buyer = await getUser(ctx, subscription.worker_id);
    const made = await repository.insertOrderRow(ctx.db, {
      worker_id: subscription.worker_id,
      subscription_id: subscription.id,
      buyer_name: [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
      buyer_email: buyer.email,
      provider: provider.name,
      invoice_ref: charge.invoiceRef,
      charge_ref: charge.chargeRef,
      plan: charge.plan,
      period_start: charge.periodStart,
      period_end: charge.periodEnd,
      amount_cents: charge.amountCents,
      gst_cents: gstIncluded(charge.amountCents),
      status,
      created_at: eventAt,
      paid_at: status === 'paid' ? eventAt : null,
    });
    if (status === 'paid') paid = made;
  } else if (order.status === 'failed' && status === 'paid') {
    await repository.updateOrderRow(ctx.db, order.id, {
      status,
      charge_ref: charge.chargeRef,
      paid_at: eventAt,
    });
    paid = { ...order, charge_ref: charge.chargeRef };
  }
  // A plan that is not the worker's (a second one, or one they replaced) keeps no payment.
  const notTheirs = subscription.duplicate_of ? 'duplicate' : subscription.replaced_by ? 'replaced' : null;
  const refunded = paid ? notTheirs : null;
  if (paid && refunded) await refundInFull(ctx, provider, paid, refunded);
  await moveSubscription(ctx, subscription, status === 'paid' ? 'pay' : 'fail', charge, eventAt);
  return { workerId: subscription.worker_id, refunded };
}

/**
 * A second plan's payment, or a late one of a replaced plan, goes back in full, through the
 * provider, recorded as a refund nobody on the staff asked for (`staff_id` null) with its reason;
 * the order shows it when the provider's `charge.refunded` event arrives, as any refund. The key is
 * the provider's invoice, so the same event applied again asks for the same refund.
 */
async function refundInFull(
  ctx: Ctx,
  provider: PaymentProvider,
  order: OrderRow,
  why: 'duplicate' | 'replaced',
): Promise<void> {
  const refund = await repository.insertRefundRow(ctx.db, {
    order_id: order.id,
    amount_cents: order.amount_cents,
    reason: why === 'duplicate' ? DUPLICATE_REFUND_REASON : REPLACED_REFUND_REASON,
    staff_id: null,
    created_at: ctx.clock.now(),
  });
  const { refundRef } = await provider.refund(
    order.charge_ref!,
    order.amount_cents,
    `${why}-plan-refund-${order.invoice_ref}`,
    ctx.db,
  );
  await repository.setRefundRef(ctx.db, refund.id, refundRef);
}

async function moveSubscription(
  ctx: Ctx,
  row: SubscriptionRow,
  move: SubscriptionEvent,
  charge: ProviderCharge,
  eventAt: Date,
): Promise<void> {
  const state = nextSubscriptionState(row.state, move);
  if (state === null || eventAt < row.event_at) return;
  if (move === 'pay') {
    const later = charge.periodEnd > row.current_period_end;
    await repository.updateSubscriptionRow(ctx.db, row.id, {
      state,
      past_due_since: null,
      plan: charge.plan,
      next_plan: row.next_plan === charge.plan ? null : row.next_plan,
      ...(later ? { current_period_start: charge.periodStart, current_period_end: charge.periodEnd } : {}),
      event_at: eventAt,
      updated_at: ctx.clock.now(),
    });
  } else {
    await repository.updateSubscriptionRow(ctx.db, row.id, {
      state,
      past_due_since: row.past_due_since ?? eventAt,
      event_at: eventAt,
      updated_at: ctx.clock.now(),
    });
  }
}

/**
 * After a failed charge: in the app, and by e-mail whatever the settings (it is about their money).
 * What it says the worker can do is what the plans page offers with either provider: choose a plan
 * again, paying with another card (decision 041); the sandbox has no page to change a card. Until
 * when they keep the plan is `pastDueOutlook`'s, as the plan card says it; whether we try again is
 * the provider's next attempt, which falls on `RETRY_DAYS` as the card's outlook does.
 */
async function tellOfFailedCharge(ctx: Ctx, failed: FailedCharge): Promise<void> {
  const worker = await getUser(ctx, failed.workerId);
  const amount = formatCents(failed.amountCents, 'en-AU');
  const until = failed.accessUntil ? ` You keep your plan until ${formatLongDate(failed.accessUntil)}.` : '';
  const [outlook, remedy] = failed.nextAttemptAt
    ? [
        `We will try again on ${formatLongDate(failed.nextAttemptAt)}.${until}`,
        'To pay now with another card, open Your plan in the app and choose a plan again.',
      ]
    : [
        `We will not try it again.${until}`,
        'To go on with a plan, open Your plan in the app and choose a plan again.',
      ];
  const lines = [
    `We could not take ${amount} for your Alongside plan${failed.declineMessage ? `: ${failed.declineMessage}` : '.'}`,
    outlook,
    remedy,
  ];
  await transaction(ctx, (tx) =>
    notify(tx, failed.workerId, ctx.clock.now(), {
      kind: 'payment_failed',
      title: 'Your payment did not go through',
      body: lines.join(' '),
      link: '/subscription',
    }),
  );
  await sendMail(
    ctx,
    letter(
      { to: worker.email, firstName: worker.first_name },
      'Your Alongside payment did not go through',
      lines,
    ),
  );
}
