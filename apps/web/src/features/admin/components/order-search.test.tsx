import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/tokens';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FOR_ADMINISTRATORS_TITLE } from './admin-only';
import { OrderSearch, SEARCH_LABEL } from './order-search';
import { anAdminOrder } from '../../../test/order-fixtures';

const meta = (total: number, lastPage = 1) => ({ page: 1, limit: 20, total, last_page: lastPage });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderSearch', () => {
  it('lists each order’s number, worker, date, plan, amount, refunds so far and status', async () => {
    storeTokens({ token: 'access-1' });
    fakeApi({
      'GET /api/admin/orders': () =>
        json(200, {
          data: [
            anAdminOrder({ status: 'refunded', refunded_cents: 1_000, refundable_cents: 1_900 }),
            anAdminOrder({
              id: 'order-2',
              number: 'AL-000041',
              plan: 'yearly',
              amount_cents: 29_000,
              buyer_name: 'Priya Shah',
              buyer_email: 'worker2@example.com',
              created_at: '2026-10-26T23:00:00.000Z',
              status: 'failed',
              refundable_cents: 0,
            }),
          ],
          meta: meta(2),
        }),
    });
    renderWithProviders(<OrderSearch />, { path: '/admin/orders' });

    const wes = await screen.findByRole('article', { name: 'AL-000042' });
    expect(within(wes).getByRole('link', { name: 'AL-000042' }).getAttribute('href')).toBe(
      '/admin/orders/order-1',
    );
    expect(within(wes).getByText('Wes Taylor')).toBeVisible();
    expect(within(wes).getByText('worker@example.com')).toBeVisible();
    expect(within(wes).getByText('27 November 2026, Monthly plan')).toBeVisible();
    expect(within(wes).getByText('$29.00, refunded so far $10.00')).toBeVisible();
    expect(within(wes).getByText('Refunded in part')).toBeVisible();
    const priya = screen.getByRole('article', { name: 'AL-000041' });
    expect(within(priya).getByText('27 October 2026, Yearly plan')).toBeVisible();
    expect(within(priya).getByText('Payment failed')).toBeVisible();
    expect(screen.getByText('2 orders, newest first.')).toBeVisible();
  });

  it('searches by what was typed, trimmed, and offers every order again', async () => {
    storeTokens({ token: 'access-1' });
    const { requests } = fakeApi({
      'GET /api/admin/orders': (request) =>
        json(200, {
          data: request.query.has('filter[search]') ? [anAdminOrder()] : [],
          meta: meta(request.query.has('filter[search]') ? 1 : 0),
        }),
    });
    renderWithProviders(<OrderSearch />, { path: '/admin/orders' });
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(requests[0]!.query.has('filter[search]')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: SEARCH_LABEL }), {
      target: { value: ' worker@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('article', { name: 'AL-000042' })).toBeVisible();
    expect(requests.at(-1)!.query.get('filter[search]')).toBe('worker@example.com');
    expect(screen.getByText('1 order matches “worker@example.com”, newest first.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('No orders yet.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: SEARCH_LABEL })).toHaveValue('');
  });

  it('says when nothing matches, and shows a search the API refused on the search field', async () => {
    storeTokens({ token: 'access-1' });
    fakeApi({
      'GET /api/admin/orders': (request) =>
        request.query.get('filter[search]') === 'AL-999999'
          ? json(200, { data: [], meta: meta(0) })
          : json(422, {
              message: 'The given data was invalid.',
              errors: {
                'filter[search]': [
                  'An invoice number, e-mail address or name has a character we cannot accept.',
                ],
              },
            }),
    });
    renderWithProviders(<OrderSearch />, { path: '/admin/orders?search=AL-999999' });
    expect(await screen.findByText('No orders match “AL-999999”.')).toBeVisible();

    const field = screen.getByRole('textbox', { name: SEARCH_LABEL });
    fireEvent.change(field, { target: { value: 'odd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('An invoice number, e-mail address or name has a character we cannot accept.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: SEARCH_LABEL })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells someone the API refuses (a reviewer) that the page is for administrators', async () => {
    storeTokens({ token: 'access-1' });
    fakeApi({
      'GET /api/admin/orders': () => json(403, { message: 'Orders and refunds are for administrators.' }),
    });
    renderWithProviders(<OrderSearch />, { path: '/admin/orders' });
    expect(await screen.findByRole('heading', { level: 1, name: FOR_ADMINISTRATORS_TITLE })).toBeVisible();
  });
});
