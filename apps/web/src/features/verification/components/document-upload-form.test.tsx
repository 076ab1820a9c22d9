import { DOCUMENT_MESSAGES } from '@alongside/contract';
import { AUSTRALIAN_STATES, type VerificationDocumentType } from '@alongside/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { description, renderWithProviders } from '../../../test/render-with-providers';
import { document as aDocument } from '../test/verification-fixtures';
import { DocumentUploadForm, FILE_HINT, FILE_LABEL } from './document-upload-form';

function pdf(name = 'police-check.pdf', size = 64): File {
  return new File(['%PDF-1.7\n'.padEnd(size, ' ')], name, { type: 'application/pdf' });
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText(FILE_LABEL), { target: { files: [file] } });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload document' }));

/** The multipart body of the last request, as name → value (files by their name). */
function lastFormData(fetch: ReturnType<typeof fakeApi>['fetch']): Record<string, string> {
  const init = fetch.mock.calls.at(-1)?.[1];
  expect(init?.body).toBeInstanceOf(FormData);
  const entries: Record<string, string> = {};
  for (const [name, value] of (init!.body as FormData).entries()) {
    entries[name] = typeof value === 'string' ? value : `file:${value.name}`;
  }
  return entries;
}

describe('DocumentUploadForm', () => {
  it.each<{ type: VerificationDocumentType; labels: string[]; file: boolean }>([
    { type: 'id_documents', labels: ['Document number', 'Expiry date (optional)'], file: true },
    {
      type: 'police_checks',
      labels: ['Certificate or reference number', 'Date issued', 'Expiry date (optional)'],
      file: true,
    },
    { type: 'abn', labels: ['ABN'], file: false },
    {
      type: 'wwc',
      labels: ['State or territory that issued it', 'Card number', 'Date issued (optional)', 'Expiry date'],
      file: true,
    },
    {
      type: 'first_aid',
      labels: ['Certificate number (optional)', 'Date issued', 'Expiry date (optional)'],
      file: true,
    },
    {
      type: 'public_liability',
      labels: ['Policy number', 'Date issued (optional)', 'Expiry date'],
      file: true,
    },
    { type: 'ndis_orientation_module', labels: ['Date issued'], file: true },
    { type: 'covid_vaccination', labels: ['Date issued'], file: true },
  ])('asks for exactly what $type needs', ({ type: documentType, labels, file }) => {
    fakeApi({});
    renderWithProviders(<DocumentUploadForm type={documentType} open={null} />);
    const form = screen.getByRole('form');
    const controls = [...form.querySelectorAll('input:not([type="hidden"]), select')].filter(
      (control) => !(control as HTMLInputElement).hidden && control.getAttribute('aria-hidden') !== 'true',
    );
    const named = controls.map((control) =>
      control.getAttribute('type') === 'file'
        ? FILE_LABEL
        : screen.getAllByText(labelOf(control))[0]!.textContent,
    );
    expect(named.map((name) => name?.replace(/\s*\*$/, ''))).toEqual([
      ...labels,
      ...(file ? [FILE_LABEL] : []),
    ]);
    for (const label of labels) expect(screen.getByLabelText(label)).toBeVisible();
    if (file) {
      const input = screen.getByLabelText(FILE_LABEL);
      expect(input.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png');
      expect(description(input)).toContain(FILE_HINT);
    } else {
      expect(screen.queryByLabelText(FILE_LABEL)).toBeNull();
      expect(screen.getByRole('button', { name: 'Save ABN' })).toBeVisible();
    }
  });

  it('offers every state and territory for the card', () => {
    fakeApi({});
    renderWithProviders(<DocumentUploadForm type="wwc" open={null} />);
    const select = screen.getByLabelText('State or territory that issued it') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual([
      '',
      ...AUSTRALIAN_STATES.map((state) => state.shortName),
    ]);
    expect(select.options.length).toBe(9);
  });

  it('sends the details and the file as one multipart upload', async () => {
    const { fetch } = fakeApi({
      'POST /api/documents': () => json(201, { data: aDocument() }),
    });
    renderWithProviders(<DocumentUploadForm type="police_checks" open={null} />);
    type('Certificate or reference number', 'NPC-2026-1');
    type('Date issued', '2026-03-01');
    chooseFile(pdf());
    upload();
    await screen.findByText(DOCUMENT_MESSAGES.uploaded);
    expect(lastFormData(fetch)).toEqual({
      document_type: 'police_checks',
      document_number: 'NPC-2026-1',
      issued_on: '2026-03-01',
      file: 'file:police-check.pdf',
    });
  });

  it('sends the ABN without a file', async () => {
    const { fetch } = fakeApi({
      'POST /api/documents': () => json(201, { data: aDocument({ document_type: 'abn', file: null }) }),
    });
    renderWithProviders(<DocumentUploadForm type="abn" open={null} />);
    type('ABN', '51 824 753 556');
    fireEvent.click(screen.getByRole('button', { name: 'Save ABN' }));
    await screen.findByText(DOCUMENT_MESSAGES.abnSaved);
    expect(lastFormData(fetch)).toEqual({ document_type: 'abn', abn: '51824753556' });
  });

  it('shows the server’s message for the file on the file', async () => {
    fakeApi({
      'POST /api/documents': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { file: [DOCUMENT_MESSAGES.fileActiveContent] },
        }),
    });
    renderWithProviders(<DocumentUploadForm type="ndis_orientation_module" open={null} />);
    type('Date issued', '2026-02-01');
    chooseFile(pdf('certificate.pdf'));
    upload();
    const input = screen.getByLabelText(FILE_LABEL);
    await waitFor(() => expect(description(input)).toContain(DOCUMENT_MESSAGES.fileActiveContent));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('shows the server’s message for a detail on that field', async () => {
    fakeApi({
      'POST /api/documents': () =>
        json(422, {
          message: 'The given data was invalid.',
          errors: { document_number: ['Use only letters, numbers, spaces and dashes.'] },
        }),
    });
    renderWithProviders(<DocumentUploadForm type="id_documents" open={null} />);
    type('Document number', '12345678');
    chooseFile(pdf('licence.pdf'));
    upload();
    const field = screen.getByLabelText('Document number');
    await waitFor(() =>
      expect(description(field)).toContain('Use only letters, numbers, spaces and dashes.'),
    );
  });

  it.each([
    { file: null, message: DOCUMENT_MESSAGES.fileMissing },
    {
      file: new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      message: DOCUMENT_MESSAGES.fileNotAllowed,
    },
    {
      file: new File(['<svg/>'], 'card.svg', { type: 'image/svg+xml' }),
      message: DOCUMENT_MESSAGES.fileNotAllowed,
    },
    { file: new File([], 'empty.pdf', { type: 'application/pdf' }), message: DOCUMENT_MESSAGES.fileEmpty },
  ])('refuses $file.name before sending: "$message"', async ({ file, message }) => {
    const { requests } = fakeApi({});
    renderWithProviders(<DocumentUploadForm type="covid_vaccination" open={null} />);
    type('Date issued', '2026-02-01');
    if (file) chooseFile(file);
    upload();
    const input = screen.getByLabelText(FILE_LABEL);
    await waitFor(() => expect(description(input)).toContain(message));
    expect(requests).toHaveLength(0);
  });

  it('asks for the required details on their fields and sends nothing', async () => {
    const { requests } = fakeApi({});
    renderWithProviders(<DocumentUploadForm type="wwc" open={null} />);
    chooseFile(pdf('card.pdf'));
    upload();
    await waitFor(() =>
      expect(description(screen.getByLabelText('Card number'))).toContain('Enter the document number.'),
    );
    expect(description(screen.getByLabelText('Expiry date'))).toContain('Enter the expiry date.');
    expect(screen.getByLabelText('State or territory that issued it').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(requests).toHaveLength(0);
  });

  it('refuses an expiry before the date issued', async () => {
    const { requests } = fakeApi({});
    renderWithProviders(<DocumentUploadForm type="public_liability" open={null} />);
    type('Policy number', 'PL-1');
    type('Date issued (optional)', '2026-05-01');
    type('Expiry date', '2026-04-01');
    chooseFile(pdf('insurance.pdf'));
    upload();
    await waitFor(() =>
      expect(description(screen.getByLabelText('Expiry date'))).toContain(
        'The expiry date must be after the date issued.',
      ),
    );
    expect(requests).toHaveLength(0);
  });

  it('starts from the details of a rejected upload', () => {
    fakeApi({});
    renderWithProviders(
      <DocumentUploadForm
        type="police_checks"
        open={aDocument({ status: 'rejected', document_number: 'NPC-9', issued_on: '2026-01-05' })}
      />,
    );
    expect((screen.getByLabelText('Certificate or reference number') as HTMLInputElement).value).toBe(
      'NPC-9',
    );
    expect((screen.getByLabelText('Date issued') as HTMLInputElement).value).toBe('2026-01-05');
  });
});

function labelOf(control: Element): string {
  const id = control.getAttribute('id');
  const label = id ? document.querySelector(`label[for="${id}"]`) : null;
  return label?.textContent ?? '';
}
