import { actionsFrom, nextState, type Lifecycle } from '../shared/lifecycle';
import type { PlanId } from './plans';

/**
 * A worker's subscription as the payment provider tells it (issue #23): its webhooks are the only
 * source of these states, never the browser's return from a checkout. A cancelled plan is not a
 * state of its own until its period ends: it is a live plan set to end (`ends_at_period_end`), which
 * the worker may resume until then, as the providers model it.
 */
export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** The states in which a plan runs (and may be cancelled or changed). */
export const LIVE_SUBSCRIPTION_STATES: readonly SubscriptionState[] = ['trialing', 'active', 'past_due'];

/** `provider`: an event from the payment provider's webhook. */
export type SubscriptionActor = 'provider';

export const SUBSCRIPTION_LIFECYCLE = {
  /** A charge was paid: the first after the trial, a renewal, or a retry of a failed one. */
  pay: { from: ['trialing', 'active', 'past_due'], to: 'active', by: 'provider' },
  /** A charge failed: it is retried on the days of `RETRY_DAYS`, and access lasts `GRACE_DAYS`. */
  fail: { from: ['trialing', 'active', 'past_due'], to: 'past_due', by: 'provider' },
  /** The period of a plan set to end has ended. */
  end: { from: ['trialing', 'active', 'past_due'], to: 'cancelled', by: 'provider' },
  /** The last retry failed: the plan is over without the worker having ended it. */
  expire: { from: ['past_due'], to: 'expired', by: 'provider' },
} as const satisfies Lifecycle<string, SubscriptionState, SubscriptionActor>;

export type SubscriptionEvent = keyof typeof SUBSCRIPTION_LIFECYCLE;

/** The state an event moves a subscription to, or null when the table does not allow it (a late replay). */
export function nextSubscriptionState(
  state: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionState | null {
  return nextState<SubscriptionEvent, SubscriptionState, SubscriptionActor>(
    SUBSCRIPTION_LIFECYCLE,
    state,
    event,
    'provider',
  );
}

/** The events that may still come for a subscription in `state`. */
export function subscriptionEventsFrom(state: SubscriptionState): SubscriptionEvent[] {
  return actionsFrom<SubscriptionEvent, SubscriptionState, SubscriptionActor>(
    SUBSCRIPTION_LIFECYCLE,
    state,
    'provider',
  );
}

/** A failed renewal is tried again this many days after the first failure, with an e-mail each time. */
export const RETRY_DAYS: readonly number[] = [1, 3, 5];
/** Access stays this many days after the first failure. */
export const GRACE_DAYS = 7;

const DAY_MS = 86_400_000;

export interface SubscriptionFacts {
  state: SubscriptionState;
  plan: PlanId;
  current_period_end: Date;
  ends_at_period_end: boolean;
  /** When the first of the current run of failed charges happened; null when none is failing. */
  past_due_since: Date | null;
}

/** Whether the plan gives its worker the plan's use now: live within its period, or past due within the grace. */
export function hasPlanAccess(facts: SubscriptionFacts, now: Date): boolean {
  switch (facts.state) {
    case 'trialing':
    case 'active':
      return now.getTime() < facts.current_period_end.getTime();
    case 'past_due':
      return (
        facts.past_due_since !== null && now.getTime() < facts.past_due_since.getTime() + GRACE_DAYS * DAY_MS
      );
    default:
      return false;
  }
}

/** When the `attempt`th retry (1, 2, 3) of a charge that first failed at `failedAt` is due; null after the last. */
export function retryDueAt(failedAt: Date, attempt: number): Date | null {
  const days = RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(failedAt.getTime() + days * DAY_MS);
}

/**
 * Where a plan whose payment failed stands (`past_due`): the end of the grace, until which the worker
 * keeps its use, and when the charge is next tried (the next of `RETRY_DAYS` still to come, as
 * `retryDueAt` reckons it; null after the last). Null for a plan whose payment is not failing.
 */
export function pastDueOutlook(
  facts: Pick<SubscriptionFacts, 'state' | 'past_due_since'>,
  now: Date,
): { accessUntil: Date; nextTryAt: Date | null } | null {
  if (facts.state !== 'past_due' || facts.past_due_since === null) return null;
  const since = facts.past_due_since;
  const attempt = RETRY_DAYS.findIndex((days) => since.getTime() + days * DAY_MS > now.getTime());
  return {
    accessUntil: new Date(since.getTime() + GRACE_DAYS * DAY_MS),
    nextTryAt: attempt === -1 ? null : retryDueAt(since, attempt + 1),
  };
}

/** What the worker may do with their plan: cancel a live one, resume one set to end, or change plan at renewal. */
export const SUBSCRIPTION_CHOICES = ['cancel', 'resume', 'change_plan'] as const;
export type SubscriptionChoice = (typeof SUBSCRIPTION_CHOICES)[number];

/**
 * What the worker may do with a plan that runs: resume one set to end; otherwise cancel it, and
 * change it at renewal only when a new plan would be `refused` (`NEW_PLAN_EFFECT_BY_STATE`). A plan
 * whose payment did not go through is not changed, since its renewal is a charge that failed: the
 * worker chooses a plan again, which replaces it. So a plan offers a change or a new plan, never
 * both (decision 041).
 */
export function subscriptionChoices(facts: SubscriptionFacts, now: Date): SubscriptionChoice[] {
  if (!isPlanRunning(facts, now)) return [];
  if (facts.ends_at_period_end) return mayResume(facts, now) ? ['resume'] : [];
  return newPlanEffect(facts, now) === 'refused' ? ['cancel', 'change_plan'] : ['cancel'];
}

/**
 * A plan set to end may be kept while it can still be paid for: a past-due one only while its
 * payment is still tried (`pastDueOutlook`). After the last try nothing would pay for it, so keeping
 * it would keep nothing: the worker chooses a plan again.
 */
function mayResume(facts: SubscriptionFacts, now: Date): boolean {
  const outlook = pastDueOutlook(facts, now);
  return outlook === null || outlook.nextTryAt !== null;
}

/**
 * When cancelling ends a plan (decision 041), by what a new plan would do to it (`newPlanEffect`):
 * - `period_end`: a plan that runs and is paid for is set to end at its period's end, and may be
 *   resumed until then.
 * - `now`: a plan a new one would replace (its payment did not go through) ends now at the provider,
 *   so its payment is not tried again and nothing more is taken once the worker said no. Its grace
 *   was there for that payment to go through.
 */
export const CANCEL_EFFECTS = ['period_end', 'now'] as const;
export type CancelEffect = (typeof CANCEL_EFFECTS)[number];

/** When cancelling ends the plan (`CANCEL_EFFECTS`), from what a new plan would do to it. */
export function cancelEffect(newPlan: NewPlanEffect): CancelEffect {
  return newPlan === 'replaces' ? 'now' : 'period_end';
}

/**
 * Whether the worker's plan still runs: live, within its period (one set to end included), so it may
 * be cancelled, resumed or changed. Whether another plan may start is `newPlanEffect`'s rule.
 */
export function isPlanRunning(facts: SubscriptionFacts, now: Date): boolean {
  return LIVE_SUBSCRIPTION_STATES.includes(facts.state) && now < facts.current_period_end;
}

/**
 * What choosing a new plan does to the plan the worker has (decision 041): one rule, read by the
 * checkout and by the webhook that first hears of a new subscription.
 * - `refused`: the plan runs and is paid for. The worker changes or resumes it instead (409); a new
 *   one the provider starts anyway is a duplicate, ended at once and refunded.
 * - `replaces`: the plan's payment did not go through (past due: in its retries and grace), or its
 *   period is over and its renewal not heard of. The worker may choose a plan again; when the new
 *   one starts, this one is ended at the provider, so it is never charged again, and a payment of
 *   it that went through before it ended is refunded in full. The new plan stays.
 * - `starts`: no plan, or it has ended: the new one simply starts.
 */
export const NEW_PLAN_EFFECTS = ['refused', 'replaces', 'starts'] as const;
export type NewPlanEffect = (typeof NEW_PLAN_EFFECTS)[number];

/** `NEW_PLAN_EFFECTS` by the plan's state, within its period and once its period is over. */
export const NEW_PLAN_EFFECT_BY_STATE: Readonly<
  Record<SubscriptionState, { withinPeriod: NewPlanEffect; periodOver: NewPlanEffect }>
> = {
  trialing: { withinPeriod: 'refused', periodOver: 'replaces' },
  active: { withinPeriod: 'refused', periodOver: 'replaces' },
  // Stripe moves a past-due plan's period on at the renewal, the sandbox does not: either way the
  // worker may start again rather than wait on a card that failed.
  past_due: { withinPeriod: 'replaces', periodOver: 'replaces' },
  cancelled: { withinPeriod: 'starts', periodOver: 'starts' },
  expired: { withinPeriod: 'starts', periodOver: 'starts' },
};

/** What a new plan does to the worker's plan (`NEW_PLAN_EFFECTS`); `starts` when they never had one. */
export function newPlanEffect(facts: SubscriptionFacts | undefined, now: Date): NewPlanEffect {
  if (!facts) return 'starts';
  const effects = NEW_PLAN_EFFECT_BY_STATE[facts.state];
  return now < facts.current_period_end ? effects.withinPeriod : effects.periodOver;
}

/** An order is one charge: paid, failed, or refunded (in full or in part; the refunded amount says which). */
export const ORDER_STATUSES = ['paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What of an order may still be refunded: its amount less every refund already asked for (a refund
 * on its way counts, so two at once never give back more than was paid); nothing of a failed charge.
 */
export function refundableCents(
  order: { status: OrderStatus; amount_cents: number },
  refundsAskedCents: number,
): number {
  if (order.status === 'failed') return 0;
  return Math.max(0, order.amount_cents - refundsAskedCents);
}
