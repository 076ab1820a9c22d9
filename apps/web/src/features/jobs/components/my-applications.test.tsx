import { applicationPaths, type MyApplication, type MyApplicationsResponse } from '@alongside/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/tokens';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MyApplications } from './my-applications';

function application(
  id: string,
  state: MyApplication['state'],
  job: Partial<MyApplication['job']>,
): MyApplication {
  return {
    id,
    job_id: `job-${id}`,
    state,
    message: 'I could help on Mondays.',
    proposed_rate: null,
    actions: [],
    created_at: '2026-11-25T01:00:00.000Z',
    updated_at: '2026-11-26T01:00:00.000Z',
    job: {
      id: `job-${id}`,
      title: 'Monday morning help',
      state: 'open',
      place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
      schedule: null,
      client_first_name: 'Clara',
      ...job,
    },
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a worker’s applications', () => {
  it('link each to its job’s page, whatever the job’s state: the hire too, to see when and where', async () => {
    storeTokens({ token: 'access-1' });
    const body: MyApplicationsResponse = {
      data: [
        application('1', 'hired', { title: 'Monday morning help', state: 'filled' }),
        application('2', 'not_selected', { title: 'Weekend outings', state: 'closed' }),
        application('3', 'applied', { title: 'Shopping on Fridays', state: 'open' }),
      ],
      meta: {
        page: 1,
        limit: 20,
        total: 3,
        last_page: 1,
        counts: {
          applied: 1,
          shortlisted: 0,
          offered: 0,
          hired: 1,
          declined: 0,
          offer_declined: 0,
          withdrawn: 0,
          not_selected: 1,
        },
      },
    };
    fakeApi({ [`GET ${applicationPaths.applications}`]: () => json(200, body) });
    renderWithProviders(<MyApplications />);
    for (const [title, id] of [
      ['Monday morning help', 'job-1'],
      ['Weekend outings', 'job-2'],
      ['Shopping on Fridays', 'job-3'],
    ]) {
      const link = await screen.findByRole('link', { name: title });
      expect(link).toBeVisible();
      expect(link).toHaveAttribute('href', `/jobs/${id}`);
    }
    expect(screen.getByRole('article', { name: 'Monday morning help' })).toHaveTextContent('Hired');
  });
});
