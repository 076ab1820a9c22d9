import { and, eq, gt, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { conversationMembers, conversations, messages } from './schema/index';

/**
 * The other person's messages after `after` in a member's conversation: a condition on `messages`
 * for a query over `conversation_members` (the domain's `isUnread`, with `after` as the mark). A
 * range of the `(conversation, sequence)` index. The chat's counts and the notifications' pushes
 * and digest read it, so what is news and what is unread is one rule.
 */
export function othersMessagesAfter(after: SQLWrapper): SQL {
  return and(
    eq(messages.conversation_id, conversationMembers.conversation_id),
    gt(messages.sequence, after),
    ne(messages.sender_id, conversationMembers.user_id),
  )!;
}

/**
 * A member's unread messages, on a query over `conversation_members` joined to `conversations`:
 * counted only in a conversation with messages after the read mark (most have none, and cost one
 * comparison; decision 038 has the benchmark's figures).
 */
export const unreadMessagesOfMember = sql<number>`(case when ${conversations.last_sequence} > ${conversationMembers.read_up_to} then (select count(*) from ${messages} where ${othersMessagesAfter(conversationMembers.read_up_to)}) else 0 end)::int`;
