import type { VerificationDocumentType } from '@alongside/domain';

// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const verificationPaths = {
  /** GET: your requirements and their status. */
  verification: '/api/verification',
  /** GET: your documents. POST (multipart): upload one; it replaces your open document of that type. */
  documents: '/api/documents',
  /** GET or DELETE one of your documents. */
  document: '/api/documents/:id',
  /** POST: a short-lived link to the document's file, for its owner or staff. */
  documentFileLink: '/api/documents/:id/file-link',
  /** GET: the file behind a short-lived link; the token is the authorisation. */
  documentFile: '/api/document-files/:token',
  /** POST: start an identity check with the configured provider. */
  identityChecks: '/api/identity-checks',
  /** GET: one of your identity checks. */
  identityCheck: '/api/identity-checks/:id',
  /** POST: the sandbox provider's "pass" or "fail", chosen by the tester (sandbox only). */
  identityCheckSandboxResult: '/api/identity-checks/:id/sandbox-result',
  /** POST: the provider's signed callback; public, the signature is the authorisation. */
  identityCheckCallback: '/api/identity-checks/callback/:provider',
} as const;

export const adminVerificationPaths = {
  /** GET: documents waiting for review (oldest first) or by status. */
  documents: '/api/admin/verification/documents',
  /** GET: one document with its owner and its decisions. */
  document: '/api/admin/verification/documents/:id',
  approve: '/api/admin/verification/documents/:id/approve',
  reject: '/api/admin/verification/documents/:id/reject',
  /** GET: every decision, newest first. */
  audit: '/api/admin/verification/audit',
} as const;

export function documentPath(id: string): string {
  return verificationPaths.document.replace(':id', encodeURIComponent(id));
}

export function documentFileLinkPath(id: string): string {
  return verificationPaths.documentFileLink.replace(':id', encodeURIComponent(id));
}

export function identityCheckPath(id: string): string {
  return verificationPaths.identityCheck.replace(':id', encodeURIComponent(id));
}

export function identityCheckSandboxResultPath(id: string): string {
  return verificationPaths.identityCheckSandboxResult.replace(':id', encodeURIComponent(id));
}

export function adminDocumentPath(id: string, action?: 'approve' | 'reject'): string {
  const path = adminVerificationPaths.document.replace(':id', encodeURIComponent(id));
  return action ? `${path}/${action}` : path;
}

/**
 * The web screen of one requirement type, where its owner sees and replaces the document: the link of
 * the API's notifications and e-mails about a document (the web's router serves the same path).
 */
export function requiredDocumentPagePath(type: VerificationDocumentType): string {
  return `/profile/profile-information/required-documents/${type}`;
}
