import { NOTIFICATION_SETTINGS_MESSAGES } from '@alongside/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@alongside/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { fakeApi, json } from '../../../test/fake-api';
import { NotificationSettingsForm } from './notification-settings-form';

const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;
/** The confirmation under the button (the snackbar says the same words for a moment). */
const confirmation = () =>
  within(screen.getByRole('button', { name: 'Save my choices' }).closest('form')!).getByRole('status');

describe('NotificationSettingsForm', () => {
  it('shows a worker their topics, each with its two channels and what it covers', () => {
    fakeApi({});
    renderWithProviders(
      <NotificationSettingsForm userType="worker" settings={DEFAULT_NOTIFICATION_SETTINGS} />,
    );
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Messages',
      'Your applications and offers',
      'Requests',
      'New jobs that suit you',
    ]);
    for (const name of ['Messages', 'Your applications and offers', 'Requests', 'New jobs that suit you']) {
      expect(switchNamed(`${name}: by e-mail`).checked).toBe(true);
    }
    // Job alerts are a daily e-mail: nothing goes to a device.
    expect(screen.getAllByRole('switch')).toHaveLength(7);
    expect(screen.queryByRole('switch', { name: 'New jobs that suit you: on this device' })).toBeNull();
    const alerts = screen.getByRole('group', { name: 'New jobs that suit you' });
    expect(within(alerts).getByText('Not sent to devices')).toBeTruthy();
    expect(within(alerts).getByText('In the app: always')).toBeTruthy();
    expect(description(alerts)).toBe(
      'One e-mail a day at most, listing the new jobs that match your profile.',
    );
    expect(screen.queryByRole('group', { name: 'People applying to your jobs' })).toBeNull();
  });

  it('shows a client their topics', () => {
    fakeApi({});
    renderWithProviders(
      <NotificationSettingsForm
        userType="client"
        settings={{ ...DEFAULT_NOTIFICATION_SETTINGS, jobs: { email: false, push: true } }}
      />,
    );
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Messages',
      'People applying to your jobs',
      'Requests',
      'Your jobs',
    ]);
    expect(switchNamed('Your jobs: by e-mail').checked).toBe(false);
  });

  it('saves every topic, with the one switched off, and says it is saved', async () => {
    const { requests } = fakeApi({
      'PUT /api/notification-settings': (request) =>
        json(200, { data: request.body, message: NOTIFICATION_SETTINGS_MESSAGES.saved }),
    });
    renderWithProviders(
      <NotificationSettingsForm userType="client" settings={DEFAULT_NOTIFICATION_SETTINGS} />,
    );
    fireEvent.click(switchNamed('Requests: by e-mail'));
    fireEvent.click(switchNamed('Messages: on this device'));
    expect(switchNamed('Requests: by e-mail').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    await waitFor(() => expect(confirmation().textContent).toBe(NOTIFICATION_SETTINGS_MESSAGES.saved));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      requests: { email: false, push: true },
      messages: { email: true, push: false },
    });

    // A new change clears the confirmation until it is saved again.
    fireEvent.click(switchNamed('Requests: by e-mail'));
    expect(confirmation().textContent).toBe('');
  });
});
