import type { UserType } from '../account/user-types';
import { documentLabel, documentTypesFor } from './document-requirements';
import {
  REQUIRED_DOCUMENT_TYPES,
  isDocumentValid,
  type VerificationDocumentType,
} from './required-documents';
import type { DocumentStatus, RequirementStatus } from './verification-states';

/** Documents expiring within this many days are flagged to their owner (issue: expiry). */
export const EXPIRY_WARNING_DAYS = 30;

/** Dates of documents are calendar days in this zone; "today" for expiry is the day there. */
export const DOCUMENT_TIME_ZONE = 'Australia/Sydney';

/** The facts of a document the rules read. Dates are YYYY-MM-DD; instants ISO 8601. */
export interface DocumentFacts {
  document_type: VerificationDocumentType;
  status: DocumentStatus;
  approved_at?: string | null;
  expires_on?: string | null;
  uploaded_at?: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Sydney's offset from UTC through each UTC day, in ms; null for a day it changes (daylight saving). */
const sydneyOffsets = new Map<number, number | null>();

interface SydneyFormats {
  day: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  clock: Intl.DateTimeFormat;
}
let sydneyFormats: SydneyFormats | undefined;

/**
 * The formatters, made on first use and then kept: making an Intl formatter with a time zone costs
 * far more than formatting with it (a search page formats a badge date for every credential of every
 * card), and making them when the module loads cost a page that never formats a date about 60 ms.
 */
function formats(): SydneyFormats {
  sydneyFormats ??= {
    day: new Intl.DateTimeFormat('en-CA', {
      timeZone: DOCUMENT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
    date: new Intl.DateTimeFormat('en-AU', {
      timeZone: DOCUMENT_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
    clock: new Intl.DateTimeFormat('en-CA', {
      timeZone: DOCUMENT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
  return sydneyFormats;
}

/** Sydney's offset from UTC at an instant, in ms (its wall clock less the UTC time, to the minute). */
function sydneyOffsetAt(ms: number): number {
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = formats().clock.formatToParts(ms);
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
  );
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The calendar day (YYYY-MM-DD) of an instant in Australian (Sydney) time. A page of search results
 * asks this for every badge, so Sydney's offset is worked out once per UTC day (Intl formatting is
 * slow); on the two days a year the offset changes, every instant is asked of Intl itself.
 */
export function australianDate(at: Date): string {
  const ms = at.getTime();
  const utcDay = Math.floor(ms / DAY_MS);
  let offset = sydneyOffsets.get(utcDay);
  if (offset === undefined) {
    const start = sydneyOffsetAt(utcDay * DAY_MS);
    const end = sydneyOffsetAt((utcDay + 1) * DAY_MS - 1);
    // Equal at both ends: no change of clocks that day (there is at most one a day).
    offset = start === end && Number.isFinite(start) ? start : null;
    if (sydneyOffsets.size >= 5_000) sydneyOffsets.clear();
    sydneyOffsets.set(utcDay, offset);
  }
  if (offset === null) return formats().day.format(at);
  return new Date(ms + offset).toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Not past its expiry: a document is good through the whole of its expiry day. No expiry never runs out. */
export function isUnexpired(document: Pick<DocumentFacts, 'expires_on'>, today: string): boolean {
  return !document.expires_on || document.expires_on >= today;
}

/** Approved (spec §5: `approved_at` has a value) and not past its expiry date on `today`. */
export function isDocumentCurrent(
  document: Pick<DocumentFacts, 'approved_at' | 'expires_on'>,
  today: string,
): boolean {
  return isDocumentValid(document) && isUnexpired(document, today);
}

/** Current, and running out within `EXPIRY_WARNING_DAYS` days (the expiry day itself included). */
export function isDocumentExpiring(
  document: Pick<DocumentFacts, 'approved_at' | 'expires_on'>,
  today: string,
): boolean {
  return (
    isDocumentCurrent(document, today) &&
    !!document.expires_on &&
    document.expires_on <= addDays(today, EXPIRY_WARNING_DAYS)
  );
}

/**
 * The status of one requirement from the person's documents of that type. A current approval wins
 * (expiring when it runs out soon), then a document waiting for review, then a rejection (so the reason
 * shows), then an approval that has run out; with none of these it is missing.
 */
export function requirementStatus(documents: readonly DocumentFacts[], today: string): RequirementStatus {
  const current = documents.find((document) => isDocumentCurrent(document, today));
  if (current) return isDocumentExpiring(current, today) ? 'expiring' : 'approved';
  if (documents.some((document) => document.status === 'pending')) return 'pending';
  if (documents.some((document) => document.status === 'rejected')) return 'rejected';
  if (documents.some((document) => isDocumentValid(document))) return 'expired';
  return 'missing';
}

/**
 * Whether every required document of the user type is current on `today` (spec §5 with expiry): what
 * the server stores as `id_verification_completed`. Losing or outliving one removes it.
 */
export function hasCurrentRequiredDocuments(
  userType: UserType,
  documents: readonly DocumentFacts[],
  today: string,
): boolean {
  return REQUIRED_DOCUMENT_TYPES[userType].every((type) =>
    documents.some((document) => document.document_type === type && isDocumentCurrent(document, today)),
  );
}

export interface RequirementSummary {
  document_type: VerificationDocumentType;
  label: string;
  required: boolean;
  status: RequirementStatus;
}

/** Each requirement a person sees (required first), with its status on `today`. */
export function requirementSummaries(
  userType: UserType,
  documents: readonly DocumentFacts[],
  today: string,
  stateShortName?: string | null,
): RequirementSummary[] {
  return documentTypesFor(userType).map(({ type, required }) => ({
    document_type: type,
    label: documentLabel(type, stateShortName),
    required,
    status: requirementStatus(
      documents.filter((document) => document.document_type === type),
      today,
    ),
  }));
}

/** Days already written out: a page of search results shows a hundred or so badges, over few days. */
const formattedDays = new Map<string, string>();

/** "3 Mar 2026": how dates of approvals and expiry are shown in Australia. */
export function formatDocumentDate(at: string | Date): string {
  const day = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(at) ? at : australianDate(new Date(at));
  let text = formattedDays.get(day);
  if (text === undefined) {
    // Noon UTC of a day is that same day in Sydney (UTC+10 or +11).
    text = formats().date.format(new Date(`${day}T12:00:00Z`));
    if (formattedDays.size >= 5_000) formattedDays.clear();
    formattedDays.set(day, text);
  }
  return text;
}

/** The badge other people see for an approved document: "Police check verified 3 Mar 2026". */
export function documentBadge(
  type: VerificationDocumentType,
  approvedAt: string,
  stateShortName?: string | null,
): string {
  return `${documentLabel(type, stateShortName)} verified ${formatDocumentDate(approvedAt)}`;
}
