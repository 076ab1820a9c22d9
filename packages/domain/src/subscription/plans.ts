import { australianDate } from '../verification/document-status';

/**
 * The worker's subscription (issue #23, docs/decisions/041-worker-subscription.md): a flat fee
 * instead of a cut of what they earn. Amounts are AUD cents and include GST. A plan buys no place in
 * a client's search or recommendations: nothing in the ranking reads it.
 */
export const PLAN_IDS = ['monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type PlanInterval = 'month' | 'year';

export interface Plan {
  id: PlanId;
  name: string;
  /** The price of one period in cents, GST included. */
  price_cents: number;
  interval: PlanInterval;
}

/** The yearly plan costs ten months of the monthly one: two months free. */
export const PLANS: Readonly<Record<PlanId, Plan>> = {
  monthly: { id: 'monthly', name: 'Monthly', price_cents: 2_900, interval: 'month' },
  yearly: { id: 'yearly', name: 'Yearly', price_cents: 29_000, interval: 'year' },
};

/** A person's first plan starts with this many free days, once in their life on Alongside. */
export const TRIAL_DAYS = 14;

/**
 * Without a plan a worker may still apply to jobs or accept requests, this many times a calendar
 * month (Sydney time) in all: enough to try Alongside for real, not enough to live on it.
 */
export const FREE_MONTHLY_ALLOWANCE = 3;

/** The GST in a GST-inclusive amount: one eleventh, to the nearest cent (A New Tax System (GST) Act). */
export function gstIncluded(totalCents: number): number {
  if (!Number.isSafeInteger(totalCents))
    throw new RangeError(`gstIncluded expects whole cents, got ${totalCents}.`);
  return Math.round(totalCents / 11);
}

/** What a plan costs over a year, in cents. */
export function yearlyCost(plan: Plan): number {
  return plan.interval === 'year' ? plan.price_cents : plan.price_cents * 12;
}

/** The work a year and the commission the plan page compares with (issue #23). */
export const COMPARISON_EARNINGS_CENTS = 4_000_000;
export const COMPARISON_COMMISSION_PERCENT = 10;

/** Whole dollars with a space between thousands, as the plan page writes them: 4000000 is "$40 000". */
export function wholeDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  return `$${String(dollars).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}`;
}

/** "On $40 000 of work a year a 10 % commission costs $4 000; Alongside costs $290." */
export function commissionComparison(plan: Plan): string {
  const commission = (COMPARISON_EARNINGS_CENTS * COMPARISON_COMMISSION_PERCENT) / 100;
  return (
    `On ${wholeDollars(COMPARISON_EARNINGS_CENTS)} of work a year a ${COMPARISON_COMMISSION_PERCENT}\u00a0% ` +
    `commission costs ${wholeDollars(commission)}; Alongside costs ${wholeDollars(yearlyCost(plan))}.`
  );
}

/** The calendar month the allowance counts in, in Sydney: "2026-11". */
export function allowanceMonth(now: Date): string {
  return australianDate(now).slice(0, 7);
}

/** How many free actions are left this month after `used` (never below zero). */
export function allowanceLeft(used: number): number {
  return Math.max(0, FREE_MONTHLY_ALLOWANCE - used);
}

/**
 * Whether a worker may apply to a job or accept a request now: always with a plan that gives access,
 * otherwise while this month's free allowance lasts.
 */
export function mayTakeWork(hasAccess: boolean, usedThisMonth: number): boolean {
  return hasAccess || allowanceLeft(usedThisMonth) > 0;
}

/** When a period of `interval` that starts at `start` ends: the same day and time a month or a year on. */
export function periodEnd(start: Date, interval: PlanInterval): Date {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const LONG_DATE = new Intl.DateTimeFormat('en-AU', {
  timeZone: 'Australia/Sydney',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "27 November 2026", in Sydney: how a plan's periods, its charges and its invoices are dated. */
export function formatLongDate(at: string | Date): string {
  return LONG_DATE.format(new Date(at));
}
