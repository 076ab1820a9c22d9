import { DOCUMENT_MESSAGES, type IdentityCheck } from '@alongside/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { IdentityCheckFlow } from './identity-check-flow';

const LINKS = {
  profile: '/profile',
  upload: '/profile/profile-information/required-documents/id_verification',
};

function check(overrides: Partial<IdentityCheck> = {}): IdentityCheck {
  return {
    id: 'check-1',
    provider: 'sandbox',
    status: 'started',
    redirect_url: null,
    created_at: '2026-11-23T01:00:00.000Z',
    completed_at: null,
    ...overrides,
  };
}

const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start the check' }));

describe('IdentityCheckFlow', () => {
  it('starts a check, shows the test panel, and passes it', async () => {
    const { requests } = fakeApi({
      'POST /api/identity-checks': () => json(201, { data: check() }),
      'GET /api/identity-checks/check-1': () => json(200, { data: check() }),
      'POST /api/identity-checks/check-1/sandbox-result': () =>
        json(200, { data: check({ status: 'passed', completed_at: '2026-11-23T01:01:00.000Z' }) }),
    });
    renderWithProviders(<IdentityCheckFlow links={LINKS} />);
    start();
    const panel = await screen.findByRole('region', { name: 'Test identity service' });
    expect(panel.textContent).toContain('This stands in for the real check');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pass the check' }));
    await screen.findByRole('heading', { name: 'Your identity is checked' });
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe('/profile');
    expect(requests.find((request) => request.path.endsWith('/sandbox-result'))?.body).toEqual({
      outcome: 'pass',
    });
  });

  it('fails a check and offers to try again or upload the ID instead', async () => {
    let started = 0;
    fakeApi({
      'POST /api/identity-checks': () => {
        started += 1;
        return json(201, { data: check({ id: `check-${started}` }) });
      },
      'GET /api/identity-checks/check-1': () => json(200, { data: check() }),
      'GET /api/identity-checks/check-2': () => json(200, { data: check({ id: 'check-2' }) }),
      'POST /api/identity-checks/check-1/sandbox-result': () =>
        json(200, { data: check({ status: 'failed' }) }),
    });
    renderWithProviders(<IdentityCheckFlow links={LINKS} />);
    start();
    fireEvent.click(await screen.findByRole('button', { name: 'Fail the check' }));
    await screen.findByRole('heading', { name: 'We could not check your identity' });
    expect(screen.getByRole('link', { name: 'Upload your ID instead' }).getAttribute('href')).toBe(
      LINKS.upload,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Pass the check' });
    expect(started).toBe(2);
  });

  it('says so when the identity is already checked', async () => {
    fakeApi({
      'POST /api/identity-checks': () => json(409, { message: DOCUMENT_MESSAGES.identityDone }),
    });
    renderWithProviders(<IdentityCheckFlow links={LINKS} />);
    start();
    await screen.findByRole('heading', { name: DOCUMENT_MESSAGES.identityDone });
    expect(screen.getByRole('link', { name: 'Back to your profile' })).toBeVisible();
  });

  it('shows the provider’s own message when the check cannot start', async () => {
    fakeApi({
      'POST /api/identity-checks': () => json(503, { message: DOCUMENT_MESSAGES.identityProviderOff }),
    });
    renderWithProviders(<IdentityCheckFlow links={LINKS} />);
    start();
    expect(await screen.findByText(DOCUMENT_MESSAGES.identityProviderOff)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start the check' })).toBeVisible();
  });

  it('shows no test panel for a real provider, only the way to it', async () => {
    fakeApi({
      'GET /api/identity-checks/check-9': () =>
        json(200, {
          data: check({ id: 'check-9', provider: 'frankieone', redirect_url: 'https://idv.example/start' }),
        }),
    });
    renderWithProviders(<IdentityCheckFlow links={LINKS} />, {
      path: '/frankieone-verification?check=check-9',
    });
    const go = await screen.findByRole('link', { name: 'Continue to the identity check' });
    expect(go.getAttribute('href')).toBe('https://idv.example/start');
    expect(screen.queryByRole('region', { name: 'Test identity service' })).toBeNull();
  });
});
