import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sessionUser } from '../../../test/session-user';
import { VisibilityForm } from './visibility-form';

describe('VisibilityForm', () => {
  it('starts shown when the worker has not chosen, and saves a hidden profile', async () => {
    const { requests } = fakeApi({ 'PATCH /api/profile': () => json(200, { data: sessionUser() }) });
    renderWithProviders(<VisibilityForm visibility={null} />);
    const shown = screen.getByRole('radio', { name: 'Show my profile to people looking for support' });
    expect((shown as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Hide my profile from search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update who can find me' }));
    await screen.findByText('Your profile is saved.');
    expect(requests.at(-1)?.body).toEqual({ profile_visibility: 'hidden' });
  });
});
