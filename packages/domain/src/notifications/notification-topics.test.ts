import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DIGEST_KINDS,
  digestList,
  emailDelivery,
  isDigestDue,
  isTooLateToEmail,
  lastDigestDueBy,
  NOTIFICATION_KIND_TOPICS,
  NOTIFICATION_TOPICS,
  NOTIFICATION_TOPICS_BY_USER_TYPE,
  notificationSettingsFrom,
  topicsSwitchedOff,
  isPushKind,
  isTooLateToPush,
  PUSH_KINDS,
  PUSH_TOPICS,
  pushDelivery,
  unreadLine,
  unreadSinceDueBy,
  type NotificationSettings,
  type NotificationTopic,
} from './notification-topics';

const allOn = DEFAULT_NOTIFICATION_SETTINGS;
const off = (...topics: NotificationTopic[]): NotificationSettings => notificationSettingsFrom(topics);
const offPush = (...topics: NotificationTopic[]): NotificationSettings =>
  notificationSettingsFrom([], topics);

describe('the topics', () => {
  it('has every topic on by default, by e-mail and by push', () => {
    expect(Object.keys(DEFAULT_NOTIFICATION_SETTINGS)).toEqual([...NOTIFICATION_TOPICS]);
    for (const topic of NOTIFICATION_TOPICS) {
      expect(DEFAULT_NOTIFICATION_SETTINGS[topic]).toEqual({ email: true, push: true });
    }
  });

  it.each([
    ['client', ['messages', 'applicants', 'requests', 'jobs']],
    ['worker', ['messages', 'applications', 'requests', 'job_alerts']],
  ] as const)('shows a %s the topics %j', (userType, topics) => {
    expect(NOTIFICATION_TOPICS_BY_USER_TYPE[userType]).toEqual(topics);
  });

  it('gives each topic to at least one kind of person', () => {
    const seen = new Set(Object.values(NOTIFICATION_TOPICS_BY_USER_TYPE).flat());
    expect([...seen].sort()).toEqual([...NOTIFICATION_TOPICS].sort());
  });

  it('keeps only the switched-off topics of each channel, in order, and reads them back', () => {
    const settings = {
      ...allOn,
      jobs: { email: false, push: true },
      applicants: { email: false, push: false },
    };
    expect(topicsSwitchedOff(settings)).toEqual(['applicants', 'jobs']);
    expect(topicsSwitchedOff(settings, 'push')).toEqual(['applicants']);
    expect(notificationSettingsFrom(['applicants', 'jobs'], ['applicants'])).toEqual(settings);
    expect(notificationSettingsFrom(['no_longer_a_topic'])).toEqual(allOn);
  });

  it('keeps the e-mail choices stored before push existed, and turns push on', () => {
    expect(notificationSettingsFrom(['jobs']).jobs).toEqual({ email: false, push: true });
  });
});

describe('pushDelivery', () => {
  it.each([
    ['application_offer', allOn, 'push'],
    ['request_received', allOn, 'push'],
    ['application_offer', offPush('applications'), 'off'],
    ['request_received', offPush('requests'), 'off'],
    ['request_received', off('requests'), 'push'],
    ['application_shortlisted', allOn, 'never'],
    ['job_alert', allOn, 'never'],
    ['document_approved', allOn, 'never'],
    ['toString', allOn, 'never'],
  ] as const)('pushes %s with %j: %s', (kind, settings, delivery) => {
    expect(pushDelivery(kind, settings)).toBe(delivery);
  });

  it('pushes offers and requests received, and has a push switch for messages too', () => {
    expect(PUSH_KINDS).toEqual(['application_offer', 'request_received']);
    expect(PUSH_TOPICS).toEqual(['messages', 'applications', 'requests']);
    expect(isPushKind('application_offer')).toBe(true);
    expect(isPushKind('offer_accepted')).toBe(false);
  });

  it.each([
    ['made a minute ago', new Date('2026-12-03T08:59:00Z'), false],
    ['made 59 minutes ago', new Date('2026-12-03T08:01:00Z'), false],
    ['made an hour ago', new Date('2026-12-03T08:00:00Z'), true],
  ])('a push %s is too late: %s', (_case, at, late) => {
    expect(isTooLateToPush(at, new Date('2026-12-03T09:00:00Z'))).toBe(late);
  });
});

describe('the unread messages digest', () => {
  it('takes messages unread for 15 minutes or more', () => {
    expect(unreadSinceDueBy(new Date('2026-12-03T09:00:00Z'))).toEqual(new Date('2026-12-03T08:45:00Z'));
  });

  it.each([
    ['Ava', 1, 'Ava: 1 unread message'],
    ['Wes', 3, 'Wes: 3 unread messages'],
  ])('reads %s with %i as "%s"', (name, unread, line) => {
    expect(unreadLine(name, unread)).toBe(line);
  });
});

describe('emailDelivery', () => {
  it.each([
    ['application_received', allOn, 'now'],
    ['application_shortlisted', allOn, 'now'],
    ['application_declined', allOn, 'now'],
    ['application_offer', allOn, 'now'],
    ['application_not_selected', allOn, 'now'],
    ['offer_accepted', allOn, 'now'],
    ['offer_declined', allOn, 'now'],
    ['job_filled', allOn, 'now'],
    ['job_expired', allOn, 'now'],
    ['request_received', allOn, 'now'],
    ['request_accepted', allOn, 'now'],
    ['request_declined', allOn, 'now'],
    ['request_cancelled', allOn, 'now'],
    ['request_expired', allOn, 'now'],
    ['job_alert', allOn, 'digest'],
    ['application_offer', off('applications'), 'off'],
    ['application_received', off('applicants'), 'off'],
    ['offer_declined', off('applicants'), 'off'],
    ['request_expired', off('requests'), 'off'],
    ['job_filled', off('jobs'), 'off'],
    ['job_alert', off('job_alerts'), 'off'],
    ['application_offer', off('applicants', 'requests', 'jobs', 'job_alerts'), 'now'],
    ['document_approved', allOn, 'never'],
    ['document_rejected', allOn, 'never'],
    ['document_expiring', allOn, 'never'],
    ['identity_check_passed', allOn, 'never'],
    ['identity_check_failed', allOn, 'never'],
    ['report_resolved', allOn, 'never'],
    ['something_new', allOn, 'never'],
    ['toString', allOn, 'never'],
  ] as const)('sends %s with %j by %s', (kind, settings, delivery) => {
    expect(emailDelivery(kind, settings)).toBe(delivery);
  });

  it('gathers job alerts, and only them, into the digest', () => {
    expect(DIGEST_KINDS).toEqual(['job_alert']);
  });

  it('names a topic for every event issue #21 lists', () => {
    expect(Object.keys(NOTIFICATION_KIND_TOPICS)).toHaveLength(15);
  });
});

describe('isDigestDue', () => {
  const now = new Date('2026-12-01T09:00:00Z');
  it.each([
    ['never sent, one alert waiting', null, 1, true],
    ['never sent, nothing waiting', null, 0, false],
    ['sent exactly 24 hours ago', new Date('2026-11-30T09:00:00Z'), 3, true],
    ['sent 25 hours ago', new Date('2026-11-30T08:00:00Z'), 1, true],
    ['sent 23 hours 59 minutes ago', new Date('2026-11-30T09:01:00Z'), 5, false],
    ['sent an hour ago', new Date('2026-12-01T08:00:00Z'), 1, false],
    ['sent 2 days ago, nothing waiting', new Date('2026-11-29T09:00:00Z'), 0, false],
  ])('%s: %s', (_case, last, waiting, due) => {
    expect(isDigestDue(last, waiting, now)).toBe(due);
  });

  it('is due again for a last digest sent at or before a day ago', () => {
    expect(lastDigestDueBy(now)).toEqual(new Date('2026-11-30T09:00:00Z'));
  });
});

describe('isTooLateToEmail', () => {
  const now = new Date('2026-12-03T09:00:00Z');
  it.each([
    ['made a minute ago', new Date('2026-12-03T08:59:00Z'), false],
    ['made 47 hours ago', new Date('2026-12-01T10:00:00Z'), false],
    ['made exactly 48 hours ago', new Date('2026-12-01T09:00:00Z'), true],
    ['made 3 days ago', new Date('2026-11-30T09:00:00Z'), true],
  ])('%s: %s', (_case, createdAt, late) => {
    expect(isTooLateToEmail(createdAt, now)).toBe(late);
  });
});

describe('digestList', () => {
  const alerts = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
  it.each([
    [1, 1, 0],
    [10, 10, 0],
    [11, 10, 1],
    [25, 10, 15],
  ])('lists %i alerts as %i by name and %i more', (count, listed, more) => {
    const list = digestList(alerts(count));
    expect(list.listed).toEqual(alerts(listed));
    expect(list.more).toBe(more);
  });
});
