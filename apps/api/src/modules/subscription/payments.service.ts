import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_MESSAGES, SUBSCRIPTION_MESSAGES } from '@alongside/contract';
import {
  formatCents,
  formatLongDate,
  gstIncluded,
  nextSubscriptionState,
  type SubscriptionEvent,
} from '@alongside/domain';
import type { SubscriptionRow } from '../../db/schema/index';
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
  workerId: string;
  amountCents: number;
  nextAttemptAt: Date | null;
  declineMessage: string | null;
};

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
  const failed = await transaction(ctx, async (tx) => {
    const fresh = await repository.claimPaymentEvent(tx, {
      provider: provider.name,
      event_id: received.eventId,
      type: received.type,
      received_at: now,
    });
    return fresh ? applyPaymentEvent({ ...ctx, db: tx }, provider.name, received) : null;
  });
  if (failed) await tellOfFailedCharge(ctx, failed);
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

async function applyPaymentEvent(
  ctx: Ctx,
  provider: string,
  event: PaymentEvent,
): Promise<FailedCharge | null> {
  switch (event.type) {
    case 'checkout_completed': {
      if (await isWorker(ctx, event.workerId)) {
        await repository.upsertPaymentCustomer(ctx.db, {
          worker_id: event.workerId,
          provider,
          customer_ref: event.customerRef,
          trial_used_at: event.createdAt,
        });
      }
      return null;
    }
    case 'subscription_updated':
    case 'subscription_ended':
      await applySubscription(ctx, provider, event.subscription, event.createdAt);
      return null;
    case 'charge_paid':
      await applyCharge(ctx, provider, event.charge, 'paid', event.createdAt);
      return null;
    case 'charge_failed': {
      const workerId = await applyCharge(ctx, provider, event.charge, 'failed', event.createdAt);
      return {
        workerId,
        amountCents: event.charge.amountCents,
        nextAttemptAt: event.charge.nextAttemptAt,
        declineMessage: event.declineMessage,
      };
    }
    case 'charge_refunded': {
      const order = await repository.lockOrderByCharge(ctx.db, provider, event.chargeRef);
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

async function isWorker(ctx: Ctx, userId: string): Promise<boolean> {
  try {
    return (await getUser(ctx, userId)).user_type === 'worker';
  } catch {
    return false;
  }
}

/** The provider's view of a subscription, unless what we hold is newer. */
async function applySubscription(
  ctx: Ctx,
  provider: string,
  subscription: ProviderSubscription,
  eventAt: Date,
): Promise<void> {
  const row = await repository.lockSubscriptionByRef(ctx.db, provider, subscription.subscriptionRef);
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
    if (!(await isWorker(ctx, subscription.workerId))) return;
    await repository.upsertPaymentCustomer(ctx.db, {
      worker_id: subscription.workerId,
      provider,
      customer_ref: subscription.customerRef,
      trial_used_at: eventAt,
    });
    await repository.insertSubscriptionRow(ctx.db, {
      worker_id: subscription.workerId,
      provider,
      subscription_ref: subscription.subscriptionRef,
      plan: subscription.plan,
      past_due_since: subscription.status === 'past_due' ? eventAt : null,
      created_at: ctx.clock.now(),
      ...snapshot,
    });
    return;
  }
  if (eventAt < row.event_at) return;
  await repository.updateSubscriptionRow(ctx.db, row.id, {
    ...snapshot,
    // The plan of the period paid for moves with its charge (`moveSubscription`), not here: the
    // provider may report a plan changed for the next renewal before it starts.
    past_due_since: subscription.status === 'past_due' ? (row.past_due_since ?? eventAt) : null,
  });
}

/**
 * One charge as an order (one per invoice: a retry that succeeds turns its failed order paid), and
 * its effect on the subscription through the state table. Returns the worker's id.
 */
async function applyCharge(
  ctx: Ctx,
  provider: string,
  charge: ProviderCharge,
  status: 'paid' | 'failed',
  eventAt: Date,
): Promise<string> {
  const subscription = await repository.lockSubscriptionByRef(ctx.db, provider, charge.subscriptionRef);
  if (!subscription) throw tooEarly();
  const order = await repository.lockOrderByInvoice(ctx.db, provider, charge.invoiceRef);
  if (!order) {
    const buyer = await getUser(ctx, subscription.worker_id);
    await repository.insertOrderRow(ctx.db, {
      worker_id: subscription.worker_id,
      subscription_id: subscription.id,
      buyer_name: [buyer.first_name, buyer.last_name].filter(Boolean).join(' '),
      buyer_email: buyer.email,
      provider,
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
  } else if (order.status === 'failed' && status === 'paid') {
    await repository.updateOrderRow(ctx.db, order.id, {
      status,
      charge_ref: charge.chargeRef,
      paid_at: eventAt,
    });
  }
  await moveSubscription(ctx, subscription, status === 'paid' ? 'pay' : 'fail', charge, eventAt);
  return subscription.worker_id;
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

/** After a failed charge: in the app, and by e-mail whatever the settings (it is about their money). */
async function tellOfFailedCharge(ctx: Ctx, failed: FailedCharge): Promise<void> {
  const worker = await getUser(ctx, failed.workerId);
  const amount = formatCents(failed.amountCents, 'en-AU');
  const retry = failed.nextAttemptAt
    ? `We will try again on ${formatLongDate(failed.nextAttemptAt)}.`
    : 'We will not try again: choose your plan again to go on.';
  const lines = [
    `We could not take ${amount} for your Alongside plan${failed.declineMessage ? `: ${failed.declineMessage}` : '.'}`,
    retry,
    'You keep your plan for 7 days from the first failed payment. Check your card on the plan page.',
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
