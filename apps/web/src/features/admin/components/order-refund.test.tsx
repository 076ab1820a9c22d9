import { SUBSCRIPTION_MESSAGES } from '@alongside/contract';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/tokens';
import { fakeApi, json, type FakeRequest } from '../../../test/fake-api';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { OrderRefund } from './order-refund';
import { AMOUNT_LABEL, REASON_LABEL } from './refund-form';
import { anAdminOrderDetail } from '../../../test/order-fixtures';

const REFUND_URL = 'POST /api/admin/orders/order-1/refund';

/** The order page over a fake API whose refund answers with `answer`; each refund is kept. */
function renderOrder(answer: (request: FakeRequest) => Response) {
  storeTokens({ token: 'access-1' });
  let current = anAdminOrderDetail();
  const api = fakeApi({
    'GET /api/admin/orders/order-1': () => json(200, { data: current }),
    [REFUND_URL]: (request) => {
      const answered = answer(request);
      if (answered.ok) {
        const { amount_cents, reason } = request.body as { amount_cents: number; reason: string };
        current = anAdminOrderDetail({
          status: 'refunded',
          refunded_cents: amount_cents,
          refundable_cents: 2_900 - amount_cents,
          refunds: [
            {
              amount_cents,
              reason,
              created_at: '2026-11-27T01:00:00.000Z',
              by: 'Ada Admin',
              automatic: false,
              sent: true,
            },
          ],
        });
      }
      return answered;
    },
  });
  renderWithProviders(<OrderRefund id="order-1" title="An order" />, { path: '/admin/orders/order-1' });
  return api;
}

const refunds = (requests: FakeRequest[]) =>
  requests.filter((request) => `${request.method} ${request.path}` === REFUND_URL);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OrderRefund', () => {
  it('shows the order, offers what is left, asks before refunding, then says it is on its way', async () => {
    const { requests } = renderOrder(() => json(200, { data: {} }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order AL-000042' })).toBeVisible();
    expect(screen.getByText('Wes Taylor (worker@example.com)')).toBeVisible();
    expect(screen.getByText('Monthly plan, 27 November 2026 to 27 December 2026')).toBeVisible();
    expect(screen.getByText('$29.00, including GST of $2.64')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    const amount = screen.getByRole('textbox', { name: AMOUNT_LABEL });
    expect(amount).toHaveValue('29.00');
    expect(description(amount)).toContain('Up to $29.00');

    fireEvent.change(amount, { target: { value: '10' } });
    fireEvent.change(screen.getByRole('textbox', { name: REASON_LABEL }), {
      target: { value: 'Charged twice by mistake' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));

    const dialog = await screen.findByRole('dialog', { name: 'Refund $10.00 to Wes Taylor?' });
    expect(refunds(requests)).toHaveLength(0);
    // Going back is what has the focus: Enter alone never sends money.
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund $10.00' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.refunded)).toBeVisible();
    expect(refunds(requests).map((request) => request.body)).toEqual([
      { amount_cents: 1_000, reason: 'Charged twice by mistake' },
    ]);
    // The order read again: refunded in part, and the form starts from what is left.
    expect(await screen.findByText('Refunded in part')).toBeVisible();
    expect(
      screen.getByText('27 November 2026: $10.00 by Ada Admin, “Charged twice by mistake”'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: AMOUNT_LABEL })).toHaveValue('19.00'));
  });

  it('says who gave each refund back: a staff member by name, one whose account is gone, or the system by itself, and which waits to be sent', async () => {
    storeTokens({ token: 'access-1' });
    const reason = 'A second plan, paid while the worker’s plan was live: refunded in full.';
    fakeApi({
      'GET /api/admin/orders/order-1': () =>
        json(200, {
          data: anAdminOrderDetail({
            status: 'refunded',
            refunded_cents: 2_900,
            refundable_cents: 0,
            refunds: [
              {
                amount_cents: 900,
                reason: 'Goodwill',
                created_at: '2026-11-27T01:00:00.000Z',
                by: 'Ada Admin',
                automatic: false,
                sent: true,
              },
              {
                amount_cents: 1_000,
                reason: 'Charged twice',
                created_at: '2026-11-28T01:00:00.000Z',
                by: null,
                automatic: false,
                sent: true,
              },
              {
                amount_cents: 1_000,
                reason,
                created_at: '2026-11-29T01:00:00.000Z',
                by: null,
                automatic: true,
                sent: true,
              },
              {
                amount_cents: 500,
                reason: 'Goodwill again',
                created_at: '2026-11-30T01:00:00.000Z',
                by: 'Ada Admin',
                automatic: false,
                sent: false,
              },
            ],
          }),
        }),
    });
    renderWithProviders(<OrderRefund id="order-1" title="An order" />);

    const list = await screen.findByRole('region', { name: 'Refunds so far' });
    const lines = within(list).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '27 November 2026: $9.00 by Ada Admin, “Goodwill”',
      '28 November 2026: $10.00 by a former staff member, “Charged twice”',
      `29 November 2026: $10.00, given back automatically: ${reason}`,
      '30 November 2026: $5.00 by Ada Admin, “Goodwill again” (not sent to the payment provider yet: it is sent again within a few minutes)',
    ]);
    for (const line of lines) expect(line).toBeVisible();
    expect(screen.getByText('All of this order has been refunded.')).toBeVisible();
    // jsdom draws nothing, so colours cannot be measured; the test renders no frame, so no landmarks
    // around the page either (the journeys check both in a real browser).
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('checks the amount and the reason before asking, in the API’s words', async () => {
    const { requests } = renderOrder(() => json(200, { data: {} }));
    const amount = await screen.findByRole('textbox', { name: AMOUNT_LABEL });

    fireEvent.change(amount, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(description(amount)).toContain(SUBSCRIPTION_MESSAGES.refundTooLarge));
    expect(description(screen.getByRole('textbox', { name: REASON_LABEL }))).toContain(
      SUBSCRIPTION_MESSAGES.refundReason,
    );

    fireEvent.change(amount, { target: { value: 'ten dollars' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(description(amount)).toContain('Enter an amount in dollars, like 45.50.'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refunds(requests)).toHaveLength(0);
  });

  it('sends nothing when the administrator goes back', async () => {
    const { requests } = renderOrder(() => json(200, { data: {} }));
    fireEvent.change(await screen.findByRole('textbox', { name: REASON_LABEL }), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund $29.00 to Wes Taylor?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(refunds(requests)).toHaveLength(0);
  });

  it('shows the API’s refusal on its field (422) or above the form (409)', async () => {
    let answer = json(422, {
      message: SUBSCRIPTION_MESSAGES.refundTooLarge,
      errors: { amount_cents: [SUBSCRIPTION_MESSAGES.refundTooLarge] },
    });
    renderOrder(() => answer);
    fireEvent.change(await screen.findByRole('textbox', { name: REASON_LABEL }), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, refund $29.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const amount = screen.getByRole('textbox', { name: AMOUNT_LABEL });
    await waitFor(() => expect(description(amount)).toContain(SUBSCRIPTION_MESSAGES.refundTooLarge));
    await waitFor(() => expect(amount).toHaveFocus());

    answer = json(409, { message: SUBSCRIPTION_MESSAGES.refundNotPaid });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, refund $29.00' }));
    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.refundNotPaid)).toBeVisible();
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.refunded)).toBeNull();
  });

  it('says a refund the provider did not answer is saved and sent again, and lists it as waiting', async () => {
    storeTokens({ token: 'access-1' });
    let current = anAdminOrderDetail();
    fakeApi({
      'GET /api/admin/orders/order-1': () => json(200, { data: current }),
      [REFUND_URL]: () => {
        current = anAdminOrderDetail({
          refundable_cents: 0,
          refunds: [
            {
              amount_cents: 2_900,
              reason: 'Goodwill',
              created_at: '2026-11-27T01:00:00.000Z',
              by: 'Ada Admin',
              automatic: false,
              sent: false,
            },
          ],
        });
        return json(503, { message: SUBSCRIPTION_MESSAGES.refundNotSentYet });
      },
    });
    renderWithProviders(<OrderRefund id="order-1" title="An order" />, { path: '/admin/orders/order-1' });
    fireEvent.change(await screen.findByRole('textbox', { name: REASON_LABEL }), {
      target: { value: 'Goodwill' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, refund $29.00' }));

    expect(await screen.findByText(SUBSCRIPTION_MESSAGES.refundNotSentYet)).toBeVisible();
    const list = await screen.findByRole('region', { name: 'Refunds so far' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      '27 November 2026: $29.00 by Ada Admin, “Goodwill” (not sent to the payment provider yet: it is sent again within a few minutes)',
    );
    expect(screen.queryByText(SUBSCRIPTION_MESSAGES.refunded)).toBeNull();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says there is nothing to refund on a failed payment, or once all of it went back', async () => {
    storeTokens({ token: 'access-1' });
    fakeApi({
      'GET /api/admin/orders/order-1': () =>
        json(200, { data: anAdminOrderDetail({ status: 'failed', refundable_cents: 0 }) }),
    });
    renderWithProviders(<OrderRefund id="order-1" title="An order" />);
    expect(await screen.findByText('This payment failed, so there is nothing to refund.')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: AMOUNT_LABEL })).toBeNull();
  });

  it('answers a missing order with the API’s message', async () => {
    storeTokens({ token: 'access-1' });
    fakeApi({
      'GET /api/admin/orders/order-1': () => json(404, { message: 'No query results for model [Order].' }),
    });
    renderWithProviders(<OrderRefund id="order-1" title="An order" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'An order' })).toBeVisible();
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
