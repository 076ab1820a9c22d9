import { z } from 'zod';
import type { UserType } from '../account/user-types';

/**
 * What a person may choose to hear about by e-mail and on their devices (issue #21 item 7, decision
 * 036; channels and `messages`: issue #22 item 4, decision 040). Each topic gathers kinds of
 * notification a person thinks of together; every notification is in the app whatever they choose.
 */
export const NOTIFICATION_TOPICS = [
  'messages',
  'applications',
  'applicants',
  'requests',
  'jobs',
  'job_alerts',
] as const;
export const NotificationTopicSchema = z.enum(NOTIFICATION_TOPICS);
export type NotificationTopic = z.infer<typeof NotificationTopicSchema>;

/** The topics' names and what each covers, in the words the settings screen shows. */
export const NOTIFICATION_TOPIC_TEXTS: Readonly<Record<NotificationTopic, { label: string; hint: string }>> =
  {
    messages: {
      label: 'Messages',
      hint: 'A new message. By e-mail: one e-mail when messages stay unread for 15 minutes.',
    },
    applications: {
      label: 'Your applications and offers',
      hint: 'When a client shortlists you, makes you an offer or chooses someone else.',
    },
    applicants: {
      label: 'People applying to your jobs',
      hint: 'When someone applies, or answers the offer you made.',
    },
    requests: {
      label: 'Requests',
      hint: 'When a request for support is sent, answered, cancelled or runs out.',
    },
    jobs: {
      label: 'Your jobs',
      hint: 'When a job is filled or reaches its closing date.',
    },
    job_alerts: {
      label: 'New jobs that suit you',
      hint: 'One e-mail a day at most, listing the new jobs that match your profile.',
    },
  };

/** Which topics each kind of person has: the others never happen to them. */
export const NOTIFICATION_TOPICS_BY_USER_TYPE: Readonly<Record<UserType, readonly NotificationTopic[]>> = {
  client: ['messages', 'applicants', 'requests', 'jobs'],
  worker: ['messages', 'applications', 'requests', 'job_alerts'],
};

/**
 * Every kind of notification the app writes, with its topic (null: told in the app only, or e-mailed
 * by its own area whatever the settings) and whether it also goes to the person's devices (push). A
 * kind not listed here does not compile at a `notify` call. New messages are not notifications: the
 * push and the unread digest read the messages themselves (decision 040).
 */
export const NOTIFICATION_KINDS = {
  application_shortlisted: { topic: 'applications', push: false },
  application_offer: { topic: 'applications', push: true },
  application_declined: { topic: 'applications', push: false },
  application_not_selected: { topic: 'applications', push: false },
  application_received: { topic: 'applicants', push: false },
  offer_accepted: { topic: 'applicants', push: false },
  offer_declined: { topic: 'applicants', push: false },
  request_received: { topic: 'requests', push: true },
  request_accepted: { topic: 'requests', push: false },
  request_declined: { topic: 'requests', push: false },
  request_cancelled: { topic: 'requests', push: false },
  request_expired: { topic: 'requests', push: false },
  job_filled: { topic: 'jobs', push: false },
  job_expired: { topic: 'jobs', push: false },
  job_alert: { topic: 'job_alerts', push: false },
  document_approved: { topic: null, push: false },
  document_rejected: { topic: null, push: false },
  document_expiring: { topic: null, push: false },
  identity_check_passed: { topic: null, push: false },
  identity_check_failed: { topic: null, push: false },
  report_resolved: { topic: null, push: false },
  payment_failed: { topic: null, push: false },
  // A second plan paid at the same moment as the first, ended and refunded (decision 041).
  second_plan_ended: { topic: null, push: false },
  // A late payment of a plan the worker replaced after its payment failed, refunded (decision 041).
  replaced_plan_refunded: { topic: null, push: false },
} as const satisfies Record<string, { topic: NotificationTopic | null; push: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

function kindOf(kind: string): { topic: NotificationTopic | null; push: boolean } | undefined {
  return Object.hasOwn(NOTIFICATION_KINDS, kind) ? NOTIFICATION_KINDS[kind as NotificationKind] : undefined;
}

/** Each notification kind that may be e-mailed, with its topic. */
export const NOTIFICATION_KIND_TOPICS: Readonly<Record<string, NotificationTopic>> = Object.fromEntries(
  Object.entries(NOTIFICATION_KINDS).flatMap(([kind, { topic }]) => (topic ? [[kind, topic]] : [])),
);

/** Whether a kind of notification also goes to the person's devices (an offer, a request received). */
export function isPushKind(kind: string): boolean {
  return kindOf(kind)?.push ?? false;
}

/** The kinds that go to devices. */
export const PUSH_KINDS: readonly NotificationKind[] = (
  Object.keys(NOTIFICATION_KINDS) as NotificationKind[]
).filter((kind) => NOTIFICATION_KINDS[kind].push);

/** The topics with something to send to a device: new messages, and the topics of `PUSH_KINDS`. */
export const PUSH_TOPICS: readonly NotificationTopic[] = NOTIFICATION_TOPICS.filter(
  (topic) => topic === 'messages' || PUSH_KINDS.some((kind) => NOTIFICATION_KINDS[kind].topic === topic),
);

/** The topics whose notifications are gathered into the daily digest instead of one e-mail each. */
export const DIGEST_TOPICS: readonly NotificationTopic[] = ['job_alerts'];

/** The kinds of notification the digest gathers (`job_alert`). */
export const DIGEST_KINDS: readonly string[] = Object.entries(NOTIFICATION_KIND_TOPICS)
  .filter(([, topic]) => DIGEST_TOPICS.includes(topic))
  .map(([kind]) => kind);

/** The ways a notification reaches a person besides the app (which always has it). */
export const NOTIFICATION_CHANNELS = ['email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One topic's choices: by e-mail, and on the person's devices. */
export type TopicChoice = Record<NotificationChannel, boolean>;

/** A person's choices: for every topic, e-mail and push on or off. */
export type NotificationSettings = Record<NotificationTopic, TopicChoice>;

/** Until a person changes them: every topic by e-mail (job alerts as the daily digest) and by push. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.fromEntries(
  NOTIFICATION_TOPICS.map((topic) => [topic, { email: true, push: true }]),
) as NotificationSettings;

/**
 * The settings a person has, from the topics they switched off on each channel (all that is stored):
 * a topic not listed is on, so a new topic starts on and existing e-mail choices are kept.
 */
export function notificationSettingsFrom(
  emailOff: readonly string[],
  pushOff: readonly string[] = [],
): NotificationSettings {
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [
      topic,
      { email: !emailOff.includes(topic), push: !pushOff.includes(topic) },
    ]),
  ) as NotificationSettings;
}

/** The topics switched off on a channel, in the topics' order: what is stored. */
export function topicsSwitchedOff(
  settings: NotificationSettings,
  channel: NotificationChannel = 'email',
): NotificationTopic[] {
  return NOTIFICATION_TOPICS.filter((topic) => !settings[topic][channel]);
}

/** Whether a notification of `kind` goes to the person's devices with these settings. */
export function pushDelivery(kind: string, settings: NotificationSettings): 'push' | 'off' | 'never' {
  const found = kindOf(kind);
  if (!found?.push || !found.topic) return 'never';
  return settings[found.topic].push ? 'push' : 'off';
}

/**
 * A push not delivered this long after its event is no longer news: it is let go (the e-mail, if the
 * person chose it, still follows).
 */
export const PUSH_GIVE_UP_MINUTES = 60;

/** Whether a push for an event at `at` is too old to send at `now` (`PUSH_GIVE_UP_MINUTES`). */
export function isTooLateToPush(at: Date, now: Date): boolean {
  return now.getTime() - at.getTime() >= PUSH_GIVE_UP_MINUTES * 60 * 1000;
}

/** Messages left unread this long are e-mailed as one digest (issue #22 item 4). */
export const MESSAGE_DIGEST_WAIT_MINUTES = 15;

/** A message sent at or before this moment and still unread belongs in a digest now. */
export function unreadSinceDueBy(now: Date): Date {
  return new Date(now.getTime() - MESSAGE_DIGEST_WAIT_MINUTES * 60 * 1000);
}

/** How a conversation reads in the unread digest: "Ava: 3 unread messages". */
export function unreadLine(firstName: string, unread: number): string {
  return `${firstName}: ${unread} unread ${unread === 1 ? 'message' : 'messages'}`;
}

/**
 * How a notification goes out by e-mail:
 * - `now`: an e-mail of its own at the next sweep;
 * - `digest`: in the daily digest;
 * - `off`: its topic is switched off;
 * - `never`: its kind has no topic. Decisions on documents and identity checks and document expiry
 *   warnings are e-mailed at once by their own area whatever the settings (decision 017: they decide
 *   whether a worker can work); anything else is told in the app only.
 */
export type EmailDelivery = 'now' | 'digest' | 'off' | 'never';

export function emailDelivery(kind: string, settings: NotificationSettings): EmailDelivery {
  const topic = kindOf(kind)?.topic ?? null;
  if (topic === null) return 'never';
  if (!settings[topic].email) return 'off';
  return DIGEST_TOPICS.includes(topic) ? 'digest' : 'now';
}

/** At most one digest a day: 24 hours after the last one. */
export const DIGEST_INTERVAL_HOURS = 24;

/** How many job alerts a digest lists by name; the rest are counted ("and 3 more"). */
export const DIGEST_LIST_CAP = 10;

/**
 * A notification not e-mailed this long after it was made is no longer news (the mail server was
 * down, the person's address was refused): it is let go rather than sent late or tried for ever.
 */
export const EMAIL_GIVE_UP_HOURS = 48;

/**
 * Whether a person's digest is due: they have job alerts not e-mailed yet, and their last digest
 * went 24 hours or more ago, or never.
 */
export function isDigestDue(lastDigestAt: Date | null, waitingAlerts: number, now: Date): boolean {
  if (waitingAlerts <= 0) return false;
  return lastDigestAt === null || lastDigestAt.getTime() <= lastDigestDueBy(now).getTime();
}

/** A person whose last digest went at or before this moment may have another now. */
export function lastDigestDueBy(now: Date): Date {
  return new Date(now.getTime() - DIGEST_INTERVAL_HOURS * 60 * 60 * 1000);
}

/** Whether a notification made at `createdAt` is too old to e-mail at `now` (`EMAIL_GIVE_UP_HOURS`). */
export function isTooLateToEmail(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= EMAIL_GIVE_UP_HOURS * 60 * 60 * 1000;
}

/** The digest's list: the first `DIGEST_LIST_CAP` by name, and how many more there are. */
export function digestList<T>(alerts: readonly T[]): { listed: T[]; more: number } {
  return { listed: alerts.slice(0, DIGEST_LIST_CAP), more: Math.max(0, alerts.length - DIGEST_LIST_CAP) };
}
