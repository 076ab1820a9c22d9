import { newPlanEffect, subscriptionChoices, type SubscriptionFacts } from '@alongside/domain';
import axe from 'axe-core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { PLANS, aPlan } from '../../test/order-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { Component as SubscriptionPage } from './subscription';

describe('/subscription', () => {
  it('names the worker’s own plan apart from the plans on offer, so no two regions share a name', async () => {
    fakeApi({
      'GET /api/plans': () => json(200, PLANS),
      'GET /api/subscription': () =>
        json(200, {
          data: aPlan(),
          meta: { trial_available: false, allowance: { limit: 3, used: 0, left: 3 } },
        }),
    });
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });

    expect(await screen.findByRole('region', { name: 'Your plan: Monthly' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Monthly plan' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Yearly plan' })).toBeVisible();
    // jsdom draws nothing, so colours cannot be measured; the test renders no frame, so no landmarks
    // around the page either (the journeys check both in a real browser).
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('shows a worker whose payment did not go through their plan, and lets them start again, saying what follows', async () => {
    fakeApi({
      'GET /api/plans': () => json(200, PLANS),
      'GET /api/subscription': () =>
        json(200, {
          data: aPlan({ state: 'past_due', choices: [], new_plan: 'replaces', has_access: true }),
          meta: { trial_available: false, allowance: { limit: 3, used: 0, left: 3 } },
        }),
    });
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });

    const mine = await screen.findByRole('region', { name: 'Your plan: Monthly' });
    expect(mine).toBeVisible();
    expect(mine).toHaveTextContent('Your last payment did not go through.');
    expect(
      screen.getByText(
        'You can start again with another card: choose a plan below. Your Monthly plan, whose payment did not go through, ends when the new plan starts, and we will not try to take that payment again.',
      ),
    ).toBeVisible();
    // Before the dialog: jsdom cannot tell the dialog's focus trap, so axe would flag the page it hides.
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    const yearly = screen.getByRole('region', { name: 'Yearly plan' });
    fireEvent.click(within(yearly).getByRole('button', { name: 'Choose Yearly' }));

    const asking = await screen.findByRole('dialog', { name: 'Start the Yearly plan?' });
    expect(asking).toBeVisible();
    expect(asking).toHaveTextContent(
      'You pay $290.00 a year from today. Your Monthly plan, whose payment did not go through, ends when the new plan starts, and we will not try to take that payment again.',
    );
    expect(within(asking).getByRole('button', { name: 'Not now' })).toBeVisible();
    expect(within(asking).getByRole('button', { name: 'Choose Yearly' })).toBeVisible();
  });

  it('offers a worker whose payment did not go through, their plan still in its period, one way to another plan: choosing it again', async () => {
    // As the API answers a past-due plan at Stripe, which moves its period on at the failed renewal.
    const now = new Date('2026-11-27T03:00:00Z');
    const facts: SubscriptionFacts = {
      state: 'past_due',
      plan: 'monthly',
      current_period_end: new Date('2026-12-26T23:00:00Z'),
      ends_at_period_end: false,
      past_due_since: new Date('2026-11-26T23:00:00Z'),
    };
    fakeApi({
      'GET /api/plans': () => json(200, PLANS),
      'GET /api/subscription': () =>
        json(200, {
          data: aPlan({
            state: 'past_due',
            choices: subscriptionChoices(facts, now),
            new_plan: newPlanEffect(facts, now),
            past_due: { access_until: '2026-12-03T23:00:00.000Z', next_try_at: '2026-11-30T23:00:00.000Z' },
            card_page: true,
          }),
          meta: { trial_available: false, allowance: { limit: 3, used: 0, left: 3 } },
        }),
    });
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });

    const mine = await screen.findByRole('region', { name: 'Your plan: Monthly' });
    expect(mine).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Change to / })).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Change my card' })).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
    for (const name of ['Monthly', 'Yearly']) {
      const plan = screen.getByRole('region', { name: `${name} plan` });
      expect(within(plan).getByRole('button', { name: `Choose ${name}` })).toBeVisible();
    }
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('offers no other plan to a worker whose plan runs and is paid for', async () => {
    fakeApi({
      'GET /api/plans': () => json(200, PLANS),
      'GET /api/subscription': () =>
        json(200, {
          data: aPlan(),
          meta: { trial_available: false, allowance: { limit: 3, used: 0, left: 3 } },
        }),
    });
    renderWithProviders(<SubscriptionPage />, { path: '/subscription' });

    expect(await screen.findByRole('region', { name: 'Your plan: Monthly' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Choose / })).toBeNull();
    expect(screen.queryByText(/start again/)).toBeNull();
  });
});
