import type { Job } from '@alongside/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MONDAY_JOB_DETAILS } from '../../../test/job-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { JobForm } from './job-form';

/** A draft with every detail, as the API gives it to its owner. */
const DRAFT: Job = {
  view: 'owner',
  id: 'job-1',
  state: 'draft',
  ...MONDAY_JOB_DETAILS,
  address_id: 'address-1',
  open_days: 30,
  draft_step: 'preview',
  missing: {},
  published_at: null,
  closes_at: null,
  reposted_from: null,
  new_applicants: null,
  created_at: '2026-11-25T00:00:00.000Z',
  updated_at: '2026-11-25T00:00:00.000Z',
};

function aboutTheJob(): HTMLElement {
  return screen.getByText('About the job').nextElementSibling as HTMLElement;
}

function renderPreview(job: Job) {
  renderWithProviders(<JobForm job={job} step="preview" places={[]} addPlaceLink={null} />);
}

describe('the job form’s preview ("Check your job")', () => {
  it('shows the title under "About the job", with the description', () => {
    renderPreview(DRAFT);
    expect(screen.getByRole('heading', { name: 'Check your job' })).toBeVisible();
    expect(aboutTheJob()).toBeVisible();
    expect(aboutTheJob()).toHaveTextContent('Monday morning help');
    expect(aboutTheJob()).toHaveTextContent('Help with showering and breakfast.');
    expect(screen.getByRole('link', { name: 'Change about the job' })).toBeVisible();
  });

  it('says what is not written yet', () => {
    renderPreview({ ...DRAFT, title: null });
    expect(aboutTheJob()).toHaveTextContent('No title yet');
    expect(aboutTheJob()).toHaveTextContent('Help with showering and breakfast.');
  });

  it('says so when neither is written', () => {
    renderPreview({ ...DRAFT, title: null, description: '' });
    expect(aboutTheJob()).toHaveTextContent(/^Not written yet/);
  });
});

describe('the job form’s rates', () => {
  const field = () => screen.getByLabelText('Weekday daytime, dollars an hour');

  it.each([
    ['65', 'NDIS price limit 2025–26: $70.23'],
    ['70.23', 'NDIS price limit 2025–26: $70.23'],
    [
      '500',
      'NDIS price limit 2025–26: $70.23. $500.00 is above it: if the NDIS pays for this support, it pays no more than the limit.',
    ],
    ['abc', 'NDIS price limit 2025–26: $70.23'],
  ])('a rate of "%s" reads: %s', (typed, description) => {
    renderWithProviders(<JobForm job={DRAFT} step="rates" places={[]} addPlaceLink={null} />);
    fireEvent.change(field(), { target: { value: typed } });
    expect(field()).toHaveAccessibleDescription(description);
  });
});
