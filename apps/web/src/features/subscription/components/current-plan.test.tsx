import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLANS, aPlan } from '../../../test/order-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CurrentPlan, planSentence } from './current-plan';

describe('CurrentPlan', () => {
  it.each([
    [aPlan(), 'Your plan renews on 27 December 2026.'],
    [aPlan({ ends_at_period_end: true }), 'Your plan ends on 27 December 2026.'],
    [
      aPlan({ state: 'trialing' }),
      'Your free trial runs until 27 December 2026. We take the first payment then.',
    ],
    [aPlan({ state: 'cancelled', choices: [] }), 'Your plan has ended.'],
  ])('says the plan’s state in one sentence (%#)', (given, sentence) => {
    expect(planSentence(given)).toBe(sentence);
  });

  it('offers the provider’s page to change the card only where the provider has one', () => {
    const { unmount } = renderWithProviders(<CurrentPlan plan={aPlan({ card_page: true })} plans={PLANS} />);
    expect(screen.getByRole('button', { name: 'Change my card' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<CurrentPlan plan={aPlan()} plans={PLANS} />);
    expect(screen.queryByRole('button', { name: 'Change my card' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to Yearly' })).toBeInTheDocument();
  });
});
