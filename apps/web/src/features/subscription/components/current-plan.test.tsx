import { SUBSCRIPTION_MESSAGES, type Subscription } from '@alongside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
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
    [
      aPlan({
        state: 'past_due',
        past_due: { access_until: '2026-12-02T23:00:00.000Z', next_try_at: '2026-11-29T23:00:00.000Z' },
      }),
      'Your last payment did not go through. We will try again on 30 November 2026; you keep your plan until 3 December 2026 meanwhile.',
    ],
    [
      aPlan({ state: 'past_due', past_due: { access_until: '2026-12-02T23:00:00.000Z', next_try_at: null } }),
      'Your last payment did not go through, and we will not try it again. You keep your plan until 3 December 2026.',
    ],
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

  it('asks before cancelling, with keeping the plan focused and what follows said plainly', async () => {
    const api = answering('cancel', aPlan({ ends_at_period_end: true, choices: ['resume'] }), 'cancelled');
    renderWithProviders(<CurrentPlan plan={aPlan()} plans={PLANS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toHaveAccessibleDescription(
      'You keep your plan until 27 December 2026. After that you will not be charged.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus());
    expect(api.requests).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.map((request) => request.path)).toEqual(['/api/subscription/cancel']);
    expect(
      within(screen.getByRole('region', { name: 'Your plan: Monthly' })).getByRole('status'),
    ).toHaveTextContent(SUBSCRIPTION_MESSAGES.cancelled);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Your plan: Monthly' })).toHaveFocus(),
    );
  });

  it('says before cancelling a plan whose payment did not go through that it ends now, not when its grace would', async () => {
    const api = answering(
      'cancel',
      aPlan({ state: 'cancelled', has_access: false, choices: [], new_plan: 'starts' }),
      'cancelledNow',
    );
    // At Stripe the failed renewal moved the period on to 27 December; the grace ends on 3 December.
    renderWithProviders(<CurrentPlan plan={pastDuePlan({ choices: ['cancel'] })} plans={PLANS} />);
    // Before the dialog: jsdom cannot tell the dialog's focus trap, so axe would flag the page it hides.
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel your plan?' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      'Your last payment did not go through, so cancelling ends your plan now rather than on 3 December 2026. We will not try your card again.',
    );
    expect(dialog).not.toHaveTextContent('27 December');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep my plan' })).toHaveFocus());

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.map((request) => request.path)).toEqual(['/api/subscription/cancel']);
    expect(
      within(screen.getByRole('region', { name: 'Your plan: Monthly' })).getByRole('status'),
    ).toHaveTextContent(SUBSCRIPTION_MESSAGES.cancelledNow);
  });

  it('asks before keeping a plan set to end whose payment did not go through, saying it still has to', async () => {
    const api = answering('resume', pastDuePlan({ choices: ['cancel'] }), 'resumedPastDue');
    renderWithProviders(
      <CurrentPlan plan={pastDuePlan({ ends_at_period_end: true, choices: ['resume'] })} plans={PLANS} />,
    );
    const mine = screen.getByRole('region', { name: 'Your plan: Monthly' });
    expect(mine).toHaveTextContent(
      'Your last payment did not go through. We will try again on 30 November 2026; you keep your plan until 3 December 2026 meanwhile. It is set to end, so it will not renew.',
    );
    // Before the dialog: jsdom cannot tell the dialog's focus trap, so axe would flag the page it hides.
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(mine).getByRole('button', { name: 'Keep my plan' }));

    const dialog = screen.getByRole('dialog', { name: 'Keep your plan?' });
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      'Your last payment did not go through. We will try your card again on 30 November 2026: if a payment goes through, your plan goes on and renews on 27 December 2026; if none does, it ends on 3 December 2026.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus());
    expect(api.requests).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.map((request) => request.path)).toEqual(['/api/subscription/resume']);
    expect(within(mine).getByRole('status')).toHaveTextContent(SUBSCRIPTION_MESSAGES.resumedPastDue);
  });

  it('asks before changing the plan, saying from when and what the other plan costs', async () => {
    const api = answering('change', aPlan({ next_plan: 'yearly' }), 'changed');
    renderWithProviders(<CurrentPlan plan={aPlan()} plans={PLANS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change to Yearly' }));

    let dialog = screen.getByRole('dialog', { name: 'Change to the Yearly plan?' });
    expect(dialog).toHaveAccessibleDescription('From 27 December 2026 you will pay $290.00 a year.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Not now' })).toHaveFocus());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Change to Yearly' }));
    dialog = screen.getByRole('dialog', { name: 'Change to the Yearly plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change to Yearly' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.map((request) => [request.path, request.body])).toEqual([
      ['/api/subscription/change', { plan: 'yearly' }],
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Your plan: Monthly' })).getByRole('status'),
    ).toHaveTextContent(SUBSCRIPTION_MESSAGES.changed);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Your plan: Monthly' })).toHaveFocus(),
    );
  });

  it('keeps a plan set to end at one press, and leaves focus on the plan rather than the page’s start', async () => {
    const api = answering('resume', aPlan(), 'resumed');
    renderWithProviders(
      <CurrentPlan plan={aPlan({ ends_at_period_end: true, choices: ['resume'] })} plans={PLANS} />,
    );
    const keep = screen.getByRole('button', { name: 'Keep my plan' });
    keep.focus();
    fireEvent.click(keep);
    expect(keep).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Your plan: Monthly' })).getByRole('status'),
      ).toHaveTextContent(SUBSCRIPTION_MESSAGES.resumed),
    );
    expect(api.requests.map((request) => request.path)).toEqual(['/api/subscription/resume']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Your plan: Monthly' })).toHaveFocus(),
    );
  });
});

/** A monthly plan whose payment did not go through, as the API answers it at Stripe (its period moved on). */
function pastDuePlan(overrides: Partial<Subscription> = {}): Subscription {
  return aPlan({
    state: 'past_due',
    new_plan: 'replaces',
    past_due: { access_until: '2026-12-02T23:00:00.000Z', next_try_at: '2026-11-29T23:00:00.000Z' },
    card_page: true,
    ...overrides,
  });
}

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => violation.id);
}

/** The API answering one change with the plan as it then is and what to say. */
function answering(
  path: 'cancel' | 'change' | 'resume',
  plan: Subscription,
  message: keyof typeof SUBSCRIPTION_MESSAGES,
) {
  return fakeApi({
    [`POST /api/subscription/${path}`]: () =>
      json(200, {
        data: plan,
        meta: { trial_available: false, allowance: { limit: 3, used: 0, left: 3 } },
        message: SUBSCRIPTION_MESSAGES[message],
      }),
  });
}
