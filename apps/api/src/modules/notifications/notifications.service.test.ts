import { NOTIFICATION_LIST_LIMIT } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@alongside/contract';
import { manualClock } from '../../lib/clock';
import { transaction } from '../../lib/transaction';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notifyCommitted } from '../../test/notification-helpers';
import { listNotifications, markNotificationRead, notify, notifyEach } from './notifications.service';

const clock = manualClock(new Date('2026-03-10T00:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock, expirySweep: false });
});
afterAll(() => t.close());

const notice = (title: string) => ({
  kind: 'report_resolved' as const,
  title,
  body: 'Something happened.',
  link: null,
});

describe('notify and listNotifications', () => {
  it('lists the newest first, at most NOTIFICATION_LIST_LIMIT, with the count of unread ones', async () => {
    const user = await signUpUser(t.app);
    for (let index = 0; index < NOTIFICATION_LIST_LIMIT + 2; index++) {
      await notifyCommitted(
        t.app.ctx,
        user.id,
        new Date(Date.UTC(2026, 2, 1, 0, index)),
        notice(`Notice ${index}`),
      );
    }
    const { data, meta } = await listNotifications(t.app.ctx, user.id);
    expect(data).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(data[0]!.title).toBe(`Notice ${NOTIFICATION_LIST_LIMIT + 1}`);
    expect(meta.unread).toBe(NOTIFICATION_LIST_LIMIT + 2);
  });

  it('keeps a notification inside the transaction that made it: a rolled back change tells nobody', async () => {
    const user = await signUpUser(t.app);
    await transaction(t.app.ctx, async (tx) => {
      await notify(tx, user.id, clock.now(), notice('Never sent'));
      throw new Error('roll back');
    }).catch(() => undefined);
    expect((await listNotifications(t.app.ctx, user.id)).data).toEqual([]);
  });
});

describe('the announcement of a notification (the bell and the updates page, live)', () => {
  function heard(userId: string) {
    const events: ServerEvent[] = [];
    const stop = t.app.ctx.events.subscribe(userId, (event) => events.push(event));
    return { events, stop };
  }

  it('reaches the person only once the transaction has committed, carrying the notification', async () => {
    const user = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const mine = heard(user.id);
    const theirs = heard(other.id);
    await transaction(t.app.ctx, async (tx) => {
      await notify(tx, user.id, clock.now(), notice('Live'));
      expect(mine.events).toEqual([]);
    });
    const [stored] = (await listNotifications(t.app.ctx, user.id)).data;
    // Through Redis the event arrives a moment after the commit.
    await vi.waitFor(() => expect(mine.events).toEqual([{ type: 'notification', notification: stored }]));
    expect(theirs.events).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it('tells nobody of a rolled back change, and each of many people of their own', async () => {
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const [one, two] = [heard(first.id), heard(second.id)];
    await transaction(t.app.ctx, async (tx) => {
      await notify(tx, first.id, clock.now(), notice('Never sent'));
      throw new Error('roll back');
    }).catch(() => undefined);
    expect(one.events).toEqual([]);
    await transaction(t.app.ctx, (tx) =>
      notifyEach(tx, [first.id, second.id], clock.now(), notice('To both')),
    );
    // Events keep their order, so a rolled back one would arrive before this one.
    await vi.waitFor(() =>
      expect(one.events.map((event) => event.type === 'notification' && event.notification.title)).toEqual([
        'To both',
      ]),
    );
    await vi.waitFor(() => expect(two.events).toHaveLength(1));
    one.stop();
    two.stop();
  });

  it('refuses to notify outside transaction(), where nothing would announce it', async () => {
    const user = await signUpUser(t.app);
    await expect(notify(t.app.ctx.db, user.id, clock.now(), notice('Lost'))).rejects.toThrow(
      /transaction\(\)/,
    );
  });
});

describe('markNotificationRead', () => {
  it('marks one read once, keeping the first time', async () => {
    const user = await signUpUser(t.app);
    await notifyCommitted(t.app.ctx, user.id, clock.now(), notice('Hello'));
    const [first] = (await listNotifications(t.app.ctx, user.id)).data;
    const read = await markNotificationRead(t.app.ctx, user.id, first!.id);
    expect(read.read_at).toBe(clock.now().toISOString());
    clock.advance(60);
    expect((await markNotificationRead(t.app.ctx, user.id, first!.id)).read_at).toBe(read.read_at);
    expect((await listNotifications(t.app.ctx, user.id)).meta.unread).toBe(0);
  });

  it('answers another person\u2019s notification, a missing one and a malformed id with a 404', async () => {
    const owner = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    await notifyCommitted(t.app.ctx, owner.id, clock.now(), notice('Mine'));
    const [mine] = (await listNotifications(t.app.ctx, owner.id)).data;
    for (const id of [mine!.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      await expect(markNotificationRead(t.app.ctx, other.id, id)).rejects.toMatchObject({
        statusCode: 404,
        message: 'No query results for model [Notification].',
      });
    }
    expect((await listNotifications(t.app.ctx, owner.id)).data[0]!.read_at).toBeNull();
  });
});
