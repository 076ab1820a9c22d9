import type { Document, Requirement, VerificationSummary } from '@alongside/contract';
import { documentLabel, documentTypesFor, type VerificationDocumentType } from '@alongside/domain';

/** A document as `GET /api/verification` carries it: a pending upload unless overridden. */
export function document(overrides: Partial<Document> = {}): Document {
  const type = overrides.document_type ?? 'police_checks';
  return {
    id: `doc-${type}`,
    document_type: type,
    label: documentLabel(type),
    status: 'pending',
    source: 'upload',
    document_number: 'NPC-123',
    abn: null,
    issuing_state: null,
    issued_on: '2026-03-01',
    expires_on: null,
    file: { name: 'police-check.pdf', type: 'application/pdf', size: 2048 },
    uploaded_at: '2026-03-02T01:00:00.000Z',
    reviewed_at: null,
    approved_at: null,
    rejection_reason: null,
    expiring: false,
    expired: false,
    ...overrides,
  };
}

export function requirement(
  type: VerificationDocumentType,
  overrides: Partial<Requirement> = {},
): Requirement {
  return {
    document_type: type,
    label: documentLabel(type),
    required: true,
    status: 'missing',
    current: null,
    open: null,
    ...overrides,
  };
}

/** Every requirement of a user type, missing unless one is given. */
export function summary(
  userType: 'client' | 'worker',
  given: Partial<Record<VerificationDocumentType, Partial<Requirement>>> = {},
  overrides: Partial<VerificationSummary> = {},
): VerificationSummary {
  return {
    id_verification_completed: false,
    fully_verified: false,
    requirements: documentTypesFor(userType).map(({ type, required }) =>
      requirement(type, { required, ...given[type] }),
    ),
    ...overrides,
  };
}
