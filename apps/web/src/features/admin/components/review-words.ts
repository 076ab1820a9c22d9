import type { AuditEntry, ReviewDocument } from '@alongside/contract';
import { DOCUMENT_TIME_ZONE } from '@alongside/domain';

/** "3 Mar 2026, 10:04 am", in Sydney time like every document date (decision 017). */
export function formatDecisionTime(at: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone: DOCUMENT_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

export const USER_TYPE_WORDS: Readonly<Record<ReviewDocument['owner']['user_type'], string>> = {
  client: 'Client',
  worker: 'Worker',
};

export const AUDIT_ACTION_WORDS: Readonly<Record<AuditEntry['action'], string>> = {
  approved: 'Approved',
  rejected: 'Rejected',
  identity_check_passed: 'Identity check passed',
  identity_check_failed: 'Identity check failed',
};

export function ownerName(owner: Pick<ReviewDocument['owner'], 'first_name' | 'last_name'>): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}
