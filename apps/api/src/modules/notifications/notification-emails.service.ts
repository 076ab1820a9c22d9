import {
  NOTIFICATION_SETTINGS_MESSAGES,
  notificationSettingsPaths,
  UNSUBSCRIBE_PAGE,
  unsubscribedMessage,
  type NotificationSettingsBody,
  type NotificationSettingsResponse,
  type UnsubscribeResponse,
} from '@alongside/contract';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DIGEST_KINDS,
  digestList,
  emailDelivery,
  isDigestDue,
  isTooLateToEmail,
  lastDigestDueBy,
  NOTIFICATION_KIND_TOPICS,
  NOTIFICATION_TOPIC_TEXTS,
  notificationSettingsFrom,
  topicsSwitchedOff,
  unreadLine,
  unreadSinceDueBy,
  type NotificationTopic,
} from '@alongside/domain';
import type { AppContext } from '../../lib/app-context';
import { invalid } from '../../lib/http-errors';
import { letter } from '../../lib/mail';
import { assertWithinLimits, HOUR } from '../../lib/rate-limits';
import type { MailMessage } from '../../providers/mail/mailer';
import * as repository from './notification-emails.repository';
import * as pushRepository from './push.repository';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;

/** How often the e-mail sweep runs: an e-mail follows its notification within a minute. */
export const NOTIFICATION_EMAIL_SWEEP_INTERVAL_MS = 60 * 1000;

/** The web page where a person chooses their e-mails; every e-mail links to it. */
export const NOTIFICATION_SETTINGS_PAGE = '/account/settings/notifications';

/** How many notifications, and how many people's digests, one sweep takes at most; the rest wait a minute. */
const EMAILS_PER_SWEEP = 200;
const DIGESTS_PER_SWEEP = 100;

/** After this many failed sends in one sweep the mail server is taken to be down until the next. */
const FAILURES_PER_SWEEP = 3;

/** `GET /api/notification-settings`: the person's choices (the defaults until they change them). */
export async function getNotificationSettings(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
): Promise<NotificationSettingsResponse> {
  const row = await repository.findSettingsRow(ctx.db, userId);
  return {
    data: row ? notificationSettingsFrom(row.email_off, row.push_off) : { ...DEFAULT_NOTIFICATION_SETTINGS },
  };
}

/** `PUT /api/notification-settings`: stores the topics switched off on each channel; the sweeps follow them. */
export async function saveNotificationSettings(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  userId: string,
  body: NotificationSettingsBody,
): Promise<NotificationSettingsResponse> {
  const row = await repository.saveSwitchedOff(
    ctx.db,
    userId,
    { email: topicsSwitchedOff(body, 'email'), push: topicsSwitchedOff(body, 'push') },
    ctx.clock.now(),
  );
  return {
    data: notificationSettingsFrom(row.email_off, row.push_off),
    message: NOTIFICATION_SETTINGS_MESSAGES.saved,
  };
}

/**
 * Unsubscribe links: per address, generous for a shared office network; per person, enough for every
 * topic a few times. A wrong token counts too, so guessing is slow as well as hopeless (HMAC-SHA256).
 */
export const UNSUBSCRIBE_RATE_LIMITS = {
  address: { limit: 30, windowSeconds: HOUR },
  subject: { limit: 20, windowSeconds: HOUR },
} as const;

/**
 * `POST /api/notification-settings/unsubscribe`: the token of an e-mail's link switches that topic's
 * e-mails off, without signing in (decision 040). A malformed, tampered or unknown token is a 422.
 */
export async function unsubscribe(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'rateLimiter'>,
  token: string,
  ip: string,
): Promise<UnsubscribeResponse> {
  await assertWithinLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, {
    action: 'unsubscribe',
    limits: UNSUBSCRIBE_RATE_LIMITS,
    ip,
    subjectKind: 'person',
    subject: token.split('.')[0] ?? '',
  });
  const found = readUnsubscribeToken(ctx.config.jwtSecret, token);
  const done = found && (await repository.switchEmailOff(ctx.db, found.userId, found.topic, ctx.clock.now()));
  if (!found || !done) throw invalid({ token: [NOTIFICATION_SETTINGS_MESSAGES.badToken] });
  const { label } = NOTIFICATION_TOPIC_TEXTS[found.topic];
  return { data: { topic: found.topic, label }, message: unsubscribedMessage(label) };
}

/**
 * The e-mail sweep (decision 036), never inside a request: the `notifications` table is its outbox.
 * Each owed notification is e-mailed on its own, or settled without one (its topic is off, its kind
 * is not e-mailed here, it waited too long); then each person whose job alert digest is due gets one.
 * Each e-mail is sent inside the transaction that marks it sent, on a row taken with `for update skip
 * locked`: a failed send leaves it owed for the next sweep, and two servers never send the same one.
 */
export async function runNotificationEmailSweep(
  ctx: Ctx,
): Promise<{ sent: number; settled: number; digests: number; failed: number }> {
  const failures = { count: 0 };
  const { sent, settled } = await sendOwedEmails(ctx, failures);
  const digests = failures.count < FAILURES_PER_SWEEP ? await sendDueDigests(ctx, failures) : 0;
  if (sent > 0 || settled > 0 || digests > 0 || failures.count > 0) {
    ctx.log.info(
      { event: 'notification_email_sweep', sent, settled, digests, failed: failures.count },
      'notification e-mail sweep',
    );
  }
  return { sent, settled, digests, failed: failures.count };
}

async function sendOwedEmails(ctx: Ctx, failures: { count: number }) {
  const now = ctx.clock.now();
  let sent = 0;
  const without = new Map<repository.EmailState, string[]>();
  for (const row of await repository.listOwedEmails(ctx.db, DIGEST_KINDS, EMAILS_PER_SWEEP)) {
    const delivery = emailDelivery(row.kind, notificationSettingsFrom(row.email_off ?? []));
    // The digest's kinds are not listed here; `off` and `never` are settled without an e-mail.
    if (delivery === 'digest') continue;
    const state = delivery === 'now' ? (isTooLateToEmail(row.created_at, now) ? 'given_up' : null) : delivery;
    if (state !== null) {
      without.set(state, [...(without.get(state) ?? []), row.id]);
      continue;
    }
    if (failures.count >= FAILURES_PER_SWEEP) continue;
    if (await sendClaimed(ctx, row.id, notificationMail(ctx, row), 'sent', failures)) sent += 1;
  }
  let settled = 0;
  for (const [state, ids] of without) {
    await repository.settleEmails(ctx.db, ids, state, now);
    settled += ids.length;
  }
  return { sent, settled };
}

/** Claims one notification, sends its e-mail and settles it, all or nothing; false when not sent. */
async function sendClaimed(
  ctx: Ctx,
  id: string,
  message: MailMessage,
  state: repository.EmailState,
  failures: { count: number },
): Promise<boolean> {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await repository.claimOwedEmail(tx, id))) return false;
      await ctx.mailer.send(message);
      await repository.settleEmails(tx, [id], state, ctx.clock.now());
      return true;
    });
  } catch (error) {
    failures.count += 1;
    // The address and the body stay out of the log: they are personal data.
    ctx.log.error({ err: error, notification: id }, 'notification e-mail could not be sent');
    return false;
  }
}

async function sendDueDigests(ctx: Ctx, failures: { count: number }): Promise<number> {
  const now = ctx.clock.now();
  let digests = 0;
  for (const person of await repository.listDigestPeople(
    ctx.db,
    DIGEST_KINDS,
    lastDigestDueBy(now),
    DIGESTS_PER_SWEEP,
  )) {
    if (failures.count >= FAILURES_PER_SWEEP) break;
    const settings = notificationSettingsFrom(person.email_off ?? []);
    if (emailDelivery('job_alert', settings) === 'off') {
      await repository.settleOwedOfPerson(ctx.db, person.user_id, DIGEST_KINDS, 'off', now);
      continue;
    }
    if (!isDigestDue(person.last_digest_at, person.waiting, now)) continue;
    try {
      const done = await ctx.db.transaction(async (tx) => {
        const claimed = await repository.claimDigest(tx, person.user_id, now);
        // Another server holds it, or sent it since the list was read.
        if (!claimed) return false;
        const alerts = await repository.listOwedOfPerson(tx, person.user_id, DIGEST_KINDS);
        if (!isDigestDue(claimed.last_digest_at, alerts.length, now)) return false;
        await ctx.mailer.send(digestMail(ctx, claimed, alerts));
        await repository.settleEmails(
          tx,
          alerts.map((alert) => alert.id),
          'digest',
          now,
        );
        await repository.recordDigestSent(tx, person.user_id, now);
        return true;
      });
      if (done) digests += 1;
    } catch (error) {
      failures.count += 1;
      ctx.log.error({ err: error, user: person.user_id }, 'job alert digest could not be sent');
    }
  }
  return digests;
}

const fullUrl = (ctx: Pick<AppContext, 'config'>, link: string) => `${ctx.config.publicUrl}${link}`;

/** The link that switches this topic's e-mails off without signing in (a signed token, decision 040). */
export function unsubscribeUrl(
  ctx: Pick<AppContext, 'config'>,
  userId: string,
  topic: NotificationTopic,
): string {
  const token = unsubscribeToken(ctx.config.jwtSecret, userId, topic);
  return fullUrl(ctx, `${UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(token)}`);
}

/**
 * The headers that let a mail program offer its own unsubscribe button (RFC 2369 and RFC 8058
 * one-click): a POST to the address switches this topic's e-mails off, as the link in the text does.
 */
function unsubscribeHeaders(
  ctx: Pick<AppContext, 'config'>,
  userId: string,
  topic: NotificationTopic | undefined,
): Pick<MailMessage, 'headers'> {
  if (!topic) return {};
  const token = unsubscribeToken(ctx.config.jwtSecret, userId, topic);
  const address = fullUrl(
    ctx,
    `${notificationSettingsPaths.oneClickUnsubscribe}?token=${encodeURIComponent(token)}`,
  );
  return {
    headers: { 'List-Unsubscribe': `<${address}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function settingsLines(
  ctx: Pick<AppContext, 'config'>,
  person: { userId: string; topic: NotificationTopic | undefined },
): string[] {
  return [
    '',
    `To choose which e-mails you get, go to ${fullUrl(ctx, NOTIFICATION_SETTINGS_PAGE)}`,
    ...(person.topic
      ? [
          `To stop e-mails about “${NOTIFICATION_TOPIC_TEXTS[person.topic].label}”: ${unsubscribeUrl(ctx, person.userId, person.topic)}`,
        ]
      : []),
  ];
}

/** One notification's e-mail: its title as the subject, its words, and its link in full. */
function notificationMail(
  ctx: Pick<AppContext, 'config'>,
  row: Pick<repository.OwedEmailRow, 'user_id' | 'kind' | 'email' | 'first_name' | 'title' | 'body' | 'link'>,
): MailMessage {
  const topic = Object.hasOwn(NOTIFICATION_KIND_TOPICS, row.kind)
    ? NOTIFICATION_KIND_TOPICS[row.kind]
    : undefined;
  return {
    ...letter({ to: row.email, firstName: row.first_name }, row.title, [
      row.body,
      ...(row.link ? ['', `Open it in Alongside: ${fullUrl(ctx, row.link)}`] : []),
      ...settingsLines(ctx, { userId: row.user_id, topic }),
    ]),
    ...unsubscribeHeaders(ctx, row.user_id, topic),
  };
}

/** The daily digest: each new job alert's title and link, the first `DIGEST_LIST_CAP`, then how many more. */
function digestMail(
  ctx: Pick<AppContext, 'config'>,
  person: { user_id: string; email: string; first_name: string },
  alerts: readonly { title: string; link: string | null }[],
): MailMessage {
  const { listed, more } = digestList(alerts);
  const subject =
    alerts.length === 1 ? 'A new job that suits you' : `${alerts.length} new jobs that suit you`;
  const mail = letter({ to: person.email, firstName: person.first_name }, subject, [
    alerts.length === 1
      ? 'This job was posted since our last e-mail and matches your profile:'
      : 'These jobs were posted since our last e-mail and match your profile:',
    ...listed.flatMap((alert) => ['', alert.title, ...(alert.link ? [fullUrl(ctx, alert.link)] : [])]),
    ...(more > 0 ? ['', `And ${more} more. See them all at ${fullUrl(ctx, '/notifications')}`] : []),
    ...settingsLines(ctx, { userId: person.user_id, topic: 'job_alerts' }),
  ]);
  return { ...mail, ...unsubscribeHeaders(ctx, person.user_id, 'job_alerts') };
}

/** How many people's unread digests one sweep sends at most; the rest wait a minute. */
const UNREAD_DIGESTS_PER_SWEEP = 100;

/**
 * The unread messages digest (issue #22 item 4, decision 040), every minute with the e-mail sweep:
 * each person with a message from the other person unread for 15 minutes gets one e-mail listing
 * their conversations with such messages not yet e-mailed (the other person's first name and how
 * many), if their e-mail switch for messages is on. Their own messages are never counted, even one
 * an application or a request sent for them after their read mark (decision 038).
 * `message_notice_marks.digested_up_to` then moves to each conversation's last message, so the same
 * messages are never e-mailed twice; a later message starts a new run. As with every e-mail
 * (decision 036) it is sent inside the transaction that records it, on the person's settings row
 * taken with `for update skip locked`: a failed send leaves it owed.
 */
export async function runUnreadMessagesDigestSweep(
  ctx: Ctx,
): Promise<{ sent: number; settled: number; failed: number }> {
  const now = ctx.clock.now();
  const dueBy = unreadSinceDueBy(now);
  let sent = 0;
  let settled = 0;
  let failed = 0;
  for (const userId of await pushRepository.listUnreadDigestPeople(ctx.db, dueBy, UNREAD_DIGESTS_PER_SWEEP)) {
    if (failed >= FAILURES_PER_SWEEP) break;
    try {
      const outcome = await ctx.db.transaction(async (tx) => {
        const person = await repository.claimDigest(tx, userId, now);
        if (!person) return 'skipped';
        const waiting = await pushRepository.listUnreadConversations(tx, userId);
        if (!waiting.some((conversation) => conversation.first_sent_at.getTime() <= dueBy.getTime())) {
          return 'skipped';
        }
        const on = notificationSettingsFrom(person.email_off, person.push_off).messages.email;
        if (on) await ctx.mailer.send(unreadDigestMail(ctx, person, waiting));
        for (const conversation of waiting) {
          await pushRepository.moveNoticeMark(
            tx,
            conversation.conversation_id,
            userId,
            'digested_up_to',
            conversation.last_sequence,
          );
        }
        return on ? 'sent' : 'settled';
      });
      if (outcome === 'sent') sent += 1;
      if (outcome === 'settled') settled += 1;
    } catch (error) {
      failed += 1;
      ctx.log.error({ err: error, user: userId }, 'unread messages digest could not be sent');
    }
  }
  if (sent > 0 || failed > 0) {
    ctx.log.info({ event: 'unread_digest_sweep', sent, settled, failed }, 'unread messages digest sweep');
  }
  return { sent, settled, failed };
}

/** "Unread messages from Ava": each conversation as "Ava: 2 unread messages" with its link. */
function unreadDigestMail(
  ctx: Pick<AppContext, 'config'>,
  person: { user_id: string; email: string; first_name: string },
  conversations: readonly pushRepository.UnreadConversationRow[],
): MailMessage {
  const subject =
    conversations.length === 1
      ? `Unread messages from ${conversations[0]!.other_first_name}`
      : `Unread messages from ${conversations.length} people`;
  const mail = letter({ to: person.email, firstName: person.first_name }, subject, [
    'You have messages waiting for you on Alongside:',
    ...conversations.flatMap((conversation) => [
      '',
      unreadLine(conversation.other_first_name, conversation.unread),
      fullUrl(ctx, `/chat/${conversation.conversation_id}`),
    ]),
    ...settingsLines(ctx, { userId: person.user_id, topic: 'messages' }),
  ]);
  return { ...mail, ...unsubscribeHeaders(ctx, person.user_id, 'messages') };
}
