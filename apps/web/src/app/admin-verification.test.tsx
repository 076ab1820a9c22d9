import type { AuditEntry, ReviewDocument } from '@alongside/contract';
import { DOCUMENT_MESSAGES } from '@alongside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeCookie } from '../lib/cookies';
import { fakeApi, json, type FakeRequest } from '../test/fake-api';
import { currentPath, renderApp } from '../test/render-app';
import { sessionUser } from '../test/session-user';

const POLICE_CHECK: ReviewDocument = {
  id: 'd1',
  document_type: 'police_checks',
  label: 'Police check',
  status: 'pending',
  source: 'upload',
  document_number: 'NPC-2026-0042',
  abn: null,
  issuing_state: null,
  issued_on: '2026-10-01',
  expires_on: null,
  file: { name: 'police-check.png', type: 'image/png', size: 2048 },
  uploaded_at: '2026-11-20T23:00:00.000Z',
  reviewed_at: null,
  approved_at: null,
  rejection_reason: null,
  expiring: false,
  expired: false,
  owner: {
    id: 'w1',
    first_name: 'Robin',
    last_name: 'Hughes',
    email: 'robin@example.com',
    user_type: 'worker',
    date_of_birth: '1990-05-04',
    place_state_short_name: 'NSW',
  },
  reviewed_by_name: null,
};

const ABN: ReviewDocument = {
  ...POLICE_CHECK,
  id: 'd2',
  document_type: 'abn',
  label: 'ABN',
  document_number: null,
  abn: '51824753556',
  issued_on: null,
  file: null,
};

const REJECTION: AuditEntry = {
  id: 'a1',
  at: '2026-11-21T01:00:00.000Z',
  actor_name: 'Rita Reviewer',
  action: 'rejected',
  document_id: 'd9',
  document_type: 'first_aid',
  owner_name: 'Sam Lee',
  reason: 'The certificate is cut off.',
};

const page = (total: number) => ({ page: 1, limit: 20, total, last_page: 1 });

function signedIn(
  role: 'admin' | 'reviewer' | null,
  handlers: Record<string, (request: FakeRequest) => Response>,
) {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  return fakeApi({
    'GET /api/auth/session': () =>
      json(200, {
        user: sessionUser({ role, user_type: 'client', onboarded_at: '2026-11-22T09:00:00.000Z' }),
      }),
    'GET /api/admin/verification/documents': () => json(200, { data: [POLICE_CHECK], meta: page(1) }),
    'GET /api/admin/verification/audit': () => json(200, { data: [REJECTION], meta: page(1) }),
    'GET /api/admin/verification/documents/d1': () => json(200, { data: { ...POLICE_CHECK, history: [] } }),
    'GET /api/admin/verification/documents/d2': () => json(200, { data: { ...ABN, history: [] } }),
    'POST /api/documents/d1/file-link': () =>
      json(200, { data: { url: '/api/document-files/t0ken', expires_at: '2026-11-21T00:05:00.000Z' } }),
    ...handlers,
  });
}

const adminCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/admin'));

describe('the staff pages', () => {
  it('tell someone without a staff role they have no access, without asking the API', async () => {
    const api = signedIn(null, {});
    renderApp('/admin/verification');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(adminCalls(api.requests)).toEqual([]);
  });

  it('show the no-access page when the API refuses a staff call', async () => {
    signedIn('reviewer', {
      'GET /api/admin/verification/documents': () => json(403, { message: 'You cannot do this.' }),
    });
    renderApp('/admin/verification');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
  });

  it('list the pending documents with who, what and when, and a link to review each', async () => {
    signedIn('reviewer', {});
    renderApp('/admin/verification');
    await screen.findByRole('heading', { level: 1, name: 'Documents to review' });
    const queue = screen.getByRole('region', { name: 'Waiting for review' });
    expect(await within(queue).findByText('Police check')).toBeVisible();
    expect(within(queue).getByText('Robin Hughes')).toBeVisible();
    expect(within(queue).getByText('Worker')).toBeVisible();
    expect(within(queue).getByText(/21 Nov 2026/)).toBeVisible();
    expect(
      within(queue).getByRole('link', { name: 'Review Police check from Robin Hughes' }).getAttribute('href'),
    ).toBe('/admin/verification/d1');
    const audit = screen.getByRole('region', { name: 'Audit log' });
    expect(await within(audit).findByText('Rejected: First aid certificate of Sam Lee')).toBeVisible();
    expect(within(audit).getByText('Reason: The certificate is cut off.')).toBeVisible();
  });

  it('say so when nothing waits', async () => {
    signedIn('admin', {
      'GET /api/admin/verification/documents': () => json(200, { data: [], meta: page(0) }),
    });
    renderApp('/admin/verification');
    expect(await screen.findByText('Nothing to review. Well done.')).toBeVisible();
  });
});

describe('reviewing a document', () => {
  it('shows the file, the details and the owner', async () => {
    signedIn('reviewer', {});
    renderApp('/admin/verification/d1');
    await screen.findByRole('heading', { level: 2, name: 'Police check from Robin Hughes' });
    const image = await screen.findByRole('img', { name: 'Police check from Robin Hughes' });
    expect(image.getAttribute('src')).toBe('/api/document-files/t0ken');
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Certificate or reference number')).toBeVisible();
    expect(screen.getByText('NPC-2026-0042')).toBeVisible();
    expect(screen.getByText('1 Oct 2026')).toBeVisible();
    expect(screen.queryByText('Issuing state')).toBeNull();
    expect(screen.getByText('robin@example.com')).toBeVisible();
    expect(screen.getByText('New South Wales')).toBeVisible();
  });

  it('shows an ABN with a link to the public register instead of a file', async () => {
    signedIn('reviewer', {});
    renderApp('/admin/verification/d2');
    expect(await screen.findByText('51 824 753 556')).toBeVisible();
    expect(screen.getByRole('link', { name: /Look it up on ABN Lookup/ }).getAttribute('href')).toBe(
      'https://abr.business.gov.au/ABN/View?abn=51824753556',
    );
  });

  it('approves, then goes back to the queue and says so', async () => {
    const api = signedIn('reviewer', {
      'POST /api/admin/verification/documents/d1/approve': () =>
        json(200, { data: { ...POLICE_CHECK, status: 'approved', history: [] } }),
    });
    const { router } = renderApp('/admin/verification/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(currentPath(router)).toBe('/admin/verification'));
    expect(await screen.findByText(DOCUMENT_MESSAGES.approved)).toBeVisible();
    // It names the upload the reviewer saw, so a newer one sent meanwhile is refused, not approved.
    expect(
      api.requests.find((request) => request.path === '/api/admin/verification/documents/d1/approve')?.body,
    ).toEqual({ uploaded_at: POLICE_CHECK.uploaded_at });
  });

  it('asks for a reason before rejecting, and sends it', async () => {
    const api = signedIn('reviewer', {
      'POST /api/admin/verification/documents/d1/reject': () =>
        json(200, { data: { ...POLICE_CHECK, status: 'rejected', history: [] } }),
    });
    const { router } = renderApp('/admin/verification/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const reason = await screen.findByLabelText('Reason the person will see');
    fireEvent.click(screen.getByRole('button', { name: 'Reject the document' }));
    expect(await screen.findByText(DOCUMENT_MESSAGES.reasonMissing)).toBeVisible();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.some((request) => request.path.endsWith('/reject'))).toBe(false);

    fireEvent.change(reason, { target: { value: 'The photo is blurred. Please upload a sharper one.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the document' }));
    await waitFor(() => expect(currentPath(router)).toBe('/admin/verification'));
    expect(api.requests.find((request) => request.path.endsWith('/reject'))?.body).toEqual({
      uploaded_at: POLICE_CHECK.uploaded_at,
      reason: 'The photo is blurred. Please upload a sharper one.',
    });
    expect(await screen.findByText(DOCUMENT_MESSAGES.rejected)).toBeVisible();
  });

  it("shows the server's reason when a decision is refused", async () => {
    signedIn('reviewer', {
      'POST /api/admin/verification/documents/d1/approve': () =>
        json(409, { message: DOCUMENT_MESSAGES.decided }),
    });
    renderApp('/admin/verification/d1');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toContain(DOCUMENT_MESSAGES.decided);
  });

  it('shows how a decided document was decided, without the buttons', async () => {
    signedIn('reviewer', {
      'GET /api/admin/verification/documents/d1': () =>
        json(200, {
          data: {
            ...POLICE_CHECK,
            status: 'rejected',
            reviewed_at: '2026-11-21T01:00:00.000Z',
            reviewed_by_name: 'Rita Reviewer',
            rejection_reason: 'Cut off.',
            history: [
              { ...REJECTION, document_id: 'd1', document_type: 'police_checks', reason: 'Cut off.' },
            ],
          },
        }),
    });
    renderApp('/admin/verification/d1');
    expect(await screen.findByText('Rejected on 21 Nov 2026 by Rita Reviewer.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(screen.getByText('Rejected: Police check')).toBeVisible();
  });
});
