import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMutation } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { fakeApi } from '../../../test/fake-api';
import { PushOfferAfter } from './lazy-push-offer';

const device = vi.hoisted(() => ({
  mayOfferPush: vi.fn(async () => true),
  devicePush: vi.fn(async () => 'off' as const),
  turnOnThisDevice: vi.fn(async () => 'on' as const),
  rememberNotNow: vi.fn(),
}));
vi.mock('../push/this-device', () => device);

const OFFER = /^Get a notification on this device when a worker answers your request\?$/;

/** A page with the action (sending a request) and the offer that follows it. */
function Page() {
  const send = useMutation({ mutationKey: ['requests', 'send'], mutationFn: async () => 'sent' });
  return (
    <>
      <button type="button" onClick={() => send.mutate()}>
        Send the request
      </button>
      <PushOfferAfter mutationKey={['requests', 'send']} when="a worker answers your request" />
    </>
  );
}

describe('the offer to turn on this device’s notifications', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    fakeApi({});
  });

  it('shows nothing on page load, and asks nothing of the browser', async () => {
    renderWithProviders(<Page />);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
    expect(device.mayOfferPush).not.toHaveBeenCalled();
    expect(device.turnOnThisDevice).not.toHaveBeenCalled();
  });

  it('offers it after the action, and turns it on only when the person says so', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    const offer = await screen.findByRole('region', { name: OFFER });
    expect(device.turnOnThisDevice).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(offer.textContent).toContain('Done: this device will tell you.'));
    expect(device.turnOnThisDevice).toHaveBeenCalledTimes(1);
  });

  it('is a compact card: a labelled region with a card-sized second-level heading, a short line and the two buttons', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    const offer = await screen.findByRole('region', { name: OFFER });
    const heading = within(offer).getByRole('heading', { level: 2, name: OFFER });
    // No bigger than a card's title (MUI's h6, 20 px): a 48 px heading filled a 360 px phone's screen.
    expect(parseFloat(getComputedStyle(heading).fontSize)).toBeLessThanOrEqual(20);
    expect(
      within(offer).getByText('You can turn it off any time in your notification settings.'),
    ).toBeVisible();
    for (const name of ['Turn on', 'Not now']) {
      expect(within(offer).getByRole('button', { name })).toBeVisible();
      expect(
        parseFloat(getComputedStyle(within(offer).getByRole('button', { name })).minHeight),
      ).toBeGreaterThanOrEqual(44);
    }
  });

  it('goes away on “Not now”, remembered', async () => {
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await screen.findByRole('region', { name: OFFER });
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: OFFER })).toBeNull());
    expect(device.rememberNotNow).toHaveBeenCalledTimes(1);
    expect(device.turnOnThisDevice).not.toHaveBeenCalled();
  });

  it('is not offered where the device cannot, is on already, or was declined lately', async () => {
    device.mayOfferPush.mockResolvedValueOnce(false);
    renderWithProviders(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(device.mayOfferPush).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('region', { name: OFFER })).toBeNull();
  });
});
