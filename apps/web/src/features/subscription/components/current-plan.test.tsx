import type { PlansResponse, Subscription } from '@alongside/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CurrentPlan, planSentence } from './current-plan';

const plans: PlansResponse = {
  data: [
    { id: 'monthly', name: 'Monthly', price_cents: 2_900, gst_cents: 264, interval: 'month', comparison: '' },
    { id: 'yearly', name: 'Yearly', price_cents: 29_000, gst_cents: 2_636, interval: 'year', comparison: '' },
  ],
  meta: { trial_days: 14, free_monthly_allowance: 3 },
};

function plan(overrides: Partial<Subscription> = {}): Subscription {
  return {
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
  };
}

describe('CurrentPlan', () => {
  it.each([
    [plan(), 'Your plan renews on 27 December 2026.'],
    [plan({ ends_at_period_end: true }), 'Your plan ends on 27 December 2026.'],
    [
      plan({ state: 'trialing' }),
      'Your free trial runs until 27 December 2026. We take the first payment then.',
    ],
    [plan({ state: 'cancelled', choices: [] }), 'Your plan has ended.'],
  ])('says the plan’s state in one sentence (%#)', (given, sentence) => {
    expect(planSentence(given)).toBe(sentence);
  });

  it('offers the provider’s page to change the card only where the provider has one', () => {
    const { unmount } = renderWithProviders(<CurrentPlan plan={plan({ card_page: true })} plans={plans} />);
    expect(screen.getByRole('button', { name: 'Change my card' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CurrentPlan plan={plan()} plans={plans} />);
    expect(screen.queryByRole('button', { name: 'Change my card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to Yearly' })).toBeInTheDocument();
  });
});
