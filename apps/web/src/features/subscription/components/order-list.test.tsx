import type { Order, OrderListResponse } from '@alongside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/tokens';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { OrderList } from './order-list';
import { anOrder } from '../../../test/order-fixtures';

function page(data: Order[], meta: Partial<OrderListResponse['meta']> = {}): OrderListResponse {
  return { data, meta: { page: 1, limit: 20, total: data.length, last_page: 1, ...meta } };
}

function card(name: string) {
  return screen.findByRole('article', { name });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderList', () => {
  it('shows each order’s date, plan, period, amount, GST and status in words', async () => {
    fakeApi({
      'GET /api/orders': () =>
        json(
          200,
          page([
            anOrder(),
            anOrder({
              id: 'order-2',
              number: 'AL-000041',
              created_at: '2026-10-26T23:00:00.000Z',
              plan: 'yearly',
              period_start: '2026-10-26T23:00:00.000Z',
              period_end: '2027-10-26T23:00:00.000Z',
              amount_cents: 29_000,
              gst_cents: 2_636,
              refunded_cents: 1_000,
              status: 'refunded',
            }),
            anOrder({
              id: 'order-3',
              number: 'AL-000040',
              created_at: '2026-09-26T23:00:00.000Z',
              status: 'failed',
            }),
          ]),
        ),
    });
    renderWithProviders(<OrderList />);

    const paid = await card('27 November 2026');
    expect(within(paid).getByRole('heading', { level: 2 })).toHaveTextContent('27 November 2026');
    expect(within(paid).getByText('Monthly plan, 27 November 2026 to 27 December 2026')).toBeVisible();
    expect(within(paid).getByText('$29.00, including GST of $2.64')).toBeVisible();
    expect(within(paid).getByText('Paid')).toBeVisible();
    expect(within(paid).getByText('Invoice number AL-000042')).toBeVisible();
    expect(within(paid).getByRole('button', { name: 'Download tax invoice AL-000042' })).toBeVisible();

    const refunded = await card('27 October 2026');
    expect(within(refunded).getByText('Yearly plan, 27 October 2026 to 27 October 2027')).toBeVisible();
    expect(within(refunded).getByText('$290.00, including GST of $26.36')).toBeVisible();
    expect(within(refunded).getByText('Refunded $10.00')).toBeVisible();
    expect(within(refunded).getByRole('button', { name: 'Download tax invoice AL-000041' })).toBeVisible();

    const failed = await card('27 September 2026');
    expect(within(failed).getByText('Payment failed')).toBeVisible();
    expect(within(failed).getByText('No invoice: nothing was charged.')).toBeVisible();
    expect(within(failed).queryByRole('button')).toBeNull();
  });

  it('says "Refunded in full" when all of the order came back', async () => {
    fakeApi({
      'GET /api/orders': () => json(200, page([anOrder({ status: 'refunded', refunded_cents: 2_900 })])),
    });
    renderWithProviders(<OrderList />);
    expect(within(await card('27 November 2026')).getByText('Refunded in full')).toBeVisible();
  });

  it('downloads the tax invoice with the worker’s token, as "Tax invoice AL-000042.pdf"', async () => {
    storeTokens({ token: 'access-1' });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { requests } = fakeApi({
      'GET /api/orders': () => json(200, page([anOrder()])),
      'GET /api/orders/order-1/invoice': () =>
        new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderWithProviders(<OrderList />);

    fireEvent.click(await screen.findByRole('button', { name: 'Download tax invoice AL-000042' }));

    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const invoice = requests.find((request) => request.path === '/api/orders/order-1/invoice');
    expect(invoice?.method).toBe('GET');
    expect(invoice?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(createObjectURL).toHaveBeenCalledOnce();
    const saved = createObjectURL.mock.calls[0]![0] as Blob;
    expect(await saved.text()).toBe('%PDF-1.7');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('Tax invoice AL-000042.pdf');
    expect(link.href).toBe(createObjectURL.mock.results[0]!.value);
  });

  it('says so beside the button when the invoice cannot be fetched', async () => {
    fakeApi({
      'GET /api/orders': () => json(200, page([anOrder()])),
      'GET /api/orders/order-1/invoice': () => json(503, { message: 'Down for maintenance.' }),
    });
    renderWithProviders(<OrderList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download tax invoice AL-000042' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not download the tax invoice AL-000042. Check your connection and try again.',
    );
  });

  it('shows more orders when there are more than a page', async () => {
    const { requests } = fakeApi({
      'GET /api/orders': (request) =>
        request.query.get('page') === '2'
          ? json(
              200,
              page([anOrder({ id: 'order-0', number: 'AL-000001' })], { page: 2, total: 21, last_page: 2 }),
            )
          : json(200, page([anOrder()], { total: 21, last_page: 2 })),
    });
    renderWithProviders(<OrderList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('button', { name: 'Download tax invoice AL-000001' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('says what will show here, with a way to the plans, before the first order', async () => {
    fakeApi({ 'GET /api/orders': () => json(200, page([])) });
    renderWithProviders(<OrderList />);
    expect(
      await screen.findByText(
        'No orders yet. When your plan charges you, each payment shows here with its tax invoice.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');
  });
});
