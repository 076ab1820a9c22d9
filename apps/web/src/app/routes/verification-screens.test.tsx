import type { Requirement, VerificationSummary } from '@alongside/contract';
import { DOCUMENT_MESSAGES } from '@alongside/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { document as aDocument, summary } from '../../features/verification/test/verification-fixtures';
import { writeCookie } from '../../lib/cookies';
import { fakeApi, json, type FakeRequest } from '../../test/fake-api';
import { currentPath, renderApp } from '../../test/render-app';
import { sessionUser } from '../../test/session-user';

type Handlers = Record<string, (request: FakeRequest) => Response | Promise<Response>>;

function signedInAs(
  userType: 'client' | 'worker',
  verification: () => VerificationSummary,
  more: Handlers = {},
) {
  writeCookie('auth.token', 'access-1');
  writeCookie('auth.refresh-token', 'refresh-1');
  return fakeApi({
    'GET /api/auth/session': () =>
      json(200, { user: sessionUser({ user_type: userType, onboarded_at: '2026-11-22T09:00:00.000Z' }) }),
    'GET /api/verification': () => json(200, { data: verification() }),
    ...more,
  });
}

const BASE = '/profile/profile-information/required-documents';

function requirementLink(name: RegExp) {
  return screen.getAllByRole('link').find((link) => name.test(link.textContent ?? ''))!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('your checks and documents', () => {
  it('lists a worker’s required checks, then the optional extras, each with its status in words', async () => {
    signedInAs('worker', () =>
      summary('worker', {
        police_checks: { status: 'pending', open: aDocument() },
        abn: {
          status: 'approved',
          current: aDocument({
            document_type: 'abn',
            status: 'approved',
            approved_at: '2026-03-03T02:00:00.000Z',
            file: null,
          }),
        },
        first_aid: {
          status: 'rejected',
          open: aDocument({
            document_type: 'first_aid',
            status: 'rejected',
            rejection_reason: 'It is cut off.',
          }),
        },
      }),
    );
    renderApp(BASE);
    await screen.findByRole('heading', { level: 1, name: 'Your checks and documents' });
    expect(document.title).toBe('Your checks and documents · Alongside');
    await screen.findByText('1 of 6 required checks are approved.');
    const required = screen.getByRole('region', { name: 'What you need' });
    const items = within(required)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual([
      'Identity documentsMissing',
      'Police checkWaiting for reviewOur team will check it soon.',
      'ABNApproved on 3 Mar 2026',
      'Working With ChildrenMissing',
      'First aid certificateNot accepted: It is cut off.Upload a new file to try again.',
      'Public liability insuranceMissing',
    ]);
    expect(requirementLink(/^Police check/).getAttribute('href')).toBe(`${BASE}/police_checks`);
    const optional = screen.getByRole('region', { name: 'Optional extras' });
    expect(
      within(optional)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace('Missing', '')),
    ).toEqual(['CPR certificate', 'NDIS worker orientation module', 'COVID-19 vaccination']);
  });

  it('says when the person is fully verified', async () => {
    signedInAs('client', () =>
      summary(
        'client',
        {
          id_verification: {
            status: 'approved',
            current: aDocument({
              document_type: 'id_verification',
              status: 'approved',
              source: 'identity_check',
              file: null,
              approved_at: '2026-03-03T02:00:00.000Z',
            }),
          },
        },
        { fully_verified: true, id_verification_completed: true },
      ),
    );
    renderApp(`/my-profile/profile-information/required-documents`);
    expect(await screen.findByText('You are fully verified.')).toBeVisible();
    expect(screen.getByText('Checked online on 3 Mar 2026')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Optional extras' })).toBeNull();
  });
});

describe('one requirement', () => {
  it.each([
    { userType: 'worker', path: `${BASE}/passport` },
    { userType: 'worker', path: `${BASE}/id_verification` },
    { userType: 'client', path: `${BASE}/police_checks` },
    { userType: 'client', path: `/my-profile/profile-information/required-documents/abn` },
  ] as const)('a $userType opening $path gets the not-found page', async ({ userType, path }) => {
    signedInAs(userType, () => summary(userType));
    const { router } = renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });
    expect(screen.getByText(`Page not found: ${path}`)).toBeVisible();
    expect(currentPath(router)).toBe(path);
  });

  it('uploads a police check, then reads "Waiting for review" and offers a new file', async () => {
    let police: Partial<Requirement> = {};
    const { fetch } = signedInAs('worker', () => summary('worker', { police_checks: police }), {
      'POST /api/documents': () => {
        police = { status: 'pending', open: aDocument() };
        return json(201, { data: aDocument() });
      },
    });
    renderApp(`${BASE}/police_checks`);
    await screen.findByRole('heading', { level: 1, name: 'Police check' });
    expect(screen.getByText('Your national police check certificate.')).toBeVisible();
    await screen.findByText('Missing');
    expect(screen.getByRole('heading', { name: 'Upload your document' })).toBeVisible();

    fireEvent.change(screen.getByLabelText('Certificate or reference number'), {
      target: { value: 'NPC-1' },
    });
    fireEvent.change(screen.getByLabelText('Date issued'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Your file'), {
      target: { files: [new File(['%PDF-1.7'], 'police-check.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));

    await screen.findByText(DOCUMENT_MESSAGES.uploaded);
    const status = screen.getByRole('region', { name: 'Status' });
    await waitFor(() => expect(within(status).getByText('Waiting for review')).toBeVisible());
    expect(screen.getByRole('heading', { name: 'Upload a new file' })).toBeVisible();
    expect((screen.getByLabelText('Certificate or reference number') as HTMLInputElement).value).toBe(
      'NPC-123',
    );
    const body = fetch.mock.calls.find(([, init]) => init?.body instanceof FormData)?.[1]?.body as FormData;
    expect(body.get('document_type')).toBe('police_checks');
    expect((body.get('file') as File).name).toBe('police-check.pdf');
  });

  it('shows the reason for a rejection, opens the file and removes the document after asking', async () => {
    let open: Requirement['open'] = aDocument({
      status: 'rejected',
      rejection_reason: 'The date is hidden.',
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { requests } = signedInAs(
      'worker',
      () => summary('worker', { police_checks: open ? { status: 'rejected', open } : {} }),
      {
        'POST /api/documents/doc-police_checks/file-link': () =>
          json(200, { data: { url: '/api/document-files/token-1', expires_at: '2026-11-23T01:05:00.000Z' } }),
        'DELETE /api/documents/doc-police_checks': () => {
          open = null;
          return json(200, { data: aDocument({ status: 'rejected' }) });
        },
      },
    );
    renderApp(`${BASE}/police_checks`);
    expect(await screen.findByText('Not accepted: The date is hidden.')).toBeVisible();
    const card = screen.getByRole('region', { name: 'Not accepted' });
    expect(within(card).getByText('Reason: The date is hidden.')).toBeVisible();

    fireEvent.click(within(card).getByRole('button', { name: 'View file' }));
    await waitFor(() => expect(tab.location.href).toMatch(/\/api\/document-files\/token-1$/));
    expect(tab.opener).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText(DOCUMENT_MESSAGES.removed);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Not accepted' })).toBeNull());
  });

  it('names the working with children card by the person’s state', async () => {
    writeCookie('auth.token', 'access-1');
    writeCookie('auth.refresh-token', 'refresh-1');
    fakeApi({
      'GET /api/auth/session': () =>
        json(200, {
          user: sessionUser({ onboarded_at: '2026-11-22T09:00:00.000Z', place_state_short_name: 'QLD' }),
        }),
      'GET /api/verification': () => json(200, { data: summary('worker', { wwc: { label: 'Blue Card' } }) }),
    });
    renderApp(`${BASE}/wwc`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blue Card' })).toBeVisible();
    await screen.findByText('Missing');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blue Card');
  });
});

describe('prove who you are', () => {
  it('gives a client two ways: online now, or their ID for our team', async () => {
    signedInAs('client', () => summary('client'));
    renderApp('/profile/profile-information/identity-documents');
    await screen.findByRole('heading', { level: 1, name: 'Prove who you are' });
    expect((await screen.findByRole('link', { name: 'Check online now' })).getAttribute('href')).toBe(
      '/frankieone-verification',
    );
    expect(
      screen.getByRole('link', { name: 'Upload your ID for our team to check' }).getAttribute('href'),
    ).toBe(`${BASE}/id_verification`);
    expect(screen.getByText('Missing')).toBeVisible();
  });

  it('shows a worker their identity documents, all their checks and the optional online check', async () => {
    signedInAs('worker', () => summary('worker', { id_documents: { status: 'pending', open: aDocument() } }));
    renderApp('/my-profile/profile-information/identity-documents');
    expect(
      (await screen.findByRole('link', { name: 'Upload your identity documents' })).getAttribute('href'),
    ).toBe(`${BASE}/id_documents`);
    expect(screen.getByText('Waiting for review')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all your checks and documents' }).getAttribute('href')).toBe(
      BASE,
    );
    expect(screen.getByRole('link', { name: 'Check online now' })).toBeVisible();
  });
});

describe('check your identity', () => {
  it('opens at /frankieone-verification', async () => {
    signedInAs('client', () => summary('client'));
    renderApp('/frankieone-verification');
    await screen.findByRole('heading', { level: 1, name: 'Check your identity' });
    expect(document.title).toBe('Check your identity · Alongside');
    expect(screen.getByRole('button', { name: 'Start the check' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload your ID instead' }).getAttribute('href')).toBe(
      `${BASE}/id_verification`,
    );
  });
});
