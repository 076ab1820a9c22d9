import { addDays, australianDate, type VerificationDocumentType } from '@alongside/domain';
import type { AppContext } from '../lib/app-context';
import { findUserByEmail } from '../modules/account/account.repository';
import { approveDocument } from '../modules/admin/document-review.service';
import {
  receiveCallback,
  sandboxCallback,
  startIdentityCheck,
} from '../modules/verification/identity-checks.service';
import { uploadDocument } from '../modules/verification/verification.service';
import { identityProviders } from '../providers/identity/identity-check';
import { demoPdf } from './demo-files';

type Ctx = AppContext;

type DemoDocument = {
  type: VerificationDocumentType;
  fields: Record<string, string>;
  /** The file's name and what its one page says; none for the ABN. */
  file?: { name: string; title: string; lines: string[] };
};

const NOT_REAL = 'Demo data for Alongside: this is not a real document.';

/**
 * Wes's six required documents (spec §5), dated from `today` so they stay current for years: the
 * same fields and file rules as an upload, then approved by the demo reviewer.
 */
export function wesDocuments(today: string): DemoDocument[] {
  const day = (days: number) => addDays(today, days);
  return [
    {
      type: 'id_documents',
      fields: { document_number: '21974503', expires_on: day(3 * 365 + 41) },
      file: {
        name: 'NSW driver licence.pdf',
        title: 'NSW Driver Licence',
        lines: ['Wes Taylor', 'Licence number 21974503', NOT_REAL],
      },
    },
    {
      type: 'police_checks',
      fields: { document_number: 'NPC-2026-118840', issued_on: day(-90), expires_on: day(3 * 365 - 90) },
      file: {
        name: 'National police check.pdf',
        title: 'National Police Check',
        lines: ['Wes Taylor', 'Reference NPC-2026-118840', 'No disclosable court outcomes', NOT_REAL],
      },
    },
    { type: 'abn', fields: { abn: '51 824 753 556' } },
    {
      type: 'wwc',
      fields: {
        issuing_state: 'NSW',
        document_number: 'WWC0417385E',
        issued_on: day(-400),
        expires_on: day(5 * 365 - 400),
      },
      file: {
        name: 'Working With Children Check.pdf',
        title: 'Working With Children Check (NSW)',
        lines: ['Wes Taylor', 'Clearance WWC0417385E', 'Cleared for paid work', NOT_REAL],
      },
    },
    {
      type: 'first_aid',
      fields: { document_number: 'HLTAID011-77251', issued_on: day(-200), expires_on: day(3 * 365 - 200) },
      file: {
        name: 'First aid HLTAID011.pdf',
        title: 'Statement of Attainment',
        lines: ['Wes Taylor', 'HLTAID011 Provide First Aid', 'Certificate HLTAID011-77251', NOT_REAL],
      },
    },
    {
      type: 'public_liability',
      fields: { document_number: 'PLI-20931-77', issued_on: day(-60), expires_on: day(365 - 60) },
      file: {
        name: 'Public liability certificate of currency.pdf',
        title: 'Certificate of Currency',
        lines: ['Wes Taylor, sole trader', 'Public liability $20,000,000', 'Policy PLI-20931-77', NOT_REAL],
      },
    },
  ];
}

/** Priya's police check, waiting in the review queue. */
export function priyaDocument(today: string): DemoDocument {
  return {
    type: 'police_checks',
    fields: { document_number: 'NPC-2026-220117', issued_on: addDays(today, -12) },
    file: {
      name: 'Police check.pdf',
      title: 'National Police Check',
      lines: ['Priya Sharma', 'Reference NPC-2026-220117', 'No disclosable court outcomes', NOT_REAL],
    },
  };
}

async function upload(
  ctx: Ctx,
  owner: { id: string; user_type: 'client' | 'worker' },
  document: DemoDocument,
) {
  const { document: saved } = await uploadDocument(ctx, owner, {
    fields: { document_type: document.type, ...document.fields },
    file: document.file
      ? { name: document.file.name, bytes: demoPdf(document.file.title, document.file.lines) }
      : null,
  });
  return saved;
}

/**
 * Verification demo data (decision 017): Wes fully verified by the demo reviewer, Clara's identity
 * checked by the sandbox, and Priya's police check waiting for review. Each step goes through the
 * service a person's would (the upload, the reviewer's approval, the sandbox's signed callback), so
 * every field, file, audit entry, notification and mail is what the app itself makes.
 */
export async function seedDemoDocuments(ctx: Ctx): Promise<void> {
  const today = australianDate(ctx.clock.now());
  const [wes, clara, priya, reviewer] = await Promise.all(
    ['worker@example.com', 'client@example.com', 'worker2@example.com', 'reviewer@example.com'].map((email) =>
      findUserByEmail(ctx.db, email),
    ),
  );

  if (wes && reviewer) {
    for (const document of wesDocuments(today)) {
      const uploaded = await upload(ctx, wes, document);
      await approveDocument(ctx, reviewer, uploaded.id);
    }
  }

  const providers = identityProviders(ctx.config, ctx.clock);
  if (clara && providers.sandbox) {
    const check = await startIdentityCheck(ctx, providers, clara, { ip: '127.0.0.1' });
    const callback = await sandboxCallback(ctx, providers, clara.id, check.id, 'pass');
    await receiveCallback(ctx, providers, providers.sandbox.name, callback.body, callback.headers);
  }

  if (priya) await upload(ctx, priya, priyaDocument(today));
}
