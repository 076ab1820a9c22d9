import { z } from 'zod';
import type { UserType } from '../account/user-types';
import { multiLineText, singleLineText } from '../shared/text.schemas';

// Conversations between a client and a worker (issue #22, docs/decisions/038-conversations.md): one
// per pair of people, opened where there is a reason; its messages numbered 1, 2, 3 … in the order
// the server took them, and that order is the one shown.

export const MESSAGE_MAX_LENGTH = 5000;

/** What one message says: required, up to 5 000 characters, several lines allowed. */
export const MessageBodySchema = multiLineText('a message', MESSAGE_MAX_LENGTH).pipe(
  z.string().min(1, { message: 'Write a message.' }),
);

/** The words beside an attachment: optional, up to 5 000 characters. */
export const MessageCaptionSchema = multiLineText('a message', MESSAGE_MAX_LENGTH);

/** Why two people may talk, the strongest first: the conversation shows what it is about. */
export const CONVERSATION_REASONS = ['hire', 'request', 'application', 'profile'] as const;
export type ConversationReason = (typeof CONVERSATION_REASONS)[number];

/** What lies between the two people, from the jobs and requests areas. */
export type ConversationTies = {
  /** The worker was hired for one of the client's jobs. */
  hired: boolean;
  /** The client sent the worker a request (for support, or to apply to a job). */
  requested: boolean;
  /** The worker applied to one of the client's jobs. */
  applied: boolean;
  /** The worker is one the client could find in the search (their profile is visible). */
  findable: boolean;
  /** The two already have a conversation (whoever opened it). */
  talking: boolean;
};

/**
 * Why `opener` may open (or return to) a conversation with someone of `otherType`, or null when they
 * may not. Only a client and a worker talk. A client may write to any worker they could find, or
 * one they dealt with; a worker only to a client who reached out: a request, a job they applied to,
 * a hire, or a conversation the client began.
 */
export function conversationReason(
  opener: UserType,
  otherType: UserType,
  ties: ConversationTies,
): ConversationReason | 'conversation' | null {
  if (opener === otherType) return null;
  if (ties.hired) return 'hire';
  if (ties.requested) return 'request';
  if (ties.applied) return 'application';
  if (ties.talking) return 'conversation';
  if (opener === 'client' && ties.findable) return 'profile';
  return null;
}

/** What a conversation is about: why the two talk, and the job or the request when there is one. */
export type ConversationSubject = {
  reason: ConversationReason;
  job_id: string | null;
  request_id: string | null;
};

/**
 * What a conversation is about once someone opens it again from "Message", given what it is about
 * now (`current`) and the strongest reason found between the two (`found`). Each application and
 * request makes itself the subject as it is sent, so the subject is the latest job or request between
 * the two and opening again keeps it, except in two cases: a conversation about a worker's profile
 * takes the first job or request that comes up, and one about an application takes the hire for that
 * same job (a hire sends no message of its own). A request sent before a later application never
 * takes the subject back from it.
 */
export function reopenedSubject(
  current: ConversationSubject,
  found: ConversationSubject | null,
): ConversationSubject {
  if (!found) return current;
  if (current.reason === 'profile') return found;
  if (found.reason === 'hire' && current.reason === 'application' && found.job_id === current.job_id) {
    return found;
  }
  return current;
}

/** The sequence number the server gives the next message of a conversation whose last is `last`. */
export function nextSequence(last: number): number {
  return last + 1;
}

/**
 * Where a read (or delivered) mark moves when a person says they have seen up to `asked`: marks only
 * move forward, and never past the conversation's last message.
 */
export function movedMark(current: number, asked: number, last: number): number {
  return Math.max(current, Math.min(asked, last));
}

/**
 * Whether a message is unread for a member: the other person's, after the member's read mark.
 * Sending from the conversation moves the sender's mark to their message (a reply means what came
 * before was seen); a message an application or a request sends on its author's behalf does not,
 * so one's own message may sit after one's mark, and is never unread. The API counts these in SQL
 * (`apps/api/src/db/unread-messages.ts`), tested against the same cases.
 */
export function isUnread(
  message: { sequence: number; sender_id: string },
  member: { user_id: string; read_up_to: number },
): boolean {
  return message.sequence > member.read_up_to && message.sender_id !== member.user_id;
}

export const MESSAGE_MARKS = ['sent', 'delivered', 'read'] as const;
export type MessageMark = (typeof MESSAGE_MARKS)[number];

/** The mark on a message one sent: read or delivered once the other person's marks reach it. */
export function messageMark(sequence: number, other: { delivered: number; read: number }): MessageMark {
  if (other.read >= sequence) return 'read';
  if (other.delivered >= sequence) return 'delivered';
  return 'sent';
}

/** Either person's block stops messages both ways (issue #22: "no more messages either way"). */
export function mayWrite(blocks: { byMe: boolean; byOther: boolean }): boolean {
  return !blocks.byMe && !blocks.byOther;
}

/** Why a person reports a conversation to staff, with the words the report form shows. */
export const REPORT_REASONS = ['harassment', 'unsafe', 'scam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_TEXTS: Readonly<Record<ReportReason, string>> = {
  harassment: 'They are harassing or bullying me',
  unsafe: 'I feel unsafe',
  scam: 'It looks like a scam, or they asked for money or details',
  inappropriate: 'Inappropriate or offensive messages',
  other: 'Something else',
};

export const REPORT_NOTE_MAX_LENGTH = 1000;

/** What staff did about a report: nothing was wrong, or they acted (warned, suspended, told the police). */
export const REPORT_OUTCOMES = ['no_action', 'action_taken'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_OUTCOME_TEXTS: Readonly<Record<ReportOutcome, string>> = {
  no_action: 'Nothing against our rules: no action',
  action_taken: 'We acted on it',
};
export const ReportReasonSchema = z.enum(REPORT_REASONS, { error: 'Choose why you are reporting this.' });
/** What the person adds for staff: optional, up to 1 000 characters. */
export const ReportNoteSchema = multiLineText('a note for our team', REPORT_NOTE_MAX_LENGTH);

/** A name typed to find a conversation: one line, up to 100 characters. */
export const ConversationNameSearchSchema = singleLineText('a name', 100);
