import { randomUUID } from 'node:crypto';
import {
  AttachmentFieldsSchema,
  CHAT_MESSAGES,
  DOCUMENT_MESSAGES,
  attachmentPath,
  avatarUrl,
  pageMeta,
  type Conversation,
  type ConversationAbout,
  type ConversationListQuery,
  type Message,
  type MessageAbout,
  type MessageListQuery,
  type MessageListResponse,
  type ReportInput,
  type ServerEvent,
} from '@alongside/contract';
import {
  conversationReason,
  mayWrite,
  movedMark,
  reopenedSubject,
  type ConversationReason,
  type ConversationSubject,
} from '@alongside/domain';
import type { Database } from '../../db/database';
import type { MessageRow, UserRow } from '../../db/schema/index';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AppContext } from '../../lib/app-context';
import { checkDocumentFile, DocumentFileRefused, type CheckedDocumentFile } from '../../lib/checked-files';
import { HttpError, fieldErrorsOf, forbidden, invalid, notFound } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import { pageWindow } from '../../lib/list-query';
import type { SingleFileUpload } from '../../lib/multipart-upload';
import { tiesBetween, type Ties } from '../jobs/connections.service';
import { countUnreadNotifications } from '../notifications/notifications.service';
import { getUser } from '../profiles/profiles.service';
import * as repository from './conversations.repository';
import type { ConversationView } from './conversations.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;
export type Caller = Pick<UserRow, 'id' | 'user_type'>;

const CONVERSATION = 'Conversation';
const ATTACHMENT = 'Attachment';

/** An application to a job, or a request, that opens the conversation between its two people. */
export type OpeningEvent =
  | { kind: 'application'; id: string; job_id: string; message: string }
  | { kind: 'request'; id: string; message: string };

/**
 * What an application or a request opens (issue #22: the jobs area's events open conversations): the
 * conversation between its author and the other person, now about it (the latest job or request
 * between the two, whatever it was about before), with its message as one from the author, marked
 * as sent with it. The application's or request's id is that message's `client_id`, so doing it
 * again sends nothing twice. The author is not in the conversation: the message leaves their read
 * marks where they were, so what the other person wrote before stays unread. It runs after the
 * application or request has committed and never undoes it: a failure is logged, and the two can
 * still open the conversation from Message.
 */
export async function openConversationFrom(
  ctx: Ctx & Pick<AppContext, 'log'>,
  author: Caller,
  otherId: string,
  event: OpeningEvent,
): Promise<void> {
  try {
    const subject: ConversationSubject =
      event.kind === 'application'
        ? { reason: 'application', job_id: event.job_id, request_id: null }
        : { reason: 'request', job_id: null, request_id: event.id };
    const { conversation } = await openConversation(ctx, author, otherId, subject);
    if (event.message.trim() !== '') {
      const about: MessageAbout | null =
        conversation.about?.kind === event.kind
          ? { kind: event.kind, title: conversation.about.title, link: conversation.about.link }
          : null;
      await storeMessage(
        ctx,
        author,
        conversation.id,
        { client_id: event.id, body: event.message, attachment: null },
        { marks: 'keep', about },
      );
    }
  } catch (error) {
    ctx.log.warn({ err: error }, 'could not open the conversation of an application or a request');
  }
}

/**
 * `POST /api/conversations`: opens the conversation between the caller and `userId`, or returns the
 * one they have, where there is a reason (the domain's `conversationReason`). Without one, the person
 * is answered as if they did not exist (422 on `user_id`), so nobody learns who is on the app. What
 * it is about: `subject` when an application or a request opens it; otherwise the strongest reason
 * for a new one, and for one they have, the domain's `reopenedSubject` (it keeps the latest job or
 * request, and takes a hire for the job it is about).
 */
export async function openConversation(
  ctx: Ctx,
  caller: Caller,
  userId: string,
  subject?: ConversationSubject,
): Promise<{ conversation: Conversation; opened: boolean }> {
  const other = isRowId(userId) && userId !== caller.id ? await findPerson(ctx, userId) : undefined;
  const unknown = () => invalid({ user_id: [CHAT_MESSAGES.personUnknown] });
  if (!other || other.user_type === caller.user_type) throw unknown();
  const [clientId, workerId] = caller.user_type === 'client' ? [caller.id, other.id] : [other.id, caller.id];
  const existing = await repository.findConversationByPair(ctx.db, clientId, workerId);
  const ties = await tiesBetween(ctx.db, clientId, workerId);
  const reason = conversationReason(caller.user_type, other.user_type, {
    hired: ties.application?.hired ?? false,
    requested: ties.request !== null,
    applied: ties.application !== null,
    findable: ties.findable,
    talking: existing !== undefined,
  });
  if (!reason) throw unknown();
  const found = subject ?? aboutOf(reason, ties);
  const now = ctx.clock.now();
  let id = existing?.id;
  let opened = false;
  if (existing) {
    const current = { reason: existing.reason, job_id: existing.job_id, request_id: existing.request_id };
    const about = subject ?? reopenedSubject(current, found);
    if (!sameSubject(about, existing)) await repository.updateConversationAbout(ctx.db, existing.id, about);
  } else {
    try {
      id = await ctx.db.transaction((tx) =>
        repository.insertConversationRow(tx, {
          client_id: clientId,
          worker_id: workerId,
          ...(found ?? { reason: 'profile', job_id: null, request_id: null }),
          created_at: now,
          last_message_at: now,
        }),
      );
      opened = true;
    } catch (error) {
      // The other person opened it at the same moment: theirs is the one.
      if (!isUniqueViolation(error)) throw error;
      const theirs = (await repository.findConversationByPair(ctx.db, clientId, workerId))!;
      id = theirs.id;
      if (subject && !sameSubject(subject, theirs)) {
        await repository.updateConversationAbout(ctx.db, id, subject);
      }
    }
  }
  return { conversation: await getConversation(ctx, caller, id!), opened };
}

function sameSubject(one: ConversationSubject, other: ConversationSubject): boolean {
  return one.reason === other.reason && one.job_id === other.job_id && one.request_id === other.request_id;
}

/** What the conversation is about for a reason found now; null when talking is the only reason. */
function aboutOf(reason: ConversationReason | 'conversation', ties: Ties): ConversationSubject | null {
  switch (reason) {
    case 'hire':
    case 'application':
      return { reason, job_id: ties.application!.job_id, request_id: null };
    case 'request':
      return { reason, job_id: null, request_id: ties.request!.id };
    case 'profile':
      return { reason, job_id: null, request_id: null };
    case 'conversation':
      return null;
  }
}

async function findPerson(ctx: Ctx, id: string): Promise<Pick<UserRow, 'id' | 'user_type'> | undefined> {
  try {
    return await getUser(ctx, id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** `GET /api/conversations/:id`: one the caller is in; anyone else gets the not-found answer. */
export async function getConversation(
  ctx: Pick<Ctx, 'db'>,
  caller: Caller,
  id: string,
): Promise<Conversation> {
  return toConversation(await viewOrNotFound(ctx.db, caller.id, id), caller);
}

async function viewOrNotFound(db: Database, userId: string, id: string): Promise<ConversationView> {
  const view = isRowId(id) ? await repository.findConversationView(db, id, userId) : undefined;
  if (!view) throw notFound(CONVERSATION);
  return view;
}

/** `GET /api/conversations`: the caller's conversations with a message, the latest first. */
export async function listConversations(
  ctx: Pick<Ctx, 'db'>,
  caller: Caller,
  query: ConversationListQuery,
): Promise<{ data: Conversation[]; meta: ReturnType<typeof pageMeta> & { unread: number } }> {
  const window = pageWindow(query);
  const [{ rows, total }, unread] = await Promise.all([
    repository.listConversationViews(ctx.db, caller.id, {
      ...(query['filter[name]'] ? { name: query['filter[name]'] } : {}),
      ...window,
    }),
    repository.countUnreadMessages(ctx.db, caller.id),
  ]);
  return {
    data: rows.map((row) => toConversation(row, caller)),
    meta: { ...pageMeta(query.page, query.limit, total), unread },
  };
}

/**
 * `GET /api/conversations/:id/messages`: a page in sequence order. What the caller's app has now
 * received moves their delivered mark, and the other person is told (the ticks on their messages).
 */
export async function listMessages(
  ctx: Ctx,
  caller: Caller,
  id: string,
  query: MessageListQuery,
): Promise<MessageListResponse> {
  const view = await viewOrNotFound(ctx.db, caller.id, id);
  const rows = await repository.listMessageRows(ctx.db, view.id, {
    limit: query.limit,
    ...(query.after !== undefined ? { after: query.after } : {}),
    ...(query.before !== undefined ? { before: query.before } : {}),
  });
  const lastShown = rows.at(-1)?.sequence ?? 0;
  await moveDelivered(ctx, caller.id, view, lastShown);
  const first = rows[0]?.sequence;
  return {
    data: rows.map((row) => toMessage(row, messageAbout(row))),
    meta: {
      limit: query.limit,
      last_sequence: view.last_sequence,
      has_earlier: first !== undefined ? first > 1 : query.before !== undefined && query.before > 1,
      read_up_to: view.read_up_to,
      other_delivered_up_to: view.other_delivered_up_to,
      other_read_up_to: view.other_read_up_to,
    },
  };
}

/** Moves the caller's delivered mark to `sequence` when that is forward, and tells the other person. */
async function moveDelivered(
  ctx: Ctx,
  userId: string,
  view: ConversationView,
  sequence: number,
): Promise<void> {
  const delivered = movedMark(view.delivered_up_to, sequence, view.last_sequence);
  if (delivered === view.delivered_up_to) return;
  await repository.moveMemberMarks(ctx.db, view.id, userId, { delivered });
  publishMarks(ctx, view, userId, { delivered, read: view.read_up_to });
}

function publishMarks(
  ctx: Pick<Ctx, 'events'>,
  view: Pick<ConversationView, 'id' | 'other_id'>,
  userId: string,
  marks: { delivered: number; read: number },
): void {
  ctx.events.publish([view.other_id, userId], {
    type: 'read',
    conversation_id: view.id,
    user_id: userId,
    delivered_up_to: marks.delivered,
    read_up_to: marks.read,
  });
}

/** The socket's `delivered`: the person's app received messages up to `sequence`. */
export async function markDelivered(ctx: Ctx, userId: string, conversationId: string, sequence: number) {
  const view = await viewOrNotFound(ctx.db, userId, conversationId);
  await moveDelivered(ctx, userId, view, sequence);
}

/**
 * `POST /api/conversations/:id/messages`: stores the message with the conversation's next sequence,
 * or returns the one already stored with this `client_id` (a retry, an offline replay). Refused
 * while either person blocks the other. Both people's sockets are told.
 */
export async function sendMessage(
  ctx: Ctx,
  caller: Caller,
  id: string,
  input: { client_id: string; body: string },
): Promise<{ message: Message; created: boolean }> {
  if (!isRowId(id)) throw notFound(CONVERSATION);
  return storeMessage(ctx, caller, id, { ...input, attachment: null }, WRITTEN_HERE);
}

type NewAttachment = Pick<
  MessageRow,
  'attachment_id' | 'attachment_key' | 'attachment_name' | 'attachment_type' | 'attachment_size'
>;

const NO_ATTACHMENT: NewAttachment = {
  attachment_id: null,
  attachment_key: null,
  attachment_name: null,
  attachment_type: null,
  attachment_size: null,
};

/**
 * How a message came: written in the conversation (it moves the sender's marks: a reply means what
 * came before was seen), or sent on the sender's behalf by an application or a request, which
 * leaves their marks and carries what it was sent with.
 */
type Sending = { marks: repository.SenderMarks; about: MessageAbout | null };
const WRITTEN_HERE: Sending = { marks: 'move', about: null };

/**
 * Stores a message with the conversation's next sequence, or finds the one already stored with its
 * `client_id`; a block that arrived while it was on its way wins. One statement
 * (`storeMessageRow`): the conversation's row is held only while it runs. Both people's sockets
 * are told of a new one once it has committed.
 */
async function storeMessage(
  ctx: Ctx,
  caller: Caller,
  conversationId: string,
  input: { client_id: string; body: string; attachment: NewAttachment | null },
  sending: Sending,
): Promise<{ message: Message; created: boolean }> {
  let stored: repository.StoredMessage;
  try {
    stored = await repository.storeMessageRow(
      ctx.db,
      {
        conversation_id: conversationId,
        sender_id: caller.id,
        client_id: input.client_id,
        body: input.body,
        ...(input.attachment ?? NO_ATTACHMENT),
        sent_at: ctx.clock.now(),
      },
      sending.marks,
    );
  } catch (error) {
    // The same message sent twice at once: the copy that committed first is the one.
    if (!isUniqueViolation(error)) throw error;
    const earlier = await repository.findMessageByClientId(
      ctx.db,
      conversationId,
      caller.id,
      input.client_id,
    );
    if (!earlier) throw error;
    return { message: toMessage(earlier, sending.about), created: false };
  }
  if (!stored.member) throw notFound(CONVERSATION);
  if (!stored.row) {
    assertMayWrite(stored);
    throw new Error('A message was neither stored nor refused.');
  }
  const message = toMessage(stored.row, sending.about);
  if (stored.created) {
    ctx.events.publish([caller.id, stored.other_id!], { type: 'message', message });
    await publishUnread(ctx, stored.other_id!);
  }
  return { message, created: stored.created };
}

/**
 * `POST /api/conversations/:id/attachments`: a photo or PDF (checked by its bytes as documents are:
 * decision 017), with words if the sender likes, as one message. The same `client_id` again returns
 * the first message and stores no second file. Nothing is stored when anything is refused.
 */
export async function sendAttachment(
  ctx: Ctx & Pick<AppContext, 'files'>,
  caller: Caller,
  id: string,
  upload: SingleFileUpload,
): Promise<{ message: Message; created: boolean }> {
  const view = await viewOrNotFound(ctx.db, caller.id, id);
  const fields = AttachmentFieldsSchema.safeParse(upload.fields);
  if (!fields.success) throw invalid(fieldErrorsOf(fields.error, 'body'));
  const earlier = await repository.findMessageByClientId(ctx.db, view.id, caller.id, fields.data.client_id);
  if (earlier) return { message: toMessage(earlier), created: false };
  assertMayWrite(view);
  if (!upload.file) throw invalid({ file: [DOCUMENT_MESSAGES.fileMissing] });
  let file: CheckedDocumentFile;
  try {
    file = await checkDocumentFile(upload.file.name, upload.file.bytes);
  } catch (error) {
    if (error instanceof DocumentFileRefused) throw invalid({ file: [error.message] });
    throw error;
  }
  const key = `attachments/${randomUUID()}.${file.extension}`;
  await ctx.files.put(key, file.bytes);
  try {
    const sent = await storeMessage(
      ctx,
      caller,
      view.id,
      {
        client_id: fields.data.client_id,
        body: fields.data.body ?? '',
        attachment: {
          attachment_id: randomUUID(),
          attachment_key: key,
          attachment_name: file.name,
          attachment_type: file.type,
          attachment_size: file.bytes.length,
        },
      },
      WRITTEN_HERE,
    );
    // The same message arrived twice at once: the first one's file is the one kept.
    if (!sent.created) await ctx.files.remove(key);
    return sent;
  } catch (error) {
    await ctx.files.remove(key);
    throw error;
  }
}

/** `GET /api/conversations/:id/attachments/:attachmentId`: the file, for the conversation's two people only. */
export async function readAttachment(
  ctx: Pick<AppContext, 'db' | 'files'>,
  caller: Caller,
  conversationId: string,
  attachmentId: string,
): Promise<{ bytes: Buffer; type: string; name: string }> {
  const view = await viewOrNotFound(ctx.db, caller.id, conversationId);
  const row = isRowId(attachmentId)
    ? await repository.findAttachmentRow(ctx.db, view.id, attachmentId)
    : undefined;
  const bytes = row?.attachment_key ? await ctx.files.get(row.attachment_key) : null;
  if (!row || !bytes || !row.attachment_type || !row.attachment_name) throw notFound(ATTACHMENT);
  return { bytes, type: row.attachment_type, name: row.attachment_name };
}

function assertMayWrite(view: Pick<ConversationView, 'blocked_by_me' | 'blocked_by_other'>): void {
  if (view.blocked_by_me) throw forbidden(CHAT_MESSAGES.blockedByMe);
  if (!mayWrite({ byMe: view.blocked_by_me, byOther: view.blocked_by_other })) {
    throw forbidden(CHAT_MESSAGES.blockedByOther);
  }
}

/** Tells a person's sockets their unread counts (the navigation's and the bell's). */
async function publishUnread(ctx: Ctx, userId: string): Promise<void> {
  const [messages, notifications] = await Promise.all([
    repository.countUnreadMessages(ctx.db, userId),
    countUnreadNotifications(ctx.db, userId),
  ]);
  ctx.events.publish([userId], { type: 'unread', messages, notifications } satisfies ServerEvent);
}

/** `POST /api/conversations/:id/read`: the caller has read up to `sequence` (marks only move forward). */
export async function markRead(
  ctx: Ctx,
  caller: Caller,
  id: string,
  sequence: number,
): Promise<Conversation> {
  const view = await viewOrNotFound(ctx.db, caller.id, id);
  const read = movedMark(view.read_up_to, sequence, view.last_sequence);
  if (read !== view.read_up_to) {
    const delivered = Math.max(view.delivered_up_to, read);
    await repository.moveMemberMarks(ctx.db, view.id, caller.id, { delivered, read });
    publishMarks(ctx, view, caller.id, { delivered, read });
    await publishUnread(ctx, caller.id);
  }
  return getConversation(ctx, caller, view.id);
}

/** `POST|DELETE /api/conversations/:id/block`: the caller blocks the other person, or lifts their block. */
export async function setBlock(
  ctx: Ctx,
  caller: Caller,
  id: string,
  blocked: boolean,
): Promise<Conversation> {
  const view = await viewOrNotFound(ctx.db, caller.id, id);
  if (view.blocked_by_me !== blocked) {
    await repository.setMemberBlock(ctx.db, view.id, caller.id, blocked ? ctx.clock.now() : null);
    ctx.events.publish([caller.id, view.other_id], { type: 'conversation', conversation_id: view.id });
  }
  return getConversation(ctx, caller, view.id);
}

/**
 * `POST /api/conversations/:id/report`: puts the conversation, with its messages up to now, in the
 * staff review queue. One open report per person and conversation (409 for a second).
 */
export async function reportConversation(
  ctx: Ctx,
  caller: Caller,
  id: string,
  input: ReportInput,
): Promise<Conversation> {
  const view = await viewOrNotFound(ctx.db, caller.id, id);
  try {
    await repository.insertReportRow(ctx.db, {
      conversation_id: view.id,
      reporter_id: caller.id,
      reason: input.reason,
      note: input.note ?? '',
      up_to_sequence: view.last_sequence,
      created_at: ctx.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CHAT_MESSAGES.alreadyReported);
    throw error;
  }
  return getConversation(ctx, caller, view.id);
}

/** What a message was sent with, from the application or request its `client_id` names. */
function messageAbout(row: repository.MessageWithAboutRow): MessageAbout | null {
  if (row.application_job_id && row.application_job_title !== null) {
    return { kind: 'application', title: row.application_job_title, link: `/jobs/${row.application_job_id}` };
  }
  if (row.request_id)
    return { kind: 'request', title: requestTitle(row.request_job_title), link: '/requests' };
  return null;
}

function requestTitle(jobTitle: string | null): string {
  return jobTitle ? `Invitation: ${jobTitle}` : 'Request for support';
}

export function toMessage(row: MessageRow, about: MessageAbout | null = null): Message {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    sequence: row.sequence,
    sender_id: row.sender_id,
    client_id: row.client_id,
    body: row.body,
    attachment:
      row.attachment_id && row.attachment_name && row.attachment_type && row.attachment_size !== null
        ? {
            id: row.attachment_id,
            name: row.attachment_name,
            type: row.attachment_type,
            size: row.attachment_size,
            url: attachmentPath(row.conversation_id, row.attachment_id),
          }
        : null,
    about,
    sent_at: row.sent_at.toISOString(),
  };
}

function toConversation(view: ConversationView, caller: Caller): Conversation {
  return {
    id: view.id,
    other: {
      id: view.other_id,
      first_name: view.other_first_name,
      last_initial: view.other_last_name.charAt(0).toUpperCase(),
      user_type: view.other_user_type,
      avatar: view.other_avatar_id
        ? { id: view.other_avatar_id, url: avatarUrl(view.other_avatar_id) }
        : null,
    },
    about: aboutView(view, caller),
    last_message:
      view.last_body !== null && view.last_sender_id !== null && view.last_sent_at !== null
        ? {
            sequence: view.last_sequence,
            sender_id: view.last_sender_id,
            body: view.last_body,
            attachment_name: view.last_attachment_name,
            sent_at: view.last_sent_at.toISOString(),
          }
        : null,
    last_sequence: view.last_sequence,
    unread_count: view.unread_count,
    read_up_to: view.read_up_to,
    other_delivered_up_to: view.other_delivered_up_to,
    other_read_up_to: view.other_read_up_to,
    blocked_by_me: view.blocked_by_me,
    blocked_by_other: view.blocked_by_other,
    can_write: mayWrite({ byMe: view.blocked_by_me, byOther: view.blocked_by_other }),
    reported: view.reported,
    updated_at: view.last_message_at.toISOString(),
  };
}

/** What the conversation is about, in the caller's words, with where the web app shows it. */
function aboutView(view: ConversationView, caller: Caller): ConversationAbout {
  switch (view.reason) {
    case 'hire':
    case 'application':
      return view.job_id && view.job_title
        ? { kind: view.reason, title: view.job_title, link: `/jobs/${view.job_id}` }
        : profileAbout(view, caller);
    case 'request':
      return {
        kind: 'request',
        title: requestTitle(view.request_job_title),
        link: '/requests',
      };
    case 'profile':
      return profileAbout(view, caller);
  }
}

function profileAbout(view: ConversationView, caller: Caller): ConversationAbout {
  return caller.user_type === 'client'
    ? { kind: 'profile', title: `${view.other_first_name}'s profile`, link: `/userDetails/${view.worker_id}` }
    : { kind: 'profile', title: 'Your profile', link: '/profile' };
}
