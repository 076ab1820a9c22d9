import { SANDBOX_CHECKOUT_MESSAGES, type SandboxCheckout } from '@alongside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { SandboxCheckoutForm } from './sandbox-checkout-form';

const CHECKOUT = '/api/sandbox/checkouts/co-1';

function checkout(overrides: Partial<SandboxCheckout> = {}): SandboxCheckout {
  return {
    id: 'co-1',
    plan: { id: 'monthly', name: 'Monthly', price_cents: 2_900, interval: 'month' },
    trial_days: 0,
    state: 'open',
    success_url: '/subscription?checkout=done',
    cancel_url: '/subscription',
    ...overrides,
  };
}

/** Answers the page's read with an open checkout, and `pay` / `confirm` as given. */
function serve(handlers: { pay?: () => Response; confirm?: () => Response; open?: SandboxCheckout }) {
  return fakeApi({
    [`GET ${CHECKOUT}`]: () => json(200, { data: handlers.open ?? checkout() }),
    ...(handlers.pay ? { [`POST ${CHECKOUT}/pay`]: handlers.pay } : {}),
    ...(handlers.confirm ? { [`POST ${CHECKOUT}/confirm`]: handlers.confirm } : {}),
  });
}

function stubAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}

async function payWith(cardNumber: string) {
  fireEvent.change(await screen.findByLabelText('Name on card'), { target: { value: 'Ada Lovelace' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SandboxCheckoutForm', () => {
  it('says no real money moves, what is bought, the trial and the four test cards', async () => {
    serve({ open: checkout({ trial_days: 14 }) });
    renderWithProviders(<SandboxCheckoutForm id="co-1" />);
    expect(await screen.findByRole('heading', { name: 'Test payments: no real money moves' })).toBeVisible();
    expect(screen.getByText('Monthly plan — $29.00 a month, GST included')).toBeVisible();
    expect(
      screen.getByText('Your first 14 days are free. We take the first payment when they end.'),
    ).toBeVisible();
    const cards = screen.getByRole('table', { name: 'Test cards' });
    expect(within(cards).getByRole('row', { name: '4242 4242 4242 4242 Succeeds' })).toBeVisible();
    expect(within(cards).getByRole('row', { name: '4000 0000 0000 0002 Is declined' })).toBeVisible();
    expect(
      within(cards).getByRole('row', { name: '4000 0000 0000 9995 Has insufficient funds' }),
    ).toBeVisible();
    expect(
      within(cards).getByRole('row', { name: '4000 0025 0000 3155 Asks you to confirm it is you' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/subscription');
  });

  it('sends the card and, once paid, the browser to the success address', async () => {
    const assign = stubAssign();
    const { requests } = serve({
      pay: () => json(200, { data: checkout({ state: 'completed' }) }),
    });
    renderWithProviders(<SandboxCheckoutForm id="co-1" />);
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/subscription?checkout=done'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Ada Lovelace',
      card_number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
  });

  it('shows a declined card above the form and keeps what was typed', async () => {
    const assign = stubAssign();
    serve({ pay: () => json(402, { message: SANDBOX_CHECKOUT_MESSAGES.declined }) });
    renderWithProviders(<SandboxCheckoutForm id="co-1" />);
    await payWith('4000 0000 0000 0002');
    expect(await screen.findByRole('alert')).toHaveTextContent(SANDBOX_CHECKOUT_MESSAGES.declined);
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(screen.getByLabelText('Name on card')).toHaveValue('Ada Lovelace');
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server’s message for the card number under that field', async () => {
    serve({
      pay: () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { card_number: [SANDBOX_CHECKOUT_MESSAGES.cardNumber] },
        }),
    });
    renderWithProviders(<SandboxCheckoutForm id="co-1" />);
    await payWith('1234 5678 9012 3456');
    const cardNumber = screen.getByLabelText('Card number');
    await waitFor(() => expect(description(cardNumber)).toContain(SANDBOX_CHECKOUT_MESSAGES.cardNumber));
    expect(cardNumber).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks to confirm it is you, and approving sends { approve: true } and finishes', async () => {
    const assign = stubAssign();
    const { requests } = serve({
      pay: () => json(200, { data: checkout({ state: 'confirming' }) }),
      confirm: () => json(200, { data: checkout({ state: 'completed' }) }),
    });
    renderWithProviders(<SandboxCheckoutForm id="co-1" />);
    await payWith('4000 0025 0000 3155');
    const step = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(step).toHaveTextContent('Your bank asks you to confirm this payment.');
    expect(within(step).getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    fireEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/subscription?checkout=done'));
    expect(requests.find((request) => request.path.endsWith('/confirm'))?.body).toEqual({ approve: true });
  });

  it('goes back to the card form with the bank’s refusal when confirmation fails', async () => {
    let state: SandboxCheckout['state'] = 'open';
    const { requests } = fakeApi({
      [`GET ${CHECKOUT}`]: () => json(200, { data: checkout({ state }) }),
      [`POST ${CHECKOUT}/pay`]: () => {
        state = 'confirming';
        return json(200, { data: checkout({ state }) });
      },
      [`POST ${CHECKOUT}/confirm`]: () => {
        state = 'open';
        return json(402, { message: SANDBOX_CHECKOUT_MESSAGES.notConfirmed });
      },
    });
    renderWithProviders(<SandboxCheckoutForm id="co-1" />);
    await payWith('4000 0025 0000 3155');
    fireEvent.click(await screen.findByRole('button', { name: 'Fail confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SANDBOX_CHECKOUT_MESSAGES.notConfirmed);
    expect(screen.getByRole('form', { name: 'Card details' })).toBeVisible();
    expect(requests.find((request) => request.path.endsWith('/confirm'))?.body).toEqual({ approve: false });
  });
});
