import { ACCOUNT_LIMITS } from '@alongside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../lib/clock';
import { makeStaff, signUpWithId } from '../test/account-helpers';
import {
  ACCESS_TABLE,
  HOME,
  guestSeat,
  type Answer,
  type Caller,
  type Row,
  type Seat,
  type TableContext,
} from '../test/access-table';
import { multipartBody, samplePng } from '../test/malicious-uploads';
import { giveRunningPlan } from '../test/subscription-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createWorker, WORKER_SPECS } from '../test/worker-fixtures';

// Issue #20 item 7: every API route, called as every kind of caller, answers as its row says.
const clock = manualClock();
let t: TestApp;
let ctx: TableContext;
const seats = new Map<Caller, Seat>();

/** A new signed-in person of the caller's kind; staff are client accounts with a role (decision 003). */
async function newSeat(caller: Exclude<Caller, 'guest' | 'owner'>, as: Caller = caller): Promise<Seat> {
  const person = await signUpWithId(t.app, { user_type: caller === 'worker' ? 'worker' : 'client' });
  if (caller === 'reviewer' || caller === 'admin') await makeStaff(t.app, person.id, caller);
  if (caller !== 'worker') {
    const home = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      payload: HOME,
      headers: auth(person.token),
    });
    if (home.statusCode !== 201) throw new Error(`home: ${home.body}`);
  }
  return {
    caller: as,
    id: person.id,
    token: person.token,
    refreshToken: person.refresh_token,
    email: person.email,
  };
}

function auth(token: string) {
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  t = await buildTestApp({ clock });
  seats.set('guest', guestSeat);
  for (const caller of ['client', 'worker', 'reviewer', 'admin'] as const)
    seats.set(caller, await newSeat(caller));

  const worker = await createWorker(t.app, WORKER_SPECS.ava);
  // The findable worker applies once for every call of the applications' rows: far beyond the free
  // allowance of 3 a month, so they are on a plan.
  await giveRunningPlan(t.app, worker.id);
  const photo = multipartBody(
    {},
    { field: 'avatar', name: 'me.png', type: 'image/png', bytes: await samplePng() },
  );
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: photo.payload,
    headers: { ...photo.headers, ...auth(worker.token) },
  });
  const avatarId = /\/api\/avatars\/([0-9a-f-]{36})/.exec(uploaded.body)?.[1];
  if (!avatarId) throw new Error(`avatar: ${uploaded.statusCode} ${uploaded.body}`);
  const spare = await signUpWithId(t.app);
  ctx = {
    app: t.app,
    outbox: t.outbox,
    findable: { id: worker.id, avatarId, token: worker.token },
    spare: { email: spare.email },
    waitBeforeAnotherCode: () => clock.advance(ACCOUNT_LIMITS.resendCooldownSeconds + 1),
  };
}, 60_000);
afterAll(() => t.close());

function answerOf(status: number, row: Row): Answer | number {
  if (status === 401 || status === 403 || status === 404) return status;
  if (row.permitted !== undefined) return status === row.permitted ? 'ok' : status;
  return status >= 200 && status < 300 ? 'ok' : status;
}

describe('the access table', () => {
  it('has a row for every API route, and no row for a route that does not exist', () => {
    const declared = [...t.app.apiRoutes.keys()].filter((route) => !route.includes('/api/docs')).sort();
    expect(declared).toEqual(Object.keys(ACCESS_TABLE).sort());
  });

  it('agrees with each route’s declared policy: public routes let guests in, staff routes keep everyone else out', () => {
    for (const [route, row] of Object.entries(ACCESS_TABLE)) {
      const access = t.app.apiRoutes.get(route)?.access;
      const guest = row.answers.guest;
      if (access === 'public') expect([route, guest]).toEqual([route, 'ok']);
      else expect([route, guest]).toEqual([route, 401]);
      if (access === 'staff')
        expect([route, row.answers.client, row.answers.worker]).toEqual([route, 403, 403]);
    }
  });

  for (const [route, row] of Object.entries(ACCESS_TABLE)) {
    it(`${route}`, async () => {
      const callers: Caller[] = [
        'guest',
        'client',
        'worker',
        'reviewer',
        'admin',
        ...(row.owner ? ['owner' as const] : []),
      ];
      const expected: Partial<Record<Caller, Answer>> = {};
      const actual: Partial<Record<Caller, Answer | number>> = {};
      const owner = row.owner ? await newSeat(row.owner, 'owner') : null;
      const oneRecord = row.record && row.oneRecord ? await row.record(ctx, owner) : null;
      for (const caller of callers) {
        expected[caller] = caller === 'owner' ? row.answers.owner : row.answers[caller];
        let seat = caller === 'owner' ? owner! : seats.get(caller)!;
        if (row.freshCallers && caller !== 'guest' && caller !== 'owner') seat = await newSeat(caller);
        const record = oneRecord ?? (row.record ? await row.record(ctx, owner) : '');
        const request = await row.request(seat, ctx, record);
        const response = await t.app.inject(request);
        actual[caller] = answerOf(response.statusCode, row);
        if (actual[caller] !== expected[caller])
          actual[caller] = `${response.statusCode} ${response.body.slice(0, 200)}` as never;
      }
      expect(actual).toEqual(expected);
    });
  }
});
