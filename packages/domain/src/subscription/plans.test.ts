import { describe, expect, it } from 'vitest';
import {
  allowanceLeft,
  allowanceMonth,
  commissionComparison,
  FREE_MONTHLY_ALLOWANCE,
  formatLongDate,
  gstIncluded,
  mayTakeWork,
  PLANS,
  periodEnd,
  TRIAL_DAYS,
  wholeDollars,
  yearlyCost,
} from './plans';

describe('the plans', () => {
  it('are a monthly and a yearly one, the yearly cheaper over a year, with a 14-day trial', () => {
    expect(PLANS.monthly).toEqual({ id: 'monthly', name: 'Monthly', price_cents: 2_900, interval: 'month' });
    expect(PLANS.yearly).toEqual({ id: 'yearly', name: 'Yearly', price_cents: 29_000, interval: 'year' });
    expect(yearlyCost(PLANS.yearly)).toBeLessThan(yearlyCost(PLANS.monthly));
    expect(yearlyCost(PLANS.monthly)).toBe(34_800);
    expect(TRIAL_DAYS).toBe(14);
    expect(FREE_MONTHLY_ALLOWANCE).toBe(3);
  });
});

describe('gstIncluded', () => {
  it.each([
    [2_900, 264],
    [29_000, 2_636],
    [1_100, 100],
    [11, 1],
    [5, 0],
    [6, 1],
    [0, 0],
  ])('%i cents include %i cents of GST (one eleventh, to the cent)', (total, gst) => {
    expect(gstIncluded(total)).toBe(gst);
  });

  it('refuses a fraction of a cent', () => {
    expect(() => gstIncluded(10.5)).toThrow(RangeError);
  });
});

describe('the comparison with a commission', () => {
  it.each([
    [
      'yearly',
      'On $40\u00a0000 of work a year a 10\u00a0% commission costs $4\u00a0000; Alongside costs $290.',
    ],
    [
      'monthly',
      'On $40\u00a0000 of work a year a 10\u00a0% commission costs $4\u00a0000; Alongside costs $348.',
    ],
  ] as const)('for the %s plan reads %j', (plan, text) => {
    expect(commissionComparison(PLANS[plan])).toBe(text);
  });

  it.each([
    [0, '$0'],
    [99_900, '$999'],
    [100_000, '$1\u00a0000'],
    [123_456_700, '$1\u00a0234\u00a0567'],
  ])('%i cents are written %j', (cents, text) => {
    expect(wholeDollars(cents)).toBe(text);
  });
});

describe('allowanceMonth', () => {
  it.each([
    ['2026-11-27T03:00:00Z', '2026-11'],
    // 30 November, 11 pm UTC is already 1 December in Sydney (UTC+11 in summer).
    ['2026-11-30T23:00:00Z', '2026-12'],
    ['2026-06-30T13:59:59Z', '2026-06'],
    ['2026-06-30T14:00:00Z', '2026-07'],
  ])('at %s counts in %s', (at, month) => {
    expect(allowanceMonth(new Date(at))).toBe(month);
  });
});

describe('the free allowance', () => {
  it.each([
    [false, 0, 3, true],
    [false, 2, 1, true],
    [false, 3, 0, false],
    [false, 7, 0, false],
    [true, 3, 0, true],
    [true, 50, 0, true],
  ])('with access %s and %i used this month: %i left, may take work: %s', (access, used, left, may) => {
    expect(allowanceLeft(used)).toBe(left);
    expect(mayTakeWork(access, used)).toBe(may);
  });
});

describe('periodEnd', () => {
  it.each([
    ['2026-11-27T03:00:00.000Z', 'month', '2026-12-27T03:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', 'month', '2027-01-15T00:00:00.000Z'],
    ['2026-11-27T03:00:00.000Z', 'year', '2027-11-27T03:00:00.000Z'],
  ] as const)('a period from %s of a %s ends %s', (start, interval, end) => {
    expect(periodEnd(new Date(start), interval).toISOString()).toBe(end);
  });
});

describe('formatLongDate', () => {
  it.each([
    ['2026-11-27T03:00:00Z', '27 November 2026'],
    // 11 pm UTC on 30 November is already 1 December in Sydney.
    ['2026-11-30T23:00:00Z', '1 December 2026'],
  ])('writes %s as %j', (at, text) => {
    expect(formatLongDate(at)).toBe(text);
    expect(formatLongDate(new Date(at))).toBe(text);
  });
});
