import { randomUUID } from 'node:crypto';
import type { AppContext } from '../lib/app-context';
import { findUserByEmail } from '../modules/account/account.repository';
import { openConversation, sendMessage } from '../modules/chat/conversations.service';

/**
 * Clara's note to Wes about the request she sent him (README "Try it"): under Messages, Wes finds
 * her request's message, which opened the conversation, and this note, both unread.
 */
export async function seedDemoChat(ctx: AppContext): Promise<void> {
  const [clara, wes] = await Promise.all([
    findUserByEmail(ctx.db, 'client@example.com'),
    findUserByEmail(ctx.db, 'worker@example.com'),
  ]);
  if (!clara || !wes) return;
  const { conversation } = await openConversation(ctx, clara, wes.id);
  await sendMessage(ctx, clara, conversation.id, {
    client_id: randomUUID(),
    body: 'Hi Wes, I sent you a request for Saturday mornings. Happy to answer any questions before you decide.',
  });
}
