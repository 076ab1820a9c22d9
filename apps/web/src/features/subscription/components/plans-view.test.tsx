import type { Subscription, SubscriptionResponse } from '@alongside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLANS, aPlan } from '../../../test/order-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PlansView, planMark } from './plans-view';

function answer(overrides: Partial<Subscription> | null): SubscriptionResponse {
  return {
    data: overrides === null ? null : aPlan(overrides),
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
    renderWithProviders(<PlansView plans={PLANS} subscription={answer({})} action={() => null} />);
    expect(screen.getByRole('region', { name: 'Monthly plan' })).toHaveTextContent('MonthlyYour plan$29.00');
    expect(screen.getByRole('region', { name: 'Yearly plan' })).not.toHaveTextContent('Your plan');
  });
});
