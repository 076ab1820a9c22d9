import { randomUUID } from 'node:crypto';
import { isUnread } from '@alongside/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../modules/account/account.repository';
import { uniqueEmail } from '../test/account-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import type { Database } from './database';
import { conversationMembers, conversations, messages } from './schema/index';
import { unreadMessagesOfMember } from './unread-messages';

// The SQL of "unread" against the domain's `isUnread`, on the same messages: the other person's
// after the mark, never one's own (sent with an application, after one's mark).
const NOW = new Date('2026-11-25T00:00:00.000Z');
const SENDERS = ['other', 'me', 'other', 'other', 'me', 'me', 'other'] as const;

describe("a member's unread messages (unreadMessagesOfMember)", () => {
  let t: TestApp;
  let db: Database;
  let ids: { me: string; other: string };
  let conversationId: string;
  beforeAll(async () => {
    t = await buildTestApp({ expirySweep: false });
    db = t.app.ctx.db;
    const person = (user_type: 'client' | 'worker') =>
      insertUser(db, {
        email: uniqueEmail(user_type),
        password_hash: 'not a real hash',
        user_type,
        first_name: 'Sam',
        last_name: 'Lee',
      });
    const [me, other] = [await person('worker'), await person('client')];
    ids = { me: me.id, other: other.id };
    const [conversation] = await db
      .insert(conversations)
      .values({
        client_id: other.id,
        worker_id: me.id,
        reason: 'request',
        last_sequence: SENDERS.length,
        last_message_at: NOW,
        created_at: NOW,
      })
      .returning({ id: conversations.id });
    conversationId = conversation!.id;
    await db.insert(conversationMembers).values([
      { conversation_id: conversationId, user_id: me.id, other_id: other.id },
      { conversation_id: conversationId, user_id: other.id, other_id: me.id },
    ]);
    await db.insert(messages).values(
      SENDERS.map((sender, n) => ({
        conversation_id: conversationId,
        sequence: n + 1,
        sender_id: ids[sender],
        client_id: randomUUID(),
        body: `Message ${n + 1}`,
        sent_at: NOW,
      })),
    );
  }, 60_000);
  afterAll(() => t.close());

  it.each([0, 1, 3, 4, 5, 6, 7])('read up to %i: as many as the domain counts', async (readUpTo) => {
    for (const who of ['me', 'other'] as const) {
      await db
        .update(conversationMembers)
        .set({ read_up_to: readUpTo })
        .where(
          and(
            eq(conversationMembers.conversation_id, conversationId),
            eq(conversationMembers.user_id, ids[who]),
          ),
        );
      const [row] = await db
        .select({ n: unreadMessagesOfMember })
        .from(conversationMembers)
        .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
        .where(
          and(
            eq(conversationMembers.conversation_id, conversationId),
            eq(conversationMembers.user_id, ids[who]),
          ),
        );
      const expected = SENDERS.filter((sender, n) =>
        isUnread({ sequence: n + 1, sender_id: ids[sender] }, { user_id: ids[who], read_up_to: readUpTo }),
      ).length;
      expect(row!.n, `${who}, read up to ${readUpTo}`).toBe(expected);
    }
  });

  it('counts the one own message after the mark as nothing', async () => {
    // Both read up to 5: after it, "me" wrote 6 and "other" wrote 7; each has the other's one.
    await db
      .update(conversationMembers)
      .set({ read_up_to: 5 })
      .where(eq(conversationMembers.conversation_id, conversationId));
    const rows = await db
      .select({ user_id: conversationMembers.user_id, n: unreadMessagesOfMember })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversation_id))
      .where(eq(conversationMembers.conversation_id, conversationId));
    expect(Object.fromEntries(rows.map((row) => [row.user_id === ids.me ? 'me' : 'other', row.n]))).toEqual({
      me: 1,
      other: 1,
    });
  });
});
