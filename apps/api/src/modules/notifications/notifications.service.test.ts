import { NOTIFICATION_LIST_LIMIT } from '@alongside/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { listNotifications, markNotificationRead, notify } from './notifications.service';

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
      await notify(
        t.app.ctx.db,
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
    await t.app.ctx.db
      .transaction(async (tx) => {
        await notify(tx, user.id, clock.now(), notice('Never sent'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await listNotifications(t.app.ctx, user.id)).data).toEqual([]);
  });
});

describe('markNotificationRead', () => {
  it('marks one read once, keeping the first time', async () => {
    const user = await signUpUser(t.app);
    await notify(t.app.ctx.db, user.id, clock.now(), notice('Hello'));
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
    await notify(t.app.ctx.db, owner.id, clock.now(), notice('Mine'));
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
