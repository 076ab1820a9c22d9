import { describe, expect, it } from 'vitest';
import {
  cancelEffect,
  GRACE_DAYS,
  hasPlanAccess,
  nextSubscriptionState,
  refundableCents,
  retryDueAt,
  RETRY_DAYS,
  isPlanRunning,
  newPlanEffect,
  pastDueOutlook,
  subscriptionChoices,
  subscriptionEventsFrom,
  SUBSCRIPTION_STATES,
  type CancelEffect,
  type NewPlanEffect,
  type SubscriptionEvent,
  type SubscriptionFacts,
  type SubscriptionState,
} from './subscription-states';

describe('the subscription state table', () => {
  it.each<[SubscriptionState, SubscriptionEvent, SubscriptionState | null]>([
    ['trialing', 'pay', 'active'],
    ['active', 'pay', 'active'],
    ['past_due', 'pay', 'active'],
    ['cancelled', 'pay', null],
    ['expired', 'pay', null],
    ['trialing', 'fail', 'past_due'],
    ['active', 'fail', 'past_due'],
    ['past_due', 'fail', 'past_due'],
    ['cancelled', 'fail', null],
    ['trialing', 'end', 'cancelled'],
    ['active', 'end', 'cancelled'],
    ['past_due', 'end', 'cancelled'],
    ['cancelled', 'end', null],
    ['expired', 'end', null],
    ['past_due', 'expire', 'expired'],
    ['active', 'expire', null],
    ['trialing', 'expire', null],
    ['expired', 'expire', null],
  ])('%s + %s → %s', (state, event, next) => {
    expect(nextSubscriptionState(state, event)).toBe(next);
  });

  it.each<[SubscriptionState, SubscriptionEvent[]]>([
    ['trialing', ['pay', 'fail', 'end']],
    ['active', ['pay', 'fail', 'end']],
    ['past_due', ['pay', 'fail', 'end', 'expire']],
    ['cancelled', []],
    ['expired', []],
  ])('from %s may come %j', (state, events) => {
    expect(subscriptionEventsFrom(state)).toEqual(events);
  });
});

const DAY = 86_400_000;
const NOW = new Date('2026-11-27T00:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const facts = (overrides: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  state: 'active',
  plan: 'monthly',
  current_period_end: at(10),
  ends_at_period_end: false,
  past_due_since: null,
  ...overrides,
});

describe('hasPlanAccess', () => {
  it.each<[string, Partial<SubscriptionFacts>, boolean]>([
    ['a trial within its period', { state: 'trialing' }, true],
    ['a plan within its period', {}, true],
    ['a plan set to end, before its end', { ends_at_period_end: true }, true],
    ['a plan past its period end (the renewal not heard of)', { current_period_end: NOW }, false],
    ['past due, on the first day', { state: 'past_due', past_due_since: at(-1) }, true],
    [
      'past due, a moment before the grace ends',
      { state: 'past_due', past_due_since: new Date(at(-GRACE_DAYS).getTime() + 1) },
      true,
    ],
    ['past due, once the 7-day grace is over', { state: 'past_due', past_due_since: at(-GRACE_DAYS) }, false],
    ['cancelled', { state: 'cancelled' }, false],
    ['expired', { state: 'expired' }, false],
  ])('%s: %s', (_, overrides, access) => {
    expect(hasPlanAccess(facts(overrides), NOW)).toBe(access);
  });
});

describe('retryDueAt', () => {
  it('tries a failed charge again on days 1, 3 and 5, then no more', () => {
    expect(RETRY_DAYS).toEqual([1, 3, 5]);
    expect([1, 2, 3, 4].map((attempt) => retryDueAt(NOW, attempt))).toEqual([at(1), at(3), at(5), null]);
  });
});

describe('pastDueOutlook', () => {
  it.each<[string, Partial<SubscriptionFacts>, { accessUntil: Date; nextTryAt: Date | null } | null]>([
    [
      'failed an hour ago',
      { state: 'past_due', past_due_since: at(-1 / 24) },
      { accessUntil: at(7 - 1 / 24), nextTryAt: at(1 - 1 / 24) },
    ],
    [
      'failed 2 days ago: the day-1 retry is past, the day-3 one comes tomorrow',
      { state: 'past_due', past_due_since: at(-2) },
      { accessUntil: at(5), nextTryAt: at(1) },
    ],
    [
      'failed 4 days ago: the day-5 retry is to come, tomorrow',
      { state: 'past_due', past_due_since: at(-4) },
      { accessUntil: at(3), nextTryAt: at(1) },
    ],
    [
      'failed 5 days ago: the last retry is due now',
      { state: 'past_due', past_due_since: at(-5) },
      { accessUntil: at(2), nextTryAt: null },
    ],
    [
      'failed 6 days ago: no retry to come, a day of grace left',
      { state: 'past_due', past_due_since: at(-6) },
      { accessUntil: at(1), nextTryAt: null },
    ],
    ['a live plan', { state: 'active' }, null],
    ['a past-due plan with no failure on record', { state: 'past_due', past_due_since: null }, null],
    ['an expired plan', { state: 'expired', past_due_since: at(-8) }, null],
  ])('%s', (_, overrides, outlook) => {
    expect(pastDueOutlook(facts(overrides), NOW)).toEqual(outlook);
  });
});

describe('subscriptionChoices', () => {
  it.each<[string, Partial<SubscriptionFacts>, string[]]>([
    ['a live plan', {}, ['cancel', 'change_plan']],
    ['a trial', { state: 'trialing' }, ['cancel', 'change_plan']],
    // Its period moved on (Stripe): a new plan replaces it, so it is not changed.
    ['a past due plan', { state: 'past_due', past_due_since: at(-1) }, ['cancel']],
    // Kept while its payment is still tried; after the last try nothing would pay for it.
    [
      'a past due plan set to end, its payment still tried',
      { state: 'past_due', past_due_since: at(-1), ends_at_period_end: true },
      ['resume'],
    ],
    [
      'a past due plan set to end after its last try',
      { state: 'past_due', past_due_since: at(-5), ends_at_period_end: true },
      [],
    ],
    ['a plan set to end', { ends_at_period_end: true }, ['resume']],
    ['a plan set to end whose period is over', { ends_at_period_end: true, current_period_end: at(-1) }, []],
    ['a cancelled plan', { state: 'cancelled' }, []],
    ['an expired plan', { state: 'expired' }, []],
  ])('%s offers %j', (_, overrides, choices) => {
    expect(subscriptionChoices(facts(overrides), NOW)).toEqual(choices);
  });

  it.each(SUBSCRIPTION_STATES)(
    'gives a %s plan one way to another plan: a change at renewal or a new plan',
    (state) => {
      for (const current_period_end of [at(1), at(-1)]) {
        const plan = facts({
          state,
          current_period_end,
          past_due_since: state === 'past_due' ? at(-1) : null,
        });
        const ways = [
          subscriptionChoices(plan, NOW).includes('change_plan'),
          newPlanEffect(plan, NOW) !== 'refused',
        ];
        expect(ways.filter(Boolean)).toHaveLength(1);
      }
    },
  );
});

describe('cancelEffect', () => {
  it.each<[NewPlanEffect, CancelEffect]>([
    // A plan that runs and is paid for: set to end, and resumable until then.
    ['refused', 'period_end'],
    // A plan whose payment did not go through: ended now, its payment not tried again.
    ['replaces', 'now'],
    // Nothing runs to cancel; no plan offers it (`subscriptionChoices`).
    ['starts', 'period_end'],
  ])('a plan a new one would find %s is cancelled at %s', (newPlan, effect) => {
    expect(cancelEffect(newPlan)).toBe(effect);
  });

  it('ends now whichever plan a new one would replace, in or out of its period', () => {
    for (const current_period_end of [at(30), at(-1)]) {
      const plan = facts({ state: 'past_due', past_due_since: at(-1), current_period_end });
      expect(cancelEffect(newPlanEffect(plan, NOW))).toBe('now');
    }
  });
});

describe('isPlanRunning', () => {
  it.each<[string, Partial<SubscriptionFacts>, boolean]>([
    ['a live plan', {}, true],
    ['a trial', { state: 'trialing' }, true],
    ['a past due plan', { state: 'past_due', past_due_since: at(-1) }, true],
    ['a plan set to end', { ends_at_period_end: true }, true],
    ['a plan whose period is over', { current_period_end: at(-1) }, false],
    ['a cancelled plan', { state: 'cancelled' }, false],
    ['an expired plan', { state: 'expired' }, false],
  ])('%s runs: %s', (_, overrides, running) => {
    expect(isPlanRunning(facts(overrides), NOW)).toBe(running);
  });
});

describe('newPlanEffect', () => {
  it.each<[string, Partial<SubscriptionFacts> | null, NewPlanEffect]>([
    ['no plan ever', null, 'starts'],
    ['a trial within its 14 days', { state: 'trialing' }, 'refused'],
    [
      'a trial whose 14 days are over, its first charge not heard of',
      { state: 'trialing', current_period_end: NOW },
      'replaces',
    ],
    ['a paid plan within its period', {}, 'refused'],
    ['a plan set to end, before its end', { ends_at_period_end: true }, 'refused'],
    ['a paid plan past its period end, the renewal not heard of', { current_period_end: at(-1) }, 'replaces'],
    [
      'past due on the first day, its period moved on (Stripe)',
      { state: 'past_due', past_due_since: at(-1) },
      'replaces',
    ],
    [
      'past due on day 5, its period not moved on (the sandbox)',
      { state: 'past_due', past_due_since: at(-5), current_period_end: at(-5) },
      'replaces',
    ],
    [
      'past due once the 7-day grace is over, its end not heard of',
      { state: 'past_due', past_due_since: at(-GRACE_DAYS), current_period_end: at(-GRACE_DAYS) },
      'replaces',
    ],
    ['cancelled', { state: 'cancelled', current_period_end: at(-1) }, 'starts'],
    ['expired', { state: 'expired', current_period_end: at(-GRACE_DAYS) }, 'starts'],
  ])('%s: a new plan %s', (_, overrides, effect) => {
    expect(newPlanEffect(overrides === null ? undefined : facts(overrides), NOW)).toBe(effect);
  });
});

describe('refundableCents', () => {
  it.each([
    ['paid', 2_900, 0, 2_900],
    ['paid', 2_900, 1_000, 1_900],
    ['refunded', 2_900, 1_000, 1_900],
    ['refunded', 2_900, 2_900, 0],
    ['refunded', 2_900, 3_000, 0],
    ['failed', 2_900, 0, 0],
  ] as const)('a %s order of %i cents with %i asked back leaves %i', (status, amount, asked, left) => {
    expect(refundableCents({ status, amount_cents: amount }, asked)).toBe(left);
  });
});
