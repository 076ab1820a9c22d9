import type { JobCard } from '@alongside/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONDAY_JOB_DETAILS } from '../../../test/job-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ApplyForm } from './apply-form';
import { BoardJobView } from './board-job-view';

/** A job as the API gives it to a worker, open and matching them, not applied to. */
const OPEN: JobCard = {
  view: 'worker',
  id: 'job-1',
  state: 'open',
  ...MONDAY_JOB_DETAILS,
  distance_km: 1.2,
  client_first_name: 'Clara',
  published_at: '2026-11-25T00:00:00.000Z',
  closes_at: '2026-12-25T00:00:00.000Z',
  match_reasons: ['1.2 km away', 'Personal care'],
  unmet: [],
  my_application: null,
};

const application = (state: NonNullable<JobCard['my_application']>['state']) => ({
  id: 'application-1',
  state,
  created_at: '2026-11-25T01:00:00.000Z',
});

/** The job's page for a worker, as `/jobs/:id` draws it. */
function renderPage(job: JobCard) {
  return renderWithProviders(
    <>
      <BoardJobView job={job} />
      <ApplyForm job={job} requirements={[]} allowance={null} />
    </>,
  );
}

function where(): HTMLElement {
  return screen.getByText('Where').nextElementSibling as HTMLElement;
}

describe('a job’s page for a worker', () => {
  it('an open job: why it suits them, the suburb only, and the form to apply', () => {
    renderPage(OPEN);
    expect(screen.queryByText(/^This job (is|has)/)).not.toBeInTheDocument();
    expect(screen.getByText('1.2 km away')).toBeVisible();
    expect(where()).toHaveTextContent('Parramatta NSW 2150 (1.2 km from you)');
    expect(screen.getByRole('button', { name: 'Send my application' })).toBeVisible();
  });

  it('hired for a filled job: says it is filled and that they are hired, shows the street, and no form', () => {
    renderPage({
      ...OPEN,
      state: 'filled',
      place: { ...OPEN.place, street: '12 Hunter Street, Unit 3' },
      my_application: application('hired'),
    });
    expect(screen.getByText('This job is filled: every place is taken.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You are hired for this job' })).toBeVisible();
    expect(screen.getByText(/Your application: Hired\./)).toBeVisible();
    expect(where()).toHaveTextContent('12 Hunter Street, Unit 3, Parramatta NSW 2150');
    expect(screen.getByText('State').nextElementSibling).toHaveTextContent('Filled');
    expect(screen.queryByText('1.2 km away')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Apply for this job' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'paused',
      'shortlisted',
      'This job is paused: the client is not taking applications for now.',
      'Shortlisted',
    ],
    ['closed', 'not_selected', 'This job is closed: the client no longer takes applications.', 'Not chosen'],
    ['expired', 'offered', 'This job has expired: it reached its closing date.', 'Offer to answer'],
    ['closed', 'withdrawn', 'This job is closed: the client no longer takes applications.', 'Withdrawn'],
  ] as const)(
    'a %s job they applied to (%s): its state, where their application stands, no form',
    (state, mine, sentence, label) => {
      renderPage({ ...OPEN, state, my_application: application(mine) });
      expect(screen.getByText(sentence)).toBeVisible();
      expect(screen.getByRole('heading', { name: 'You applied on 25 Nov 2026' })).toBeVisible();
      expect(screen.getByText(`Your application: ${label}.`, { exact: false })).toBeVisible();
      expect(where()).toHaveTextContent('Parramatta NSW 2150');
      expect(where()).not.toHaveTextContent('Street');
      expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument();
    },
  );

  it('an open job they withdrew from: the form again, as they may apply again', () => {
    renderPage({ ...OPEN, my_application: application('withdrawn') });
    expect(screen.getByRole('button', { name: 'Send my application' })).toBeVisible();
  });

  it('an open job they applied to: where it stands instead of the form', () => {
    renderPage({ ...OPEN, my_application: application('applied') });
    // A region of the page, not an alert that interrupts a screen reader at each visit.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: /You applied on/ });
    expect(within(section).getByText(/Your application: Sent\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument();
  });
});
