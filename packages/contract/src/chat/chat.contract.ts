import {
  CONVERSATION_REASONS,
  ConversationNameSearchSchema,
  MessageBodySchema,
  MessageCaptionSchema,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  ReportNoteSchema,
  ReportReasonSchema,
  UserTypeSchema,
} from '@alongside/domain';
import { z } from 'zod';
import { NotificationSchema } from '../notifications/notifications.contract';
import { CHECKED_FILE_MAX_BYTES, CHECKED_FILE_TYPES } from '../shared/checked-files';
import { fieldsOf, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';

// Conversations between a client and a worker (issue #22, decision 038). Sending is an HTTP POST with
// an id the client made; the WebSocket at `/api/ws` only tells the two people what happened.

export const CHAT_MESSAGES = {
  /** Also for a person the caller has no reason to write to: as if they did not exist (DESIGN.md "Users and roles"). */
  personUnknown:
    'Choose someone you can write to: a worker you found, or a person you are connected with through a job or a request.',
  blockedByMe:
    'You blocked this person, so neither of you can send messages. You can unblock them at any time.',
  blockedByOther: 'This person is not taking messages from you any more.',
  clientIdInvalid: 'The message needs an id made by the app (a UUID).',
  sequenceInvalid: 'The sequence must be a whole number from 0.',
  blocked: 'You blocked this person. Neither of you can send messages now.',
  unblocked: 'You unblocked this person. You can write to each other again.',
  reported: 'Thank you. Our team will read this conversation and get back to you within 2 working days.',
  alreadyReported: 'You have already reported this conversation. Our team will be in touch.',
  tooFast: 'You are sending messages very quickly. Wait a moment, then try again.',
} as const;

const SequenceSchema = z
  .string({ error: CHAT_MESSAGES.sequenceInvalid })
  .regex(/^(0|[1-9][0-9]{0,8})$/, { message: CHAT_MESSAGES.sequenceInvalid })
  .transform(Number);

/** `POST /api/conversations`: open (or return to) the conversation with one person. */
export const OpenConversationBodySchema = z.strictObject({
  user_id: z.string({ error: CHAT_MESSAGES.personUnknown }).uuid({ message: CHAT_MESSAGES.personUnknown }),
});
export type OpenConversationBody = z.input<typeof OpenConversationBodySchema>;

const PersonSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_initial: z.string(),
  user_type: UserTypeSchema,
  avatar: z.object({ id: z.string(), url: z.string() }).nullable(),
});

/** What a conversation is about: the latest job or request between the two, or the worker's profile. */
export const ConversationAboutSchema = z.object({
  kind: z.enum(CONVERSATION_REASONS),
  title: z.string(),
  /** Where the web app shows it: the job's page, the requests, or the worker's profile. */
  link: z.string(),
});
export type ConversationAbout = z.infer<typeof ConversationAboutSchema>;

export const MessagePreviewSchema = z.object({
  sequence: z.number().int(),
  sender_id: z.string(),
  body: z.string(),
  /** The name of the photo or PDF it carries, if any (its words may be empty). */
  attachment_name: z.string().nullable(),
  sent_at: z.string(),
});

/** A conversation as one of its two people sees it. */
export const ConversationSchema = z.object({
  id: z.string(),
  other: PersonSchema,
  about: ConversationAboutSchema.nullable(),
  last_message: MessagePreviewSchema.nullable(),
  /** The sequence of its last message (0 before the first). */
  last_sequence: z.number().int(),
  unread_count: z.number().int(),
  /** Your read mark, and the other person's delivered and read marks (for the ticks on yours). */
  read_up_to: z.number().int(),
  other_delivered_up_to: z.number().int(),
  other_read_up_to: z.number().int(),
  blocked_by_me: z.boolean(),
  blocked_by_other: z.boolean(),
  can_write: z.boolean(),
  reported: z.boolean(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const CONVERSATION_PAGE_LIMIT = { default: 20, max: 50 } as const;

/** `GET /api/conversations`: newest first; `filter[name]` keeps those whose other person's name starts so. */
export const ConversationListQuerySchema = listQuery({
  resource: 'conversations',
  filters: { 'filter[name]': ConversationNameSearchSchema },
  fields: fieldsOf(ConversationSchema),
  limit: CONVERSATION_PAGE_LIMIT,
});
export type ConversationListQueryInput = z.input<typeof ConversationListQuerySchema>;
export type ConversationListQuery = z.output<typeof ConversationListQuerySchema>;

export const ConversationListResponseSchema = z.object({
  data: z.array(ConversationSchema),
  meta: PageMetaSchema.extend({ unread: z.number().int() }),
});
export type ConversationListResponse = z.infer<typeof ConversationListResponseSchema>;
export const SparseConversationListResponseSchema = sparseListResponse(
  ConversationSchema,
  ConversationListResponseSchema.shape.meta,
);

export const ConversationResponseSchema = z.object({ data: ConversationSchema });
export type ConversationResponse = z.infer<typeof ConversationResponseSchema>;

/** Attachments: photos and PDFs up to 10 MB, checked as documents are (decision 017). */
export const ATTACHMENT_MAX_BYTES = CHECKED_FILE_MAX_BYTES;
export const ATTACHMENT_FILE_TYPES = CHECKED_FILE_TYPES;

/** A photo or PDF sent in a message; `url` serves it to the two people only. */
export const MessageAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ATTACHMENT_FILE_TYPES),
  size: z.number().int(),
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

/**
 * What a message was sent with, when another action sent it on its author's behalf: an application
 * to a job (`title` is the job's) or a request (`title` says which). The thread marks it so.
 */
export const MessageAboutSchema = z.object({
  kind: z.enum(['application', 'request']),
  title: z.string(),
  /** The job's page, or the requests. */
  link: z.string(),
});
export type MessageAbout = z.infer<typeof MessageAboutSchema>;

/** One message. `client_id` is the id the sender's app made, so a retry finds the same message. */
export const MessageSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  sequence: z.number().int(),
  sender_id: z.string(),
  client_id: z.string(),
  /** May be empty when the message carries an attachment. */
  body: z.string(),
  attachment: MessageAttachmentSchema.nullable(),
  /** Null for a message written in the conversation. */
  about: MessageAboutSchema.nullable(),
  sent_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MESSAGE_PAGE_LIMIT = { default: 50, max: 100 } as const;

/**
 * `GET /api/conversations/:id/messages`: by sequence, oldest first. `after=N` gives the messages after
 * N (catching up after a gap); `before=N` those before N (scrolling back); neither, the latest.
 */
export const MessageListQuerySchema = z.strictObject({
  after: SequenceSchema.optional(),
  before: SequenceSchema.optional(),
  limit: z
    .string({ error: `The limit must be a whole number from 1 to ${MESSAGE_PAGE_LIMIT.max}.` })
    .regex(/^[1-9][0-9]{0,2}$/, {
      message: `The limit must be a whole number from 1 to ${MESSAGE_PAGE_LIMIT.max}.`,
    })
    .transform(Number)
    .pipe(
      z.number().max(MESSAGE_PAGE_LIMIT.max, {
        message: `The limit must be a whole number from 1 to ${MESSAGE_PAGE_LIMIT.max}.`,
      }),
    )
    .default(MESSAGE_PAGE_LIMIT.default),
});
export type MessageListQueryInput = z.input<typeof MessageListQuerySchema>;
export type MessageListQuery = z.output<typeof MessageListQuerySchema>;

export const MessageListResponseSchema = z.object({
  data: z.array(MessageSchema),
  meta: z.object({
    limit: z.number().int(),
    /** The conversation's last sequence now: more after the page when it is beyond the page's last. */
    last_sequence: z.number().int(),
    /** Whether older messages come before the page. */
    has_earlier: z.boolean(),
    read_up_to: z.number().int(),
    other_delivered_up_to: z.number().int(),
    other_read_up_to: z.number().int(),
  }),
});
export type MessageListResponse = z.infer<typeof MessageListResponseSchema>;

/** `POST /api/conversations/:id/messages`: the same `client_id` again returns the first message. */
export const SendMessageBodySchema = z.strictObject({
  client_id: z
    .string({ error: CHAT_MESSAGES.clientIdInvalid })
    .uuid({ message: CHAT_MESSAGES.clientIdInvalid }),
  body: MessageBodySchema,
});
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const SentMessageResponseSchema = z.object({ data: MessageSchema });
export type SentMessageResponse = z.infer<typeof SentMessageResponseSchema>;

/** The fields beside the file of `POST /api/conversations/:id/attachments`: words are optional. */
export const AttachmentFieldsSchema = z.strictObject({
  client_id: SendMessageBodySchema.shape.client_id,
  body: MessageCaptionSchema.optional(),
});

/** `POST /api/conversations/:id/read`: you have read up to `sequence` (marks only move forward). */
export const ReadBodySchema = z.strictObject({
  sequence: z
    .number({ error: CHAT_MESSAGES.sequenceInvalid })
    .int({ message: CHAT_MESSAGES.sequenceInvalid })
    .min(0, { message: CHAT_MESSAGES.sequenceInvalid })
    .max(999_999_999, { message: CHAT_MESSAGES.sequenceInvalid }),
});

export const ReportBodySchema = z.strictObject({
  reason: ReportReasonSchema,
  note: ReportNoteSchema.optional(),
});
export type ReportBody = z.input<typeof ReportBodySchema>;
export type ReportInput = z.output<typeof ReportBodySchema>;

export const ConversationActionResponseSchema = z.object({ data: ConversationSchema, message: z.string() });
export type ConversationActionResponse = z.infer<typeof ConversationActionResponseSchema>;

// The WebSocket's events (server to client), one JSON object per frame. They tell; the HTTP routes
// hold the truth: after a reconnect, or a `resync`, the app asks for what came after its marks.

export const MessageEventSchema = z.object({ type: z.literal('message'), message: MessageSchema });
export const ReadEventSchema = z.object({
  type: z.literal('read'),
  conversation_id: z.string(),
  user_id: z.string(),
  delivered_up_to: z.number().int(),
  read_up_to: z.number().int(),
});
export const NotificationEventSchema = z.object({
  type: z.literal('notification'),
  notification: NotificationSchema,
});
export const UnreadEventSchema = z.object({
  type: z.literal('unread'),
  /** Unread messages across your conversations, and unread notifications. */
  messages: z.number().int(),
  notifications: z.number().int(),
});
export const ConversationEventSchema = z.object({
  type: z.literal('conversation'),
  conversation_id: z.string(),
});
/** Events may have been missed (the server lost its link to the others): fetch what came after. */
export const ResyncEventSchema = z.object({ type: z.literal('resync') });
/** The answer to the app's `ping`: a browser cannot see the WebSocket's own pings, so it asks. */
export const PongEventSchema = z.object({ type: z.literal('pong') });
export const ServerEventSchema = z.discriminatedUnion('type', [
  MessageEventSchema,
  ReadEventSchema,
  NotificationEventSchema,
  UnreadEventSchema,
  ConversationEventSchema,
  ResyncEventSchema,
  PongEventSchema,
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;

/** What the app sends on the socket: a heartbeat, and that messages reached the device. */
export const ClientEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ping') }),
  z.strictObject({
    type: z.literal('delivered'),
    conversation_id: z.string().uuid(),
    sequence: z.number().int().min(0).max(999_999_999),
  }),
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;

// Staff: reported conversations, in the review queue (issue #22 item 1).

export const ADMIN_REPORT_MESSAGES = {
  state: 'Choose a state: waiting, resolved.',
  resolved: 'The report is closed. The person who reported it is told.',
  alreadyResolved: 'This report is already closed.',
} as const;

const StaffPersonSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  user_type: UserTypeSchema,
});

export const StaffReportSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  /** The messages in question are those up to this sequence. */
  up_to_sequence: z.number().int(),
  reporter: StaffPersonSchema,
  reported: StaffPersonSchema,
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  resolution_note: z.string(),
});
export type StaffReport = z.infer<typeof StaffReportSchema>;

export const REPORT_STATES = ['waiting', 'resolved'] as const;

/** `GET /api/admin/reports`: waiting ones by default, the oldest first. */
export const StaffReportListQuerySchema = listQuery({
  resource: 'reports',
  filters: { 'filter[state]': z.enum(REPORT_STATES, { error: ADMIN_REPORT_MESSAGES.state }) },
  fields: fieldsOf(StaffReportSchema),
  limit: { default: 20, max: 50 },
});
export type StaffReportListQueryInput = z.input<typeof StaffReportListQuerySchema>;
export type StaffReportListQuery = z.output<typeof StaffReportListQuerySchema>;

export const StaffReportListResponseSchema = z.object({
  data: z.array(StaffReportSchema),
  meta: PageMetaSchema,
});
export type StaffReportListResponse = z.infer<typeof StaffReportListResponseSchema>;
export const SparseStaffReportListResponseSchema = sparseListResponse(StaffReportSchema, PageMetaSchema);

/** One report with the messages in question: the last 200 up to `up_to_sequence`, oldest first. */
export const STAFF_REPORT_MESSAGES_SHOWN = 200;
export const StaffReportResponseSchema = z.object({
  data: StaffReportSchema.extend({ messages: z.array(MessageSchema) }),
});
export type StaffReportResponse = z.infer<typeof StaffReportResponseSchema>;

export const ResolveReportBodySchema = z.strictObject({
  outcome: z.enum(REPORT_OUTCOMES, { error: 'Choose what you did about it.' }),
  note: ReportNoteSchema.optional(),
});
export type ResolveReportBody = z.input<typeof ResolveReportBodySchema>;
export const ResolveReportResponseSchema = StaffReportResponseSchema.extend({ message: z.string() });
