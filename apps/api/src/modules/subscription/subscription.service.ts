import {
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_PAGES,
  type CheckoutResponse,
  type PlansResponse,
  type PlanView,
  type Subscription,
  type SubscriptionResponse,
} from '@alongside/contract';
import {
  allowanceLeft,
  cancelEffect,
  allowanceMonth,
  commissionComparison,
  FREE_MONTHLY_ALLOWANCE,
  gstIncluded,
  hasPlanAccess,
  mayTakeWork,
  PLAN_IDS,
  PLANS,
  newPlanEffect,
  pastDueOutlook,
  subscriptionChoices,
  TRIAL_DAYS,
  type Plan,
  type PlanId,
} from '@alongside/domain';
import type { SubscriptionRow, UserRow } from '../../db/schema/index';
import type { AppContext } from '../../lib/app-context';
import { forbidden, HttpError } from '../../lib/http-errors';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import type { Payments } from './payments';
import * as repository from './subscription.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;
type Caller = Pick<UserRow, 'id' | 'user_type' | 'role'>;

/** `GET /api/plans`: the plans with their GST and what a commission would cost instead. */
export function listPlans(): PlansResponse {
  return {
    data: PLAN_IDS.map((id) => toPlanView(PLANS[id])),
    meta: { trial_days: TRIAL_DAYS, free_monthly_allowance: FREE_MONTHLY_ALLOWANCE },
  };
}

function toPlanView(plan: Plan): PlanView {
  return { ...plan, gst_cents: gstIncluded(plan.price_cents), comparison: commissionComparison(plan) };
}

/** Plans are a support worker's: a client or a staff member is refused (403). */
export function assertWorker(caller: Caller): void {
  if (caller.user_type !== 'worker' || caller.role) throw forbidden(SUBSCRIPTION_MESSAGES.workersOnly);
}

/** `GET /api/subscription`: the worker's plan (null before their first), their trial and this month's allowance. */
export async function getSubscription(
  ctx: Ctx,
  payments: Payments,
  caller: Caller,
): Promise<SubscriptionResponse> {
  assertWorker(caller);
  const now = ctx.clock.now();
  const [row, trialUsedAt, used] = await Promise.all([
    repository.findLatestSubscriptionRow(ctx.db, caller.id),
    repository.findTrialUsedAt(ctx.db, caller.id),
    repository.countAllowanceUsed(ctx.db, caller.id, allowanceMonth(now)),
  ]);
  return {
    data: row ? toSubscription(row, now, payments.providers.get(row.provider)?.hasCardPage ?? false) : null,
    meta: {
      trial_available: trialUsedAt === null,
      allowance: { limit: FREE_MONTHLY_ALLOWANCE, used, left: allowanceLeft(used) },
    },
  };
}

function toSubscription(row: SubscriptionRow, now: Date, cardPage: boolean): Subscription {
  return {
    plan: row.plan,
    state: row.state,
    current_period_end: row.current_period_end.toISOString(),
    ends_at_period_end: row.ends_at_period_end,
    next_plan: row.next_plan,
    trial_end: row.trial_end?.toISOString() ?? null,
    has_access: hasPlanAccess(row, now),
    choices: subscriptionChoices(row, now),
    new_plan: newPlanEffect(row, now),
    past_due: pastDueOf(row, now),
    card_page: cardPage,
  };
}

function pastDueOf(row: SubscriptionRow, now: Date): Subscription['past_due'] {
  const outlook = pastDueOutlook(row, now);
  return (
    outlook && {
      access_until: outlook.accessUntil.toISOString(),
      next_try_at: outlook.nextTryAt?.toISOString() ?? null,
    }
  );
}

const conflict = (message: string) => new HttpError(409, message);

/**
 * A checkout answered again rather than a new one needs this long left to be paid in: a person
 * sent to one about to run out would find it gone before they finished typing their card.
 */
const CHECKOUT_REUSE_MARGIN_MS = 30 * 60_000;

/**
 * `POST /api/subscription { plan }`: a checkout with the provider, its address for the browser. The
 * trial is offered when the person never had one; a worker whose plan still runs changes or
 * resumes it instead (409). One whose plan is past due may start again: the old plan is ended when
 * the new one starts (`newPlanEffect`, applied by the webhook), not now, so leaving the checkout
 * unpaid keeps the plan they had. A worker has one open checkout at most (decision 041): the same plan
 * asked again (a double tap, a retry, a second tab) answers the open one again, and another plan
 * expires the open one at the provider before a new one opens, so two can never both be paid. The
 * worker's `payment_customers` row is locked meanwhile, so two requests at once run one after the
 * other. The plan itself starts only from the provider's webhook.
 */
export async function startCheckout(
  ctx: Ctx,
  payments: Payments,
  caller: Caller & Pick<UserRow, 'email'>,
  plan: PlanId,
): Promise<CheckoutResponse> {
  assertWorker(caller);
  const provider = payments.provider;
  if (!provider) throw new HttpError(503, SUBSCRIPTION_MESSAGES.paymentsOff);
  const url = await ctx.db.transaction(async (tx) => {
    const customer = await repository.lockPaymentCustomer(tx, caller.id, provider.name);
    const now = ctx.clock.now();
    const current = await repository.findLatestSubscriptionRow(tx, caller.id);
    if (newPlanEffect(current, now) === 'refused') throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    const open = await repository.findOpenCheckoutRow(tx, caller.id);
    if (open) {
      const reusable =
        open.provider === provider.name &&
        open.plan === plan &&
        open.expires_at.getTime() - now.getTime() > CHECKOUT_REUSE_MARGIN_MS;
      if (reusable) return open.url;
      // A provider no longer set up here cannot be asked, nor reached by the person either.
      const owner = payments.providers.get(open.provider);
      const ended = owner
        ? await askingProvider(() => owner.expireCheckout(open.session_ref, tx))
        : 'expired';
      await repository.closeCheckoutRow(tx, { id: open.id }, ended, now);
      // Paid before it could be ended: that plan's events are on their way.
      if (ended === 'completed') throw conflict(SUBSCRIPTION_MESSAGES.alreadySubscribed);
    }
    const page = `${ctx.config.publicUrl}${SUBSCRIPTION_PAGES.plans}`;
    const opened = await askingProvider(() =>
      provider.startCheckout(
        {
          workerId: caller.id,
          email: caller.email,
          customerRef: customer.provider === provider.name ? customer.customer_ref : null,
          plan,
          trialDays: customer.trial_used_at ? 0 : TRIAL_DAYS,
          successUrl: `${page}?checkout=done`,
          cancelUrl: page,
        },
        tx,
      ),
    );
    await repository.insertCheckoutRow(tx, {
      worker_id: caller.id,
      provider: provider.name,
      session_ref: opened.sessionRef,
      plan,
      url: opened.url,
      state: 'open',
      created_at: now,
      expires_at: opened.expiresAt,
    });
    return opened.url;
  });
  return { data: { url } };
}

/**
 * The provider's own failure (unreachable, or it refused) answers 502: the transaction it ran in
 * rolls back, so nothing changed here.
 */
async function askingProvider<T>(ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, SUBSCRIPTION_MESSAGES.providerFailed);
  }
}

/**
 * `POST /api/subscription/cancel|resume|change`: asks the provider; its webhook changes the plan here.
 * Only what `subscriptionChoices` offers (the plans page's buttons), 409 otherwise: a plan whose
 * payment failed is not changed but replaced by choosing a plan again, and cancelling it ends it
 * now rather than at its period's end (`cancelEffect`, decision 041).
 */
export async function changeSubscription(
  ctx: Ctx,
  payments: Payments,
  caller: Caller,
  change: { choice: 'cancel' | 'resume' } | { choice: 'change_plan'; plan: PlanId },
): Promise<SubscriptionResponse> {
  assertWorker(caller);
  const now = ctx.clock.now();
  const current = await repository.findLatestSubscriptionRow(ctx.db, caller.id);
  const provider = current ? payments.providers.get(current.provider) : undefined;
  if (!current || !provider || !subscriptionChoices(current, now).includes(change.choice)) {
    throw conflict(refusedChangeMessage(current, change.choice, now));
  }
  try {
    const message = await askProvider(ctx, provider, current, change);
    await payments.settle();
    return { ...(await getSubscription(ctx, payments, caller)), message };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The provider's own failure (unreachable, or it refused): nothing changed here.
    throw new HttpError(502, SUBSCRIPTION_MESSAGES.providerFailed);
  }
}

function refusedChangeMessage(
  current: SubscriptionRow | undefined,
  choice: 'cancel' | 'resume' | 'change_plan',
  now: Date,
): string {
  switch (choice) {
    case 'resume':
      return SUBSCRIPTION_MESSAGES.nothingToResume;
    case 'cancel':
      return SUBSCRIPTION_MESSAGES.nothingToCancel;
    case 'change_plan':
      return current && newPlanEffect(current, now) === 'replaces'
        ? SUBSCRIPTION_MESSAGES.choosePlanAgain
        : SUBSCRIPTION_MESSAGES.nothingToChange;
  }
}

async function askProvider(
  ctx: Ctx,
  provider: PaymentProvider,
  current: SubscriptionRow,
  change: { choice: 'cancel' | 'resume' } | { choice: 'change_plan'; plan: PlanId },
): Promise<string> {
  let message: string;
  if (change.choice === 'change_plan') {
    if (change.plan === (current.next_plan ?? current.plan)) throw conflict(SUBSCRIPTION_MESSAGES.samePlan);
    await provider.changePlanAtRenewal(current.subscription_ref, change.plan);
    // The worker's choice, kept to show until the renewal's charge makes it the plan.
    await repository.updateSubscriptionRow(ctx.db, current.id, {
      next_plan: change.plan === current.plan ? null : change.plan,
    });
    message = SUBSCRIPTION_MESSAGES.changed;
  } else if (change.choice === 'cancel' && cancelEffect(newPlanEffect(current, ctx.clock.now())) === 'now') {
    // Its payment did not go through: ended now, so the provider stops trying it (Stripe stops
    // collecting a cancelled subscription's invoices), and the worker is charged nothing more.
    await ctx.db.transaction((tx) =>
      provider.cancelNow(current.subscription_ref, `past-due-plan-cancel-${current.subscription_ref}`, tx),
    );
    message = SUBSCRIPTION_MESSAGES.cancelledNow;
  } else {
    const cancel = change.choice === 'cancel';
    await provider.setCancelAtPeriodEnd(current.subscription_ref, cancel);
    // A plan set to end drops a change waiting for its renewal, at the provider too.
    if (cancel) await repository.updateSubscriptionRow(ctx.db, current.id, { next_plan: null });
    // Resuming a plan whose payment did not go through keeps it only if a retry pays.
    const resumed =
      current.state === 'past_due' ? SUBSCRIPTION_MESSAGES.resumedPastDue : SUBSCRIPTION_MESSAGES.resumed;
    message = cancel ? SUBSCRIPTION_MESSAGES.cancelled : resumed;
  }
  return message;
}

/**
 * `POST /api/subscription/portal`: the address of the provider's own page where the worker changes
 * their card (Stripe's customer portal), coming back to the plans page. A worker who was never a
 * customer, or whose provider has no such page (the sandbox), is answered 409.
 */
export async function openCardPage(ctx: Ctx, payments: Payments, caller: Caller): Promise<CheckoutResponse> {
  assertWorker(caller);
  const [customer, current] = await Promise.all([
    repository.findPaymentCustomer(ctx.db, caller.id),
    repository.findLatestSubscriptionRow(ctx.db, caller.id),
  ]);
  const provider = current ? payments.providers.get(current.provider) : undefined;
  if (!customer?.customer_ref || !provider?.hasCardPage || customer.provider !== provider.name) {
    throw conflict(SUBSCRIPTION_MESSAGES.noCardPage);
  }
  let url: string | null;
  try {
    url = await provider.portalUrl(
      customer.customer_ref,
      `${ctx.config.publicUrl}${SUBSCRIPTION_PAGES.plans}`,
    );
  } catch {
    throw new HttpError(502, SUBSCRIPTION_MESSAGES.providerFailed);
  }
  if (!url) throw conflict(SUBSCRIPTION_MESSAGES.noCardPage);
  return { data: { url } };
}

/**
 * The plan rule where work is taken (issue #23 item 7): a worker applies to a job or accepts a
 * request with a plan that gives access, or while this month's free allowance lasts; otherwise
 * 403, saying why, and the app links to the plans.
 */
export async function assertMayTakeWork(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  workerId: string,
): Promise<void> {
  const now = ctx.clock.now();
  const [row, used] = await Promise.all([
    repository.findLatestSubscriptionRow(ctx.db, workerId),
    repository.countAllowanceUsed(ctx.db, workerId, allowanceMonth(now)),
  ]);
  if (!mayTakeWork(row ? hasPlanAccess(row, now) : false, used)) {
    throw forbidden(SUBSCRIPTION_MESSAGES.allowanceUsed);
  }
}
