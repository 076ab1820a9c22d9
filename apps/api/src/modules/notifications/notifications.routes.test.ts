import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { authenticate } from '../account/auth.service';
import { notify } from './notifications.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ expirySweep: false });
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function personWithNotice() {
  const person = await signUp(t.app);
  const userId = (await authenticate(t.app.ctx, person.token))!.user.id;
  await notify(t.app.ctx.db, userId, new Date(), {
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
