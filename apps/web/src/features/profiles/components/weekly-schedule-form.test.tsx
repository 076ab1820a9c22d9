import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { sessionUser } from '../../../test/session-user';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { WeeklyScheduleForm } from './weekly-schedule-form';

const row = (number: number) => screen.getByRole('group', { name: `Time ${number}` });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('WeeklyScheduleForm', () => {
  it('adds ranges on the following days, removes one, and saves the rest with seconds', async () => {
    const { requests } = fakeApi({ 'PATCH /api/profile': () => json(200, { data: sessionUser() }) });
    renderWithProviders(<WeeklyScheduleForm field="availability_schedule" legend="My times" value={[]} />);
    expect(screen.getByText('No times set yet.')).toBeVisible();

    for (let count = 0; count < 3; count++)
      fireEvent.click(screen.getByRole('button', { name: 'Add a time' }));
    expect((within(row(2)).getByLabelText('Day') as HTMLSelectElement).value).toBe('tuesday');
    expect(screen.getByText('3 times set.')).toBeVisible();

    fireEvent.change(within(row(3)).getByLabelText('From'), { target: { value: '07:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove time 2' }));
    save();

    await screen.findByText('Your profile is saved.');
    expect(requests.at(-1)?.body).toEqual({
      availability_schedule: [
        { day: 'monday', start: '09:00:00', end: '17:00:00' },
        { day: 'wednesday', start: '07:30:00', end: '17:00:00' },
      ],
    });
  });

  it('shows an end before the start on that row and sends nothing', async () => {
    const { requests } = fakeApi({});
    renderWithProviders(
      <WeeklyScheduleForm
        field="availability_schedule"
        legend="My times"
        value={[
          { day: 'monday', start: '09:00:00', end: '12:00:00' },
          { day: 'friday', start: '09:00:00', end: '12:00:00' },
        ]}
      />,
    );
    fireEvent.change(within(row(2)).getByLabelText('To'), { target: { value: '08:00' } });
    save();

    const end = within(row(2)).getByLabelText('To');
    await waitFor(() => expect(description(end)).toBe('The end time must be after the start time.'));
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(within(row(1)).getByLabelText('To').getAttribute('aria-invalid')).toBe('false');
    expect(requests).toHaveLength(0);
  });

  it('shows overlapping times as a message for the whole list', async () => {
    fakeApi({});
    renderWithProviders(
      <WeeklyScheduleForm
        field="availability_schedule"
        legend="My times"
        value={[
          { day: 'monday', start: '09:00:00', end: '12:00:00' },
          { day: 'monday', start: '11:00:00', end: '14:00:00' },
        ]}
      />,
    );
    save();
    await screen.findByText('Two of these times overlap on the same day.');
  });

  it('shows the server’s message for a row’s field under that field', async () => {
    fakeApi({
      'PATCH /api/profile': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { 'require_support_schedule.1.start': ['Enter a time as HH:MM:SS.'] },
        }),
    });
    renderWithProviders(
      <WeeklyScheduleForm
        field="require_support_schedule"
        legend="My times"
        value={[
          { day: 'monday', start: '09:00:00', end: '12:00:00' },
          { day: 'tuesday', start: '09:00:00', end: '12:00:00' },
        ]}
      />,
    );
    save();
    const start = within(row(2)).getByLabelText('From');
    await waitFor(() => expect(description(start)).toBe('Enter a time as HH:MM:SS.'));
    await waitFor(() => expect(document.activeElement).toBe(start));
  });

  it('reads the full-day placeholder of a client’s hours as not set, and does not count it (spec §5)', () => {
    fakeApi({});
    renderWithProviders(
      <WeeklyScheduleForm
        field="require_support_schedule"
        legend="My times"
        value={[{ day: 'monday', start: '00:00:00', end: '23:59:00' }]}
      />,
    );
    expect(screen.getByText('No times set yet.')).toBeVisible();
    expect(within(row(1)).getByText(/^Not set/)).toBeVisible();
  });

  it('counts a full-day range of a worker’s availability like any other', () => {
    fakeApi({});
    renderWithProviders(
      <WeeklyScheduleForm
        field="availability_schedule"
        legend="My times"
        value={[{ day: 'monday', start: '00:00:00', end: '23:59:00' }]}
      />,
    );
    expect(screen.getByText('1 time set.')).toBeVisible();
    expect(screen.queryByText(/^Not set/)).toBeNull();
  });
});
