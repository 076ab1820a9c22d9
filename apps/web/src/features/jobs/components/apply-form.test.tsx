import { SUBSCRIPTION_MESSAGES, jobApplicationsPath, type JobCard } from '@alongside/contract';
import { DOLLARS_TEXT_MESSAGE } from '@alongside/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../../../lib/auth/tokens';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ApplyForm } from './apply-form';

// The form reads only these of the job.
const job = { id: 'job-1', state: 'open', client_first_name: 'Clara', my_application: null } as JobCard;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ApplyForm and the free allowance (issue #23)', () => {
  it.each([
    [2, 'Without a plan you can apply or accept a request 2 more times this month.'],
    [1, 'Without a plan you can apply or accept a request 1 more time this month.'],
  ])('with %i left, says so above the form', (left, text) => {
    renderWithProviders(<ApplyForm job={job} requirements={[]} allowance={{ left }} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send my application' })).toBeInTheDocument();
  });

  it('with a plan says nothing of an allowance', () => {
    renderWithProviders(<ApplyForm job={job} requirements={[]} allowance={null} />);
    expect(screen.queryByText(/Without a plan/)).not.toBeInTheDocument();
  });

  it('with none left, says why instead of the form and links to the plans', () => {
    renderWithProviders(<ApplyForm job={job} requirements={[]} allowance={{ left: 0 }} />);
    expect(
      screen.getByRole('alert', { name: 'Your free allowance is used for this month' }),
    ).toHaveTextContent(SUBSCRIPTION_MESSAGES.allowanceUsed);
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');
    expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument();
  });

  it('when the API refuses the application for the allowance, says why and links to the plans', async () => {
    storeTokens({ token: 'access-1' });
    fakeApi({
      [`POST ${jobApplicationsPath('job-1')}`]: () =>
        json(403, { message: SUBSCRIPTION_MESSAGES.allowanceUsed }),
    });
    renderWithProviders(<ApplyForm job={job} requirements={[]} allowance={{ left: 1 }} />);
    fireEvent.change(screen.getByLabelText(/A short message to Clara/), {
      target: { value: 'I could help on Tuesdays.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    expect(screen.queryByRole('button', { name: 'Send my application' })).not.toBeInTheDocument();
  });
});

describe("ApplyForm: the worker's own rate", () => {
  const openJob = { ...job, state: 'open' } as JobCard;

  it.each([
    ['abc', DOLLARS_TEXT_MESSAGE],
    ['-5', DOLLARS_TEXT_MESSAGE],
    ['42.505', DOLLARS_TEXT_MESSAGE],
    ['0', 'Enter an hourly rate of $1.00 or more.'],
    ['600', 'Enter an hourly rate of $500.00 or less.'],
  ])('refuses "%s" under the field with "%s", and sends nothing', async (typed, message) => {
    storeTokens({ token: 'access-1' });
    const api = fakeApi({ [`POST ${jobApplicationsPath('job-1')}`]: () => json(201, { message: 'Sent' }) });
    renderWithProviders(<ApplyForm job={openJob} requirements={[]} allowance={null} />);
    fireEvent.change(screen.getByLabelText(/A short message to Clara/), {
      target: { value: 'I could help on Tuesdays.' },
    });
    fireEvent.change(screen.getByLabelText(/Your hourly rate/), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(/Your hourly rate/)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.queryByText(/Invalid input/)).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
