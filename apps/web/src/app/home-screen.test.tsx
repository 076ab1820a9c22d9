import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summary } from '../features/verification/test/verification-fixtures';
import { writeCookie } from '../lib/cookies';
import { fakeApi, json, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

const onboarded = { onboarded_at: '2026-11-22T09:00:00.000Z' };

function signedInAs(
  user: ReturnType<typeof sessionUser>,
  handlers: Record<string, (request: FakeRequest) => Response | Promise<Response>> = {},
) {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  return fakeApi({
    'GET /api/auth/session': () => json(200, { user }),
    'GET /api/notifications': () =>
      json(200, {
        data: [
          {
            id: 'n1',
            kind: 'document_approved',
            title: 'Police check approved',
            body: 'Your police check was approved.',
            link: '/profile/profile-information/required-documents',
            created_at: '2026-11-23T09:00:00.000Z',
            read_at: null,
          },
        ],
        meta: { unread: 1 },
      }),
    ...handlers,
  });
}

function myJobs(counts: Partial<Record<string, number>> = {}) {
  const all = { draft: 0, open: 0, paused: 0, filled: 0, closed: 0, expired: 0, ...counts };
  const total = Object.values(all).reduce((sum, n) => sum + n, 0);
  return () => json(200, { data: [], meta: { page: 1, limit: 1, total, last_page: total, counts: all } });
}

const regionNames = () =>
  screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));

describe('the home screen, built from the card table', () => {
  it('shows a client their profile, a search near their suburb and their updates, and no staff card', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'client', place_city: 'Parramatta' }), {
      'GET /api/jobs': myJobs(),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' });
    expect(screen.getByText('You are signed in as someone looking for support.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Finish your profile' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Find support near Parramatta' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Updates' })).toHaveTextContent('Police check approved');
    expect(screen.queryByRole('region', { name: 'Documents to review' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your checks' })).toBeNull();
    const jobs = await screen.findByRole('region', { name: 'Your jobs' });
    expect(
      await within(jobs).findByText(
        'Post a job: describe the support you need and let matching workers apply.',
      ),
    ).toBeVisible();
    expect(within(jobs).getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/createJobForm');
    expect(within(jobs).queryByRole('link', { name: 'See your jobs' })).toBeNull();
    expect(regionNames()).toHaveLength(4);
  });

  it('tells a client how many of their jobs are open and how many drafts wait', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'client' }), {
      'GET /api/jobs': myJobs({ open: 2, draft: 1, closed: 4 }),
    });
    renderApp('/');
    const jobs = await screen.findByRole('region', { name: 'Your jobs' });
    expect(await within(jobs).findByText('2 open · 1 draft to finish.')).toBeVisible();
    expect(within(jobs).getByRole('link', { name: 'See your jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('holds the place of Your jobs while the count loads, so the cards below it do not move', async () => {
    let answer: (response: Response) => void = () => {};
    signedInAs(sessionUser({ ...onboarded, user_type: 'client' }), {
      'GET /api/jobs': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/');
    const jobs = await screen.findByRole('region', { name: 'Your jobs' });
    expect(jobs).toHaveTextContent('Looking up your jobs…');
    expect(within(jobs).getByRole('link', { name: 'Post a job' })).toBeVisible();
    answer(myJobs({ open: 1 })());
    expect(await within(jobs).findByText('1 open.')).toBeVisible();
    expect(jobs).not.toHaveTextContent('Looking up your jobs…');
  });

  it('offers a client their recent searches on this device, each a link back to the same search', async () => {
    const search = 'filter%5Bdays%5D=tuesday&filter%5Bservices%5D=personal_care&filter%5Bsuburb%5D=Westmead';
    localStorage.setItem('alongside.recent-searches', JSON.stringify([search]));
    signedInAs(sessionUser({ ...onboarded, user_type: 'client', place_city: 'Parramatta' }));
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Your recent searches' });
    const link = within(card).getByRole('link', { name: 'Near Westmead · Personal care · Tuesday' });
    expect(link).toHaveAttribute('href', `/search?${search}`);
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Find support workers' })).toBeVisible();
  });

  it('links the profile card to the first thing left to do', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'client' }));
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Finish your profile' });
    // Names are there (Ada Lovelace); a photo or a few words is the first step left.
    expect(within(card).getByRole('link', { name: 'A photo or a few words about you' })).toBeVisible();
  });

  it('shows a worker each required check still to do, in words', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'worker' }), {
      'GET /api/verification': () =>
        json(200, {
          data: summary('worker', {
            police_checks: { status: 'pending' },
            abn: { status: 'approved' },
          }),
        }),
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Your checks' });
    expect(await within(card).findByText(/^1 of 6 required checks done/)).toBeVisible();
    expect(within(card).getByText('Police check: Waiting for review')).toBeVisible();
    expect(within(card).queryByText(/^ABN/)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Go to your checks' })).toHaveAttribute(
      'href',
      '/profile/profile-information/required-documents',
    );
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('tells a fully verified worker so', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'worker' }), {
      'GET /api/verification': () => json(200, { data: summary('worker', {}, { fully_verified: true }) }),
    });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Your checks' });
    expect(await within(card).findByText(/^You are fully verified/)).toBeVisible();
  });

  it('offers a worker the jobs that suit them best, each a link, and the way to all of them', async () => {
    const card = {
      id: 'j1',
      title: 'Tuesday care',
      match_reasons: ['3.2 km away', 'Personal care', 'Tuesday mornings fit your availability'],
    };
    signedInAs(sessionUser({ ...onboarded, user_type: 'worker' }), {
      'GET /api/jobs/recommended': () =>
        json(200, { data: [card], meta: { page: 1, limit: 3, total: 4, last_page: 2, setup: [] } }),
    });
    renderApp('/');
    const jobs = await screen.findByRole('region', { name: 'Jobs for you' });
    expect(within(jobs).getByRole('link', { name: 'Tuesday care' })).toHaveAttribute('href', '/jobs/j1');
    expect(jobs).toHaveTextContent('3.2 km away · Personal care · Tuesday mornings fit your availability');
    expect(within(jobs).getByRole('link', { name: 'See all 4 jobs for you' })).toHaveAttribute(
      'href',
      '/recommended-jobs',
    );
  });

  it('shows a worker no jobs card while their profile cannot match yet', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'worker' }), {
      'GET /api/jobs/recommended': () =>
        json(200, { data: [], meta: { page: 1, limit: 3, total: 0, last_page: 1, setup: ['address'] } }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' });
    await screen.findByRole('region', { name: 'Updates' });
    expect(screen.queryByRole('region', { name: 'Jobs for you' })).toBeNull();
  });

  it('shows staff how many documents wait, and none of a client’s or worker’s cards', async () => {
    const api = signedInAs(sessionUser({ ...onboarded, user_type: 'client', role: 'reviewer' }), {
      'GET /api/admin/verification/documents': () =>
        json(200, { data: [], meta: { page: 1, limit: 20, total: 3, last_page: 1 } }),
    });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Hello, Ada' });
    expect(screen.getByText('You are signed in as staff.')).toBeVisible();
    const card = screen.getByRole('region', { name: 'Documents to review' });
    expect(await within(card).findByText('3 documents wait for review.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Finish your profile' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Review', 'Account']);
    expect(api.requests.some((request) => request.path === '/api/verification')).toBe(false);
  });

  it('says in the bell how many updates are new, and lists them in its panel', async () => {
    signedInAs(sessionUser({ ...onboarded, user_type: 'client' }));
    renderApp('/');
    const bell = await screen.findByRole('button', { name: 'Updates, 1 new' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Updates' });
    expect(panel).toHaveTextContent('You have 1 new update.');
    expect(within(panel).getByRole('link', { name: 'Open: Police check approved' })).toBeVisible();
  });
});
