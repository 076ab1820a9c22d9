import { distanceKm } from '@alongside/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, documents, users, verificationAudit } from '../db/schema/index';
import { countRows, getSession, post } from '../test/account-helpers';
import { buildTestApp, type TestApp } from '../test/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo';
import { DEMO_PROFILES } from './demo-profiles';
import { SYNTHETIC_EMAIL_DOMAIN, SYNTHETIC_REGIONS } from './synthetic-workers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('demo data', () => {
  it('seeds confirmed, onboarded clients, workers, an admin and a reviewer who sign in with the demo password', async () => {
    const before = Date.now();
    expect(await seedDemoData(t.app.ctx, t.app.payments)).toBe(true);

    for (const account of DEMO_ACCOUNTS) {
      const login = await post(t.app, '/api/auth/login', { email: account.email, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      const { user } = (await getSession(t.app, login.json().token)).json();
      expect(user).toMatchObject({
        email: account.email,
        user_type: account.user_type,
        role: account.role,
        email_verified: true,
      });
      // Onboarded, with the disclaimer accepted: the onboarding guard lets them through to home.
      expect(Date.parse(user.onboarded_at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(user.disclaimer_accepted_at)).toBeLessThanOrEqual(Date.parse(user.onboarded_at));
    }
  });

  it('puts Wes on the monthly plan with one paid order and its invoice, and Priya on none', async () => {
    const signIn = async (email: string) =>
      (await post(t.app, '/api/auth/login', { email, password: DEMO_PASSWORD })).json().token as string;
    const get = (url: string, token: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const wes = await signIn('worker@example.com');
    expect((await get('/api/subscription', wes)).json().data).toMatchObject({
      plan: 'monthly',
      state: 'active',
    });
    const orders = (await get('/api/orders', wes)).json().data;
    expect(orders).toMatchObject([{ plan: 'monthly', amount_cents: 2_900, status: 'paid' }]);
    expect((await get(`/api/orders/${orders[0].id}/invoice`, wes)).statusCode).toBe(200);
    const priya = await signIn('worker2@example.com');
    expect((await get('/api/subscription', priya)).json().data).toBeNull();
  });

  it('gives the demo client and worker complete profiles with a home address', async () => {
    for (const demo of DEMO_PROFILES) {
      const login = await post(t.app, '/api/auth/login', { email: demo.email, password: DEMO_PASSWORD });
      const { user } = (await getSession(t.app, login.json().token)).json();
      expect(user).toMatchObject({
        profile_completed: true,
        personal_details_completed: true,
        place_city: demo.address.suburb,
        place_state_short_name: demo.address.state,
        postcode: demo.address.postcode,
      });
    }
  });

  it('makes Wes fully verified: his six required documents approved, current, with their files stored', async () => {
    const login = await post(t.app, '/api/auth/login', {
      email: 'worker@example.com',
      password: DEMO_PASSWORD,
    });
    const token = login.json().token as string;
    const { user } = (await getSession(t.app, token)).json();
    expect(user.id_verification_completed).toBe(true);

    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/verification',
      headers: { authorization: `Bearer ${token}` },
    });
    const required = (summary.json().data.requirements as { required: boolean; status: string }[]).filter(
      (requirement) => requirement.required,
    );
    expect(required.map((requirement) => requirement.status)).toEqual(Array(6).fill('approved'));

    const rows = await t.app.ctx.db.select().from(documents).where(eq(documents.user_id, user.id));
    expect(rows.find((row) => row.document_type === 'abn')?.abn).toBe('51824753556');
    for (const row of rows.filter((row) => row.document_type !== 'abn')) {
      const bytes = await t.app.ctx.files.get(row.file_key!);
      expect(bytes?.subarray(0, 5).toString('latin1'), row.document_type).toBe('%PDF-');
    }
  });

  it("gives Clara an identity checked by the sandbox, and puts Priya's police check in the reviewer's queue", async () => {
    const clara = await post(t.app, '/api/auth/login', {
      email: 'client@example.com',
      password: DEMO_PASSWORD,
    });
    expect((await getSession(t.app, clara.json().token)).json().user.id_verification_completed).toBe(true);

    const reviewer = await post(t.app, '/api/auth/login', {
      email: 'reviewer@example.com',
      password: DEMO_PASSWORD,
    });
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/verification/documents',
      headers: { authorization: `Bearer ${reviewer.json().token}` },
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toEqual([
      expect.objectContaining({
        document_type: 'police_checks',
        status: 'pending',
        owner: expect.objectContaining({ first_name: 'Priya', user_type: 'worker' }),
      }),
    ]);

    const log = await t.app.ctx.db.select().from(verificationAudit);
    expect(log.map((entry) => entry.action).sort()).toEqual([
      ...Array(6).fill('approved'),
      'identity_check_passed',
    ]);
  });

  it('gives Clara two open jobs that Wes finds on his job board, a draft, and a request and a message waiting for Wes', async () => {
    const signIn = async (email: string) =>
      (await post(t.app, '/api/auth/login', { email, password: DEMO_PASSWORD })).json().token as string;
    const get = async (url: string, token: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json();

    const mine = await get('/api/jobs', await signIn('client@example.com'));
    expect(mine.meta.counts).toMatchObject({ open: 2, draft: 1 });

    const board = await get('/api/jobs/recommended', await signIn('worker@example.com'));
    expect(board.data.map((job: { title: string }) => job.title).sort()).toEqual([
      'A lift to the shops and back',
      'Help with my morning routine',
    ]);
    expect(board.data[0]).toMatchObject({ client_first_name: 'Clara', place: { suburb: 'Parramatta' } });

    const requests = await get('/api/requests?filter[state]=pending', await signIn('worker@example.com'));
    expect(requests.data).toEqual([
      expect.objectContaining({
        kind: 'support',
        client: expect.objectContaining({ first_name: 'Clara' }),
        place: { suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
        actions: ['accept', 'decline'],
      }),
    ]);

    const messages = await get('/api/conversations', await signIn('worker@example.com'));
    expect(messages).toMatchObject({
      data: [
        {
          other: { first_name: 'Clara', user_type: 'client' },
          about: { kind: 'request', title: 'Request for support', link: '/requests' },
          // The request's own message, which opened the conversation, and Clara's note after it.
          unread_count: 2,
        },
      ],
      meta: { total: 1, unread: 2 },
    });
  });

  it('does nothing once any account exists', async () => {
    expect(await seedDemoData(t.app.ctx, t.app.payments)).toBe(false);
    expect(await countRows(t.app, 'users')).toBe(DEMO_ACCOUNTS.length);
  });
});

describe('demo search', () => {
  it('lets the demo client find the demo worker near her home (he is fully verified and travels to her)', async () => {
    const login = await post(t.app, '/api/auth/login', {
      email: 'client@example.com',
      password: DEMO_PASSWORD,
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/workers',
      headers: { authorization: `Bearer ${login.json().token}` },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((card: { first_name: string }) => card.first_name)).toContain('Wes');
  });
});

describe('the embedded default’s first start', () => {
  it('also seeds 200 synthetic workers around Sydney, and the demo client finds many of them', async () => {
    const first = await buildTestApp();
    try {
      expect(await seedDemoData(first.app.ctx, first.app.payments, { syntheticWorkers: 200 })).toBe(true);
      const places = await first.app.ctx.db
        .select({ latitude: addresses.latitude, longitude: addresses.longitude })
        .from(addresses)
        .innerJoin(users, eq(users.id, addresses.user_id))
        .where(like(users.email, `%@${SYNTHETIC_EMAIL_DOMAIN}`));
      expect(places).toHaveLength(200);
      const sydney = SYNTHETIC_REGIONS.find((region) => region.name === 'Sydney')!;
      expect(places.filter((place) => distanceKm(sydney, place) <= sydney.radiusKm)).toHaveLength(200);

      const login = await post(first.app, '/api/auth/login', {
        email: 'client@example.com',
        password: DEMO_PASSWORD,
      });
      const search = await first.app.inject({
        method: 'GET',
        url: '/api/workers',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(search.statusCode).toBe(200);
      expect(search.json().meta.total).toBeGreaterThan(20);
    } finally {
      await first.close();
    }
  });
});
