import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { notifyCommitted } from '../../test/notification-helpers';
import { authenticate } from '../account/auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function personWithNotice() {
  const person = await signUp(t.app);
  const userId = (await authenticate(t.app.ctx, person.token))!.user.id;
  await notifyCommitted(t.app.ctx, userId, new Date(), {
    kind: 'document_approved',
    title: 'Approved: Police check',
    body: 'Our team checked and approved it.',
    link: '/profile/profile-information/required-documents/police_checks',
  });
  return person;
}

describe('GET /api/notifications', () => {
  it('lists your notifications with the unread count', async () => {
    const { token } = await personWithNotice();
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ kind: 'document_approved', title: 'Approved: Police check', read_at: null }],
      meta: { unread: 1 },
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks your notification read', async () => {
    const { token } = await personWithNotice();
    const [notice] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) })
    ).json().data;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${notice.id}/read`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.read_at).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(token) });
    expect(after.json().meta.unread).toBe(0);
  });

  it('answers 404 for another person\u2019s notification or a malformed id, and 401 without a token', async () => {
    const owner = await personWithNotice();
    const other = await signUp(t.app);
    const [notice] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(owner.token) })
    ).json().data;
    for (const id of [notice.id, 'not-an-id']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/${id}/read`,
        headers: auth(other.token),
      });
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notifications/${notice.id}/read` })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/notifications, a page at a time', () => {
  it('pages the list newest first and counts them all', async () => {
    const person = await signUp(t.app);
    const userId = (await authenticate(t.app.ctx, person.token))!.user.id;
    for (let n = 1; n <= 3; n++) {
      await notifyCommitted(t.app.ctx, userId, new Date(Date.UTC(2026, 10, n)), {
        kind: 'report_resolved',
        title: `Update ${n}`,
        body: 'Something happened.',
        link: null,
      });
    }
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=2',
      headers: auth(person.token),
    });
    expect(first.json().data.map((notice: { title: string }) => notice.title)).toEqual([
      'Update 3',
      'Update 2',
    ]);
    expect(first.json().meta).toEqual({ page: 1, limit: 2, total: 3, last_page: 2, unread: 3 });
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=2&page=2',
      headers: auth(person.token),
    });
    expect(second.json().data.map((notice: { title: string }) => notice.title)).toEqual(['Update 1']);
  });

  it('keeps the unread ones or the read ones on request, each with only the fields asked for', async () => {
    const person = await signUp(t.app);
    const userId = (await authenticate(t.app.ctx, person.token))!.user.id;
    for (let n = 1; n <= 2; n++) {
      await notifyCommitted(t.app.ctx, userId, new Date(Date.UTC(2026, 10, n)), {
        kind: 'report_resolved',
        title: `Update ${n}`,
        body: 'Something happened.',
        link: null,
      });
    }
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers: auth(person.token) });
    const [older] = (await list('filter[unread]=true')).json().data.slice(-1);
    await t.app.inject({
      method: 'POST',
      url: `/api/notifications/${older.id}/read`,
      headers: auth(person.token),
    });

    const unread = (await list('filter[unread]=true&fields[notifications]=title')).json();
    expect(unread.data).toEqual([{ id: expect.any(String), title: 'Update 2' }]);
    expect(unread.meta).toMatchObject({ total: 1, unread: 1 });
    const read = (await list('filter[unread]=false&fields[notifications]=title,read_at')).json();
    expect(read.data).toEqual([{ id: older.id, title: 'Update 1', read_at: expect.any(String) }]);
    expect((await list('')).json().meta).toMatchObject({ total: 2, unread: 1 });
  });

  it.each([
    ['?limit=51', 422, { limit: ['The limit must be a whole number from 1 to 50.'] }],
    ['?page=0', 422, { page: ['The page must be a whole number from 1.'] }],
    ['?unread=true', 400, { unread: ['This field is not allowed.'] }],
    ['?filter[unread]=yes', 422, { 'filter[unread]': ['Use true or false.'] }],
    [
      '?fields[notifications]=user_id',
      422,
      { 'fields[notifications]': [expect.stringMatching(/^Choose fields from id, kind/)] },
    ],
    ['?include=user', 400, { include: ['This field is not allowed.'] }],
  ])('refuses %s', async (query, status, errors) => {
    const { token } = await personWithNotice();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notifications${query}`,
      headers: auth(token),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors).toEqual(errors);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every one of yours read, and no one else’s', async () => {
    const mine = await personWithNotice();
    const theirs = await personWithNotice();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: auth(mine.token),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { marked: 1 },
      meta: { unread: 0 },
      message: 'All your updates are marked as read.',
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(mine.token) });
    expect(after.json().meta.unread).toBe(0);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: auth(theirs.token),
    });
    expect(other.json().meta.unread).toBe(1);
  });

  it('answers 401 without a token and 422 for a body with fields', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    const { token } = await personWithNotice();
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: auth(token),
      payload: { ids: [] },
    });
    expect(extra.statusCode).toBe(422);
  });
});
