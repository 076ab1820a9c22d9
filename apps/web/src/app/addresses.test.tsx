import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { fakeApi, json, type FakeRequest } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

const PARRAMATTA = {
  id: 'a1',
  label: null,
  address: '1 Church Street',
  address_2: null,
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
  latitude: -33.81,
  longitude: 151.0,
  is_primary: true,
  created_at: '2026-11-22T09:00:00.000Z',
  updated_at: '2026-11-22T09:00:00.000Z',
};

function signedIn(handlers: Record<string, (request: FakeRequest) => Response>) {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  writeCookie('auth-options', JSON.stringify({ skipOnboarding: true, skipSubscription: false }));
  return fakeApi({
    'GET /api/auth/session': () =>
      json(200, { user: sessionUser({ onboarded_at: '2026-11-22T09:00:00.000Z' }) }),
    'GET /api/localities': () =>
      json(200, {
        data: [
          { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
          { suburb: 'Parramatta Park', state: 'QLD', postcode: '4870' },
        ],
      }),
    ...handlers,
  });
}

describe('adding an address', () => {
  it('fills suburb, state and postcode from the chosen suggestion and sends them', async () => {
    const api = signedIn({
      'POST /api/addresses': () => json(201, { data: PARRAMATTA }),
      'GET /api/addresses': () =>
        json(200, { data: [PARRAMATTA], meta: { page: 1, limit: 10, total: 1, last_page: 1 } }),
    });
    const { router } = renderApp('/addresses/manage');
    await screen.findByRole('heading', { level: 1, name: 'Add an address' });

    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 Church Street' } });
    const suburb = screen.getByRole('combobox', { name: 'Suburb or town' });
    fireEvent.change(suburb, { target: { value: 'parra' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Parramatta, NSW 2150' }, { timeout: 3000 }));
    expect((suburb as HTMLInputElement).value).toBe('Parramatta');
    expect((screen.getByLabelText('State or territory') as HTMLSelectElement).value).toBe('NSW');
    expect((screen.getByLabelText('Postcode') as HTMLInputElement).value).toBe('2150');

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(currentPath(router)).toBe('/addresses'));
    const posted = api.requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      label: null,
      address: '1 Church Street',
      address_2: null,
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
    });
    expect(await screen.findByText('Your address is added.')).toBeVisible();
    const card = await screen.findByRole('article', { name: '1 Church Street' });
    expect(within(card).getByText('Main address')).toBeVisible();
  });

  it("shows the API's message for a place that does not exist on the postcode field", async () => {
    const message = 'We cannot find Parramatta NSW 3000. Check the suburb and postcode.';
    signedIn({
      'POST /api/addresses': () =>
        json(422, {
          message: 'Some of the details need fixing.',
          errors: { suburb: ['Check the suburb, or choose one from the list.'], postcode: [message] },
        }),
    });
    renderApp('/addresses/manage');
    await screen.findByRole('heading', { level: 1, name: 'Add an address' });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '1 Church Street' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Suburb or town' }), {
      target: { value: 'Parramatta' },
    });
    fireEvent.change(screen.getByLabelText('State or territory'), { target: { value: 'NSW' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));

    const postcode = screen.getByLabelText('Postcode');
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByText('Check the suburb, or choose one from the list.')).toBeVisible();
  });
});

describe('the addresses page', () => {
  it('says plainly when there is no address yet', async () => {
    signedIn({
      'GET /api/addresses': () =>
        json(200, { data: [], meta: { page: 1, limit: 10, total: 0, last_page: 1 } }),
    });
    renderApp('/addresses');
    expect(await screen.findByText(/You have not added an address yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add an address' }).getAttribute('href')).toBe(
      '/addresses/manage',
    );
  });
});
