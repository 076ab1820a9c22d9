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
  it('shows a worker their topics, each with what it covers', () => {
    fakeApi({});
    renderWithProviders(
      <NotificationSettingsForm userType="worker" settings={DEFAULT_NOTIFICATION_SETTINGS} />,
    );
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    for (const name of ['Your applications and offers', 'Requests', 'New jobs that suit you']) {
      expect(switchNamed(name).checked).toBe(true);
    }
    expect(description(switchNamed('New jobs that suit you'))).toBe(
      'One e-mail a day at most, listing the new jobs that match your profile.',
    );
    expect(screen.queryByRole('switch', { name: 'People applying to your jobs' })).toBeNull();
  });

  it('shows a client their topics', () => {
    fakeApi({});
    renderWithProviders(
      <NotificationSettingsForm
        userType="client"
        settings={{ ...DEFAULT_NOTIFICATION_SETTINGS, jobs: false }}
      />,
    );
    expect(screen.getAllByRole('switch').map((control) => control.closest('label')?.textContent)).toEqual([
      'People applying to your jobs',
      'Requests',
      'Your jobs',
    ]);
    expect(switchNamed('Your jobs').checked).toBe(false);
  });

  it('saves every topic, with the one switched off, and says it is saved', async () => {
    const { requests } = fakeApi({
      'PUT /api/notification-settings': (request) =>
        json(200, { data: request.body, message: NOTIFICATION_SETTINGS_MESSAGES.saved }),
    });
    renderWithProviders(
      <NotificationSettingsForm userType="client" settings={DEFAULT_NOTIFICATION_SETTINGS} />,
    );
    fireEvent.click(switchNamed('Requests'));
    expect(switchNamed('Requests').checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));

    await waitFor(() => expect(confirmation().textContent).toBe(NOTIFICATION_SETTINGS_MESSAGES.saved));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      requests: false,
    });

    // A new change clears the confirmation until it is saved again.
    fireEvent.click(switchNamed('Requests'));
    expect(confirmation().textContent).toBe('');
  });
});
