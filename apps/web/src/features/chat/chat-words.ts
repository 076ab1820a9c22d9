import type { Conversation, Message, MessageAbout } from '@alongside/contract';
import { messageMark, type MessageMark } from '@alongside/domain';

/** The words (never a colour alone) beside a message one sent. */
export const MARK_TEXTS: Readonly<Record<MessageMark | 'sending' | 'waiting' | 'failed', string>> = {
  sending: 'Sending…',
  waiting: 'Waiting to send — will send when you are back online',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not sent',
};

/** The mark of a message one sent, from the other person's delivered and read marks. */
export function markOf(
  sequence: number,
  marks: { other_delivered_up_to: number; other_read_up_to: number },
): MessageMark {
  return messageMark(sequence, { delivered: marks.other_delivered_up_to, read: marks.other_read_up_to });
}

/** A day as `YYYY-MM-DD` in the time zone the person reads in. */
function dayKey(at: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Days between two `YYYY-MM-DD` keys (noon UTC of each, so daylight saving never shifts a day). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/**
 * A day's heading in a conversation: "Today", "Yesterday", else "Tuesday 24 November" (with the year
 * when it is not this year's). `timeZone` is the reader's own unless a test fixes it.
 */
export function dayHeading(at: string | Date, now: Date = new Date(), timeZone?: string): string {
  const day = dayKey(new Date(at), timeZone);
  const today = dayKey(now, timeZone);
  const behind = daysBetween(day, today);
  if (behind === 0) return 'Today';
  if (behind === 1) return 'Yesterday';
  const noon = new Date(`${day}T12:00:00Z`);
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).formatToParts(noon);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return [part('weekday'), part('day'), part('month'), sameYear ? '' : part('year')]
    .filter(Boolean)
    .join(' ');
}

/** "10:04 am": the time a message was sent. */
export function clockTime(at: string | Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' })
    .format(new Date(at))
    .replace(/\u202f|\s/g, ' ');
}

/** When the last message of a conversation came, as a list shows it: a time today, else the day. */
export function listTime(at: string, now: Date = new Date(), timeZone?: string): string {
  const heading = dayHeading(at, now, timeZone);
  if (heading === 'Today') return clockTime(at, timeZone);
  if (heading === 'Yesterday') return heading;
  const behind = daysBetween(dayKey(new Date(at), timeZone), dayKey(now, timeZone));
  if (behind < 7) return heading.split(' ')[0] ?? heading;
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'short' }).format(new Date(at));
}

export interface DayGroup<T> {
  /** The day, `YYYY-MM-DD`, for a key. */
  day: string;
  heading: string;
  items: T[];
}

/** Messages, in sequence order, under the heading of the day each was sent. */
export function groupByDay<T extends Pick<Message, 'sent_at'>>(
  items: readonly T[],
  now: Date = new Date(),
  timeZone?: string,
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(new Date(item.sent_at), timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, heading: dayHeading(item.sent_at, now, timeZone), items: [item] });
  }
  return groups;
}

/** Over a conversation, or the list, while the browser is offline: what is shown is what was saved. */
export const OFFLINE_TEXTS = {
  messages:
    'You are offline. These are the messages saved on this device. What you write now is sent when you are back online.',
  conversations: 'You are offline. These are the conversations saved on this device.',
} as const;

/**
 * The line on a message another action sent on its author's behalf: "Applied to: Monday morning
 * help", "Sent with: Request for support".
 */
export function messageAboutText(about: MessageAbout): string {
  return `${about.kind === 'application' ? 'Applied to' : 'Sent with'}: ${about.title}`;
}

/** What a screen reader hears when a message from the other person arrives (and what it came with). */
export function arrivalAnnouncement(name: string, body: string, about: MessageAbout | null = null): string {
  return about
    ? `New message from ${name}, ${messageAboutText(about)}: ${body}`
    : `New message from ${name}: ${body}`;
}

/** A conversation's unread count on its badge, in words as well as the number. */
export function unreadText(count: number): string {
  return `${count > 99 ? '99+' : count} new`;
}

/** "120 KB", "3.4 MB": a file's size in the words people read on a phone. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What a message says in a list or an announcement: its words, or what it carries when it has none. */
export function messageText(message: Pick<Message, 'body' | 'attachment'>): string {
  if (message.body !== '' || !message.attachment) return message.body;
  return message.attachment.type === 'application/pdf'
    ? `A PDF: ${message.attachment.name}`
    : `A photo: ${message.attachment.name}`;
}

/** A conversation's last message in the list: its words, or the file it carries when it has none. */
export function previewText(
  last: Pick<NonNullable<Conversation['last_message']>, 'body' | 'attachment_name'>,
): string {
  return last.body !== '' || !last.attachment_name ? last.body : `Sent ${last.attachment_name}`;
}
