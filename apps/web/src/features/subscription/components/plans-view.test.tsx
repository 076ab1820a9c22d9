import type { PlansResponse, Subscription, SubscriptionResponse } from '@alongside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlansView, planMark } from './plans-view';

const plans: PlansResponse = {
  data: [
    { id: 'monthly', name: 'Monthly', price_cents: 2_900, gst_cents: 264, interval: 'month', comparison: '' },
    { id: 'yearly', name: 'Yearly', price_cents: 29_000, gst_cents: 2_636, interval: 'year', comparison: '' },
  ],
  meta: { trial_days: 14, free_monthly_allowance: 3 },
};

function answer(overrides: Partial<Subscription> | null): SubscriptionResponse {
  return {
    data:
      overrides === null
        ? null
        : {
            plan: 'monthly',
            state: 'active',
            current_period_end: '2026-12-26T23:00:00.000Z',
            ends_at_period_end: false,
            next_plan: null,
            trial_end: null,
            has_access: true,
            choices: ['cancel', 'change_plan'],
            card_page: false,
            ...overrides,
          },
    meta: { trial_available: false, allowance: { limit: 3, used: 0, left: 3 } },
  };
}

describe('the plans, beside the worker’s own', () => {
  it.each([
    [null, 'monthly', null],
    [{}, 'monthly', 'Your plan'],
    [{}, 'yearly', null],
    [{ next_plan: 'yearly' as const }, 'yearly', 'Your plan from your next renewal'],
    [{ state: 'cancelled' as const, choices: [] }, 'monthly', null],
  ])('%j marks %s with %s', (mine, planId, mark) => {
    expect(planMark({ id: planId as 'monthly' | 'yearly' }, answer(mine))).toBe(mark);
  });

  it('shows the mark on the card of the plan the worker has', () => {
    renderWithProviders(<PlansView plans={plans} subscription={answer({})} action={() => null} />);
    expect(screen.getByRole('region', { name: 'Monthly plan' })).toHaveTextContent('MonthlyYour plan$29.00');
    expect(screen.getByRole('region', { name: 'Yearly plan' })).not.toHaveTextContent('Your plan');
  });
});
