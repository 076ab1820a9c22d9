import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { address, searchResponse, workerCard, workerProfile } from '../features/workers/test-fixtures';
import { writeCookie } from '../lib/cookies';
import { fakeApi, json, type FakeRequest } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

function signedIn(
  userType: 'client' | 'worker',
  handlers: Record<string, (request: FakeRequest) => Response> = {},
) {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  writeCookie('auth-options', JSON.stringify({ skipOnboarding: true, skipSubscription: false }));
  return fakeApi({
    'GET /api/auth/session': () =>
      json(200, { user: sessionUser({ user_type: userType, onboarded_at: '2026-11-22T09:00:00.000Z' }) }),
    'GET /api/addresses': () =>
      json(200, { data: [address()], meta: { page: 1, limit: 10, total: 1, last_page: 1 } }),
    'GET /api/workers': () => json(200, searchResponse([workerCard()])),
    'GET /api/workers/w1': () => json(200, { data: workerProfile() }),
    'GET /api/users/w1': () => json(200, { data: { ...workerProfile(), user_type: 'worker' } }),
    ...handlers,
  });
}

describe('the worker search routes', () => {
  it("opens a worker from the results, and the top bar's back returns to the same search", async () => {
    signedIn('client');
    const { router } = renderApp('/search?filter[radius_km]=50&sort=distance');
    await screen.findByRole('heading', { level: 1, name: 'Find support workers' });
    fireEvent.click(await screen.findByRole('link', { name: 'Wes W.' }));
    await screen.findByRole('heading', { level: 1, name: 'Wes W.' });
    expect(currentPath(router)).toBe('/search/support-workers/w1');
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Find support workers' });
    expect(decodeURIComponent(currentPath(router))).toBe('/search?filter[radius_km]=50&sort=distance');
    expect((screen.getByLabelText('Distance') as HTMLSelectElement).value).toBe('50');
  });

  it('shows the profile in words: checks, availability, rates in AUD, and what the worker wrote', async () => {
    signedIn('client');
    renderApp('/search/support-workers/w1');
    await screen.findByRole('heading', { level: 1, name: 'Wes W.' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('Westmead NSW · 4.2 km away');
    expect(text).toContain('Police check verified 3 Mar 2026');
    expect(text).toContain('I have worked in disability support for six years.');
    expect(
      within(screen.getByRole('region', { name: 'Availability' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Monday: 9:00 am to 5:00 pm', 'Tuesday: 1:00 pm to 5:30 pm']);
    expect(text).toContain('Weekdays: $45.50 an hour');
    expect(text).toContain('Travel: $0.95 a km');
    expect(text).toContain('Personal care');
    expect(text).toContain('Certificate III in Individual Support');
    expect(text).toContain('Support worker, Care Co (2019 to now)');
    expect(text).toContain('First aid, St John (2025)');
    expect(text).not.toContain('Not verified yet');
    expect(screen.getByRole('link', { name: 'Request support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/requests\/new\?worker=/),
    );
  });

  it('"Message Wes" opens the conversation with him and goes to it; a refusal is shown in the API\'s words', async () => {
    // The chat screens open the live link: here it never connects.
    vi.stubGlobal(
      'WebSocket',
      class {
        static readonly OPEN = 1;
        close() {}
      },
    );
    let refuse = true;
    const api = signedIn('client', {
      'POST /api/conversations': () =>
        refuse
          ? json(403, { message: 'Choose someone you can write to.' })
          : json(201, { data: { id: 'c1' } }),
    });
    const { router } = renderApp('/search/support-workers/w1');
    fireEvent.click(await screen.findByRole('button', { name: 'Message Wes' }));
    expect(await screen.findByText('Choose someone you can write to.')).toBeVisible();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Message Wes' }));
    await waitFor(() => expect(currentPath(router)).toBe('/chat/c1'));
    expect(api.requests.find((request) => request.path === '/api/conversations')?.body).toEqual({
      user_id: 'w1',
    });
  });

  it('shows the not-found page for a worker the API does not show', async () => {
    signedIn('client', { 'GET /api/workers/hidden': () => json(404, { message: 'No query results.' }) });
    renderApp('/search/support-workers/hidden');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.getByText('Page not found: /search/support-workers/hidden')).toBeVisible();
  });

  it('shows /userDetails/:id from the user-details API, and the not-found page for a 404', async () => {
    const api = signedIn('client');
    const { unmount } = renderApp('/userDetails/w1');
    await screen.findByRole('heading', { level: 1, name: 'Wes W.' });
    expect(api.requests.some((request) => request.path === '/api/users/w1')).toBe(true);
    // Opened afresh, from no page of the app: back goes home.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/',
    );
    unmount();
    renderApp('/userDetails/nobody');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
  });

  it('goes back from /userDetails/:id to the page the person came from, as they left it', async () => {
    signedIn('client');
    const { router } = renderApp('/search?sort=distance');
    await screen.findByRole('link', { name: 'Wes W.' });
    await router.navigate('/userDetails/w1');
    await screen.findByRole('heading', { level: 1, name: 'Wes W.' });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Find support workers' });
    expect(currentPath(router)).toBe('/search?sort=distance');
    // The browser's own back and forward find where each page was opened from.
    await router.navigate(-1);
    await screen.findByRole('heading', { level: 1, name: 'Wes W.' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/search?sort=distance',
    );
  });

  it('tells a worker that searching is for people looking for support, without asking the API', async () => {
    const api = signedIn('worker');
    renderApp('/search');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Searching for workers is for people looking for support',
    });
    expect(api.requests.some((request) => request.path === '/api/workers')).toBe(false);
  });

  it('takes a client from home to the search: the navigation, and the card with a kind of support', async () => {
    signedIn('client');
    const { router } = renderApp('/home');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe('/search');
    const card = screen.getByRole('search', { name: /^Find support/ });
    fireEvent.change(within(card).getByLabelText('Kind of support'), { target: { value: 'personal_care' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Find support workers' }));
    await screen.findByRole('heading', { level: 1, name: 'Find support workers' });
    expect(decodeURIComponent(currentPath(router))).toBe('/search?filter[services]=personal_care');
  });
});
