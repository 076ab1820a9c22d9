import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { authenticate } from '../modules/account/auth.service';

let counter = 0;

/** A different client address per call, so one test's attempts never count against another's limits. */
export function nextAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function uniqueEmail(label = 'person'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export const GOOD_PASSWORD = 'a quiet river at dawn';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    user_type: 'client',
    first_name: 'Mia',
    last_name: 'Walker',
    email: uniqueEmail(),
    password: GOOD_PASSWORD,
    ...overrides,
  };
}

export async function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { token?: string; ip?: string; cookie?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: options.ip ?? nextAddress(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  });
}

export async function getSession(app: FastifyInstance, token: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/auth/session',
    headers: { authorization: `Bearer ${token}` },
  });
}

/** Registers a new person and returns their tokens and e-mail. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const response = await post(app, '/api/auth/register', body);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json() as { token: string; refresh_token: string };
  return { ...tokens, email: String(body.email).toLowerCase(), password: String(body.password) };
}

/** Registers a new person and returns their account row, for tests that call services directly. */
export async function signUpUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const { token } = await signUp(app, overrides);
  const found = await authenticate(app.ctx, token);
  if (!found) throw new Error('sign-up did not sign in');
  return found.user;
}

export async function countRows(
  app: FastifyInstance,
  table: 'users' | 'sessions' | 'one_time_codes' | 'refresh_tokens',
) {
  const result = await app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
}

/** Gives a signed-up person a staff role (decision 003: staff are accounts with `admin` or `reviewer`). */
export async function makeStaff(
  app: FastifyInstance,
  userId: string,
  role: 'admin' | 'reviewer' = 'reviewer',
): Promise<void> {
  await app.ctx.db.execute(sql`update users set role = ${role} where id = ${userId}`);
}

/** Signs up a person and returns their token and account id (and the e-mail they signed up with). */
export async function signUpWithId(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const signed = await signUp(app, overrides);
  const found = await authenticate(app.ctx, signed.token);
  if (!found) throw new Error('sign-up did not sign in');
  return { ...signed, id: found.user.id, user: found.user };
}
