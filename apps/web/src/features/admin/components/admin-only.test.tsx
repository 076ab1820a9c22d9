import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth/tokens';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { sessionUser } from '../../../test/session-user';
import { AdminOnly, FOR_ADMINISTRATORS_TITLE } from './admin-only';

function renderAs(user: { role: 'admin' | 'reviewer' | null; user_type: 'client' | 'worker' }) {
  storeTokens({ token: 'access-1' });
  fakeApi({ 'GET /api/auth/session': () => json(200, { user: sessionUser(user) }) });
  renderWithProviders(
    <AdminOnly>
      <h1>Orders and refunds</h1>
    </AdminOnly>,
  );
}

describe('AdminOnly', () => {
  it('shows an administrator the page', async () => {
    renderAs({ role: 'admin', user_type: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders and refunds' })).toBeVisible();
  });

  it('tells a reviewer the page is for administrators, with the way back to their review work', async () => {
    renderAs({ role: 'reviewer', user_type: 'client' });
    expect(await screen.findByRole('heading', { level: 1, name: FOR_ADMINISTRATORS_TITLE })).toBeVisible();
    expect(screen.getByText(/Orders and refunds are for administrators\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the documents to review' }).getAttribute('href')).toBe(
      '/admin/verification',
    );
    expect(screen.queryByRole('heading', { name: 'Orders and refunds' })).toBeNull();
  });

  it('gives a worker the no-access page', async () => {
    renderAs({ role: null, user_type: 'worker' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});
