import {
  PUSH_SUBSCRIPTION_MESSAGES,
  type PushKeyResponse,
  type PushSubscriptionBody,
  type PushSubscriptionResponse,
} from '@alongside/contract';
import {
  isTooLateToPush,
  notificationSettingsFrom,
  pushDelivery,
  PUSH_GIVE_UP_MINUTES,
} from '@alongside/domain';
import type { AppContext } from '../../lib/app-context';
import { HttpError, notFound } from '../../lib/http-errors';
import type { PushMessage } from '../../providers/push/push-sender';
import * as repository from './push.repository';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'push' | 'log'>;

/**
 * How often the push sweep runs (decision 040): a push follows its message, offer or request within
 * seconds, after the event's transaction committed, and never holds a person's request.
 */
export const PUSH_SWEEP_INTERVAL_MS = 10 * 1000;

/** How many notifications, and how many conversations, one sweep pushes at most. */
const PUSHES_PER_SWEEP = 100;

/** The longest message text a push shows; the rest is in the app. */
const PUSH_BODY_MAX = 120;

/** `GET /api/push-subscriptions/key`: the VAPID public key, or null when this server sends no pushes. */
export function getPushKey(ctx: Pick<AppContext, 'push'>): PushKeyResponse {
  return { data: { public_key: ctx.push?.publicKey ?? null } };
}

/** `POST /api/push-subscriptions`: stores this device's subscription for the caller (again: updated). */
export async function savePushSubscription(
  ctx: Pick<AppContext, 'db' | 'clock' | 'push'>,
  userId: string,
  body: PushSubscriptionBody,
  userAgent: string | undefined,
): Promise<{ created: boolean; answer: PushSubscriptionResponse }> {
  if (!ctx.push) throw new HttpError(409, PUSH_SUBSCRIPTION_MESSAGES.off);
  const now = ctx.clock.now();
  const row = await repository.upsertSubscription(ctx.db, {
    user_id: userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    user_agent: userAgent?.slice(0, 300) ?? null,
    created_at: now,
  });
  return {
    created: row.created_at.getTime() === now.getTime(),
    answer: {
      data: { endpoint: row.endpoint, created_at: row.created_at.toISOString() },
      message: PUSH_SUBSCRIPTION_MESSAGES.saved,
    },
  };
}

/** `DELETE /api/push-subscriptions`: the caller's own subscription only; anyone else's is a 404. */
export async function removePushSubscription(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  endpoint: string,
): Promise<{ message: string }> {
  if (!(await repository.deleteSubscription(ctx.db, userId, endpoint))) throw notFound('Push subscription');
  return { message: PUSH_SUBSCRIPTION_MESSAGES.removed };
}

/**
 * The push sweep (decision 040), never inside a request: each offer or request received owed a push
 * (`notifications.push_state`), and each conversation with messages neither read nor pushed yet
 * (`message_notice_marks.pushed_up_to`), goes to the person's devices if their push switch for the
 * topic is on. Each is taken by a conditional update first, so two servers never push the same; a
 * push that fails is logged and not tried again (a push is news only when fresh).
 */
export async function runPushSweep(ctx: Ctx): Promise<{ pushed: number; settled: number }> {
  const now = ctx.clock.now();
  let pushed = 0;
  let settled = 0;
  const without = new Map<repository.PushState, string[]>();
  for (const row of await repository.listOwedPushes(ctx.db, PUSHES_PER_SWEEP)) {
    const delivery = pushDelivery(row.kind, notificationSettingsFrom([], row.push_off ?? []));
    const state: repository.PushState | null = !ctx.push
      ? 'none'
      : delivery === 'never'
        ? 'never'
        : delivery === 'off'
          ? 'off'
          : isTooLateToPush(row.created_at, now)
            ? 'given_up'
            : null;
    if (state) {
      without.set(state, [...(without.get(state) ?? []), row.id]);
      continue;
    }
    const [taken] = await repository.settlePushes(ctx.db, [row.id], 'sending');
    if (!taken) continue;
    const sent = await pushToPerson(ctx, row.user_id, {
      title: row.title,
      body: row.body,
      link: row.link ?? '/notifications',
      tag: `notification-${row.id}`,
    });
    await repository.settlePushes(ctx.db, [row.id], sent > 0 ? 'sent' : 'none', 'sending');
    if (sent > 0) pushed += 1;
  }
  for (const [state, ids] of without) settled += (await repository.settlePushes(ctx.db, ids, state)).length;
  if (ctx.push) pushed += await pushNewMessages(ctx, now);
  if (pushed > 0 || settled > 0) {
    ctx.log.info({ event: 'push_sweep', pushed, settled }, 'push sweep');
  }
  return { pushed, settled };
}

/**
 * One push per conversation with new messages from the other person: "2 new messages from Ava" and
 * the newest one's words. The member's own messages are never news, even one an application or a
 * request sent for them after their read mark; the push mark moves to the last message all the same.
 */
async function pushNewMessages(ctx: Ctx, now: Date): Promise<number> {
  let pushed = 0;
  const since = new Date(now.getTime() - PUSH_GIVE_UP_MINUTES * 60 * 1000);
  for (const row of await repository.listMessagePushes(ctx.db, since, PUSHES_PER_SWEEP)) {
    const moved = await repository.moveNoticeMark(
      ctx.db,
      row.conversation_id,
      row.user_id,
      'pushed_up_to',
      row.last_sequence,
    );
    if (!moved) continue;
    if (!notificationSettingsFrom([], row.push_off ?? []).messages.push) continue;
    const newest = await repository.findMessageBody(ctx.db, row.conversation_id, row.newest_sequence);
    const { count } = row;
    const words = newest?.body.trim() || (newest?.attachment_name ? `Sent ${newest.attachment_name}` : '');
    const sent = await pushToPerson(ctx, row.user_id, {
      title:
        count === 1
          ? `Message from ${row.other_first_name}`
          : `${count} new messages from ${row.other_first_name}`,
      body: words.length > PUSH_BODY_MAX ? `${words.slice(0, PUSH_BODY_MAX - 1)}…` : words,
      link: `/chat/${row.conversation_id}`,
      // A newer push of the same conversation replaces the older one on the device.
      tag: `conversation-${row.conversation_id}`,
    });
    if (sent > 0) pushed += 1;
  }
  return pushed;
}

/**
 * Sends one push to each of the person's devices; a subscription the push service calls gone (404,
 * 410) is removed. Answers how many devices it reached. Errors are logged, never thrown.
 */
async function pushToPerson(ctx: Ctx, userId: string, message: PushMessage): Promise<number> {
  if (!ctx.push) return 0;
  let reached = 0;
  for (const target of await repository.listSubscriptions(ctx.db, userId)) {
    try {
      const outcome = await ctx.push.send(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message,
      );
      if (outcome === 'gone') {
        await repository.deleteSubscriptionById(ctx.db, target.id);
        ctx.log.info({ user: userId, subscription: target.id }, 'push subscription gone: removed');
        continue;
      }
      await repository.markSubscriptionUsed(ctx.db, target.id, ctx.clock.now());
      reached += 1;
    } catch (error) {
      // The endpoint and the words stay out of the log: the endpoint identifies the device.
      ctx.log.error({ err: error, user: userId, subscription: target.id }, 'push could not be sent');
    }
  }
  return reached;
}
