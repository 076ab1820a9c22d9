import { createHmac, timingSafeEqual } from 'node:crypto';
import { NotificationTopicSchema, type NotificationTopic } from '@alongside/domain';
import { isRowId } from '../../lib/ids';

/**
 * The token of an e-mail's unsubscribe link (decision 040): the person's id and the topic, signed
 * with an HMAC whose key is derived from JWT_SECRET for this one purpose (a leaked link key never
 * signs sessions, and back). No expiry: a link in an old e-mail still works, and all it can do is
 * switch one topic's e-mails off.
 */
export function unsubscribeToken(jwtSecret: string, userId: string, topic: NotificationTopic): string {
  return `${userId}.${topic}.${signature(jwtSecret, userId, topic)}`;
}

/** The person and topic a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(
  jwtSecret: string,
  token: string,
): { userId: string; topic: NotificationTopic } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userId = '', topicText = '', given = ''] = parts;
  const topic = NotificationTopicSchema.safeParse(topicText);
  if (!isRowId(userId) || !topic.success) return null;
  const expected = Buffer.from(signature(jwtSecret, userId, topic.data), 'utf8');
  const received = Buffer.from(given, 'utf8');
  // Compared in constant time: the check never tells how much of a forged signature was right.
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return { userId, topic: topic.data };
}

function signature(jwtSecret: string, userId: string, topic: string): string {
  const key = createHmac('sha256', jwtSecret).update('alongside:unsubscribe-link').digest();
  return createHmac('sha256', key).update(`${userId}.${topic}`).digest('base64url');
}
