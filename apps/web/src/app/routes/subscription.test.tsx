import axe from 'axe-core';
import { screen } from '@testing-library/react';
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
});
