// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const chatPaths = {
  /** GET: your conversations, newest first; POST `{ user_id }`: open (or return to) one. */
  conversations: '/api/conversations',
  /** GET: one conversation. */
  conversation: '/api/conversations/:id',
  /** GET: its messages by sequence (`?after=`, `?before=`); POST `{ client_id, body }`: send one. */
  messages: '/api/conversations/:id/messages',
  /** POST (multipart: `file`, `client_id`, `body`): send a photo or PDF, with words if you like. */
  attachments: '/api/conversations/:id/attachments',
  /** GET: an attachment's file, for the two people only. */
  attachment: '/api/conversations/:id/attachments/:attachmentId',
  /** POST `{ sequence }`: you have read up to that message. */
  read: '/api/conversations/:id/read',
  /** POST: block the other person (no more messages either way); DELETE: lift your block. */
  block: '/api/conversations/:id/block',
  /** POST `{ reason, note }`: report the conversation to staff. */
  report: '/api/conversations/:id/report',
  /** The one WebSocket: the events below, for the signed-in person. */
  socket: '/api/ws',
} as const;

/** Close codes of the socket (in calls, not the contract: the socket's module builds no schema to close). */
export const SOCKET_CLOSE = { unauthenticated: 4401, forbiddenOrigin: 4403 } as const;

export function attachmentPath(conversationId: string, attachmentId: string): string {
  return chatPaths.attachment
    .replace(':id', encodeURIComponent(conversationId))
    .replace(':attachmentId', encodeURIComponent(attachmentId));
}

export function conversationPath(
  id: string,
  part?: 'messages' | 'attachments' | 'read' | 'block' | 'report',
): string {
  const path = chatPaths.conversation.replace(':id', encodeURIComponent(id));
  return part ? `${path}/${part}` : path;
}

export const adminReportPaths = {
  /** GET: reports waiting (oldest first) or resolved (newest first). */
  reports: '/api/admin/reports',
  /** GET: one report with the messages in question. */
  report: '/api/admin/reports/:id',
  /** POST `{ outcome, note }`: close it. */
  resolve: '/api/admin/reports/:id/resolve',
} as const;

export function adminReportPath(id: string, part?: 'resolve'): string {
  const path = adminReportPaths.report.replace(':id', encodeURIComponent(id));
  return part ? `${path}/${part}` : path;
}
