import { z } from 'zod';
import type { UserType } from '../account/account.schemas';

/**
 * What a person may choose to hear about by e-mail (issue #21 item 7, decision 036). Each topic
 * gathers kinds of notification a person thinks of together; every notification is in the app
 * whatever they choose.
 */
export const NOTIFICATION_TOPICS = ['applications', 'applicants', 'requests', 'jobs', 'job_alerts'] as const;
export const NotificationTopicSchema = z.enum(NOTIFICATION_TOPICS);
export type NotificationTopic = z.infer<typeof NotificationTopicSchema>;

/** The topics' names and what each covers, in the words the settings screen shows. */
export const NOTIFICATION_TOPIC_TEXTS: Readonly<Record<NotificationTopic, { label: string; hint: string }>> =
  {
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
  client: ['applicants', 'requests', 'jobs'],
  worker: ['applications', 'requests', 'job_alerts'],
};

/** Each notification kind that may be e-mailed, with its topic. */
export const NOTIFICATION_KIND_TOPICS: Readonly<Record<string, NotificationTopic>> = {
  application_shortlisted: 'applications',
  application_offer: 'applications',
  application_declined: 'applications',
  application_not_selected: 'applications',
  application_received: 'applicants',
  offer_accepted: 'applicants',
  offer_declined: 'applicants',
  request_received: 'requests',
  request_accepted: 'requests',
  request_declined: 'requests',
  request_cancelled: 'requests',
  request_expired: 'requests',
  job_filled: 'jobs',
  job_expired: 'jobs',
  job_alert: 'job_alerts',
};

/** The topics whose notifications are gathered into the daily digest instead of one e-mail each. */
export const DIGEST_TOPICS: readonly NotificationTopic[] = ['job_alerts'];

/** The kinds of notification the digest gathers (`job_alert`). */
export const DIGEST_KINDS: readonly string[] = Object.entries(NOTIFICATION_KIND_TOPICS)
  .filter(([, topic]) => DIGEST_TOPICS.includes(topic))
  .map(([kind]) => kind);

/** A person's e-mail choices: every topic on or off. */
export type NotificationSettings = Record<NotificationTopic, boolean>;

/** Until a person changes them: an e-mail for every topic, job alerts as the daily digest. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  applications: true,
  applicants: true,
  requests: true,
  jobs: true,
  job_alerts: true,
};

/** The settings a person has, from the topics they switched off (all that is stored). */
export function notificationSettingsFrom(emailOff: readonly string[]): NotificationSettings {
  const settings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const topic of NOTIFICATION_TOPICS) if (emailOff.includes(topic)) settings[topic] = false;
  return settings;
}

/** The topics switched off, in the topics' order: what is stored. */
export function topicsSwitchedOff(settings: NotificationSettings): NotificationTopic[] {
  return NOTIFICATION_TOPICS.filter((topic) => !settings[topic]);
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
  const topic = Object.hasOwn(NOTIFICATION_KIND_TOPICS, kind) ? NOTIFICATION_KIND_TOPICS[kind] : undefined;
  if (topic === undefined) return 'never';
  if (!settings[topic]) return 'off';
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
