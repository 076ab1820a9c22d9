import type { Notification } from '@alongside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { UpdatesCard } from './updates-card';

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 'n1',
    kind: 'document_approved',
    title: 'Police check approved',
    body: 'Our team approved your police check.',
    link: '/profile/profile-information/required-documents/police_checks',
    created_at: '2026-11-23T01:00:00.000Z',
    read_at: null,
    ...overrides,
  };
}

describe('UpdatesCard', () => {
  it('lists the unread updates with their link, and marks one as read', async () => {
    let list = [
      notification(),
      notification({ id: 'n2', title: 'Old news', read_at: '2026-11-20T00:00:00.000Z' }),
      notification({ id: 'n3', title: 'First aid expires soon', link: null }),
    ];
    const { requests } = fakeApi({
      'GET /api/notifications': () =>
        json(200, { data: list, meta: { unread: list.filter((entry) => !entry.read_at).length } }),
      'POST /api/notifications/n1/read': () => {
        list = list.map((entry) =>
          entry.id === 'n1' ? { ...entry, read_at: '2026-11-23T02:00:00.000Z' } : entry,
        );
        return json(200, { data: list[0] });
      },
    });
    renderWithProviders(<UpdatesCard />);
    const card = await screen.findByRole('region', { name: 'Updates' });
    expect(within(card).getByText('You have 2 new updates.')).toBeVisible();
    expect(within(card).queryByText('Old news')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Open: Police check approved' }).getAttribute('href')).toBe(
      '/profile/profile-information/required-documents/police_checks',
    );
    expect(within(card).queryByRole('link', { name: /First aid expires soon/ })).toBeNull();

    const markRead = within(card).getByRole('button', { name: 'Mark as read: Police check approved' });
    markRead.focus();
    fireEvent.click(markRead);
    await waitFor(() => expect(screen.queryByText('Police check approved')).toBeNull());
    // The button went with its update: the keyboard stays in the list, not back at the top of the page.
    await waitFor(() => expect(within(card).getByRole('list')).toHaveFocus());
    expect(
      requests.some((request) => request.method === 'POST' && request.path === '/api/notifications/n1/read'),
    ).toBe(true);
    expect(screen.getByText('You have 1 new update.')).toBeVisible();
  });

  it('shows nothing without unread updates, or when they cannot be loaded', async () => {
    const { requests } = fakeApi({});
    const { container } = renderWithProviders(<UpdatesCard />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(container.textContent).toBe('');
  });

  it('keeps only the updates the page asks for', async () => {
    fakeApi({
      'GET /api/notifications': () =>
        json(200, {
          data: [
            notification(),
            notification({ id: 'n2', kind: 'job_message', title: 'A new message', link: '/chat' }),
          ],
          meta: { unread: 2 },
        }),
    });
    renderWithProviders(
      <UpdatesCard title="Recent updates" filter={(entry) => entry.kind.startsWith('document')} />,
    );
    const card = await screen.findByRole('region', { name: 'Recent updates' });
    expect(within(card).getByText('Police check approved')).toBeVisible();
    expect(within(card).queryByText('A new message')).toBeNull();
  });

  it('shows the newest few it is asked for, and links to all of them', async () => {
    const titles = ['Fifth', 'Fourth', 'Third', 'Second', 'First'];
    fakeApi({
      'GET /api/notifications': () =>
        json(200, {
          data: titles.map((title, index) => notification({ id: `n${index}`, title })),
          meta: { unread: titles.length },
        }),
    });
    renderWithProviders(<UpdatesCard most={3} />);
    const card = await screen.findByRole('region', { name: 'Updates' });
    expect(within(card).getByText('You have 5 new updates.')).toBeVisible();
    for (const title of ['Fifth', 'Fourth', 'Third']) expect(within(card).getByText(title)).toBeVisible();
    expect(within(card).queryByText('Second')).toBeNull();
    expect(within(card).getByRole('link', { name: 'See all updates' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it('needs no link to all when every update is shown', async () => {
    fakeApi({
      'GET /api/notifications': () => json(200, { data: [notification()], meta: { unread: 1 } }),
    });
    renderWithProviders(<UpdatesCard most={3} />);
    const card = await screen.findByRole('region', { name: 'Updates' });
    expect(within(card).getByText('Police check approved')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'See all updates' })).toBeNull();
  });

  it('does not follow a link that leaves the app', async () => {
    fakeApi({
      'GET /api/notifications': () =>
        json(200, { data: [notification({ link: 'https://evil.example/' })], meta: { unread: 1 } }),
    });
    renderWithProviders(<UpdatesCard />);
    const card = await screen.findByRole('region', { name: 'Updates' });
    expect(within(card).queryByRole('link')).toBeNull();
  });
});
