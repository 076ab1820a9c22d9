import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { selectOpenSession, sessionRead, type SessionRead } from '../../db/session-read';
import { oneTimeCodes, refreshTokens, sessions, users, type UserRow } from '../../db/schema/index';

export type CodePurpose = 'email_verification' | 'password_reset' | 'email_change';
export type NewUser = typeof users.$inferInsert;

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(sql`lower(${users.email})`, email.toLowerCase()) });
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

export async function updateUser(db: Database, id: string, changes: Partial<NewUser>): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function insertSession(
  db: Database,
  values: { user_id: string; created_at: Date; expires_at: Date },
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, last_used_at: values.created_at })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The session and its user, nothing more: what most routes read. */
export const sessionWithUser: SessionRead<object> = sessionRead('open_session_with_user', (db) =>
  selectOpenSession(db, {}),
);

/** The open session and its user, in a statement of its own: the refresh reads it in its transaction. */
export function findOpenSessionWithUser(db: Database, sessionId: string, now: Date) {
  return sessionWithUser.read(db, sessionId, now);
}

export async function endSession(
  db: Database,
  sessionId: string,
  reason: 'logout' | 'refresh_reuse',
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ ended_at: now, end_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.ended_at)));
}

export async function endAllSessionsOfUser(
  db: Database,
  userId: string,
  reason: 'password_reset',
  now: Date,
) {
  await db
    .update(sessions)
    .set({ ended_at: now, end_reason: reason })
    .where(and(eq(sessions.user_id, userId), isNull(sessions.ended_at)));
}

/** Ends every open session of the person but `keepSessionId` (the device that made the change). */
export async function endOtherSessionsOfUser(
  db: Database,
  userId: string,
  keepSessionId: string,
  reason: 'password_change',
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ ended_at: now, end_reason: reason })
    .where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId), isNull(sessions.ended_at)));
}

/** Erases the person; sessions, tokens, codes, profile and addresses go with the row (on delete cascade). */
export async function deleteUser(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length === 1;
}

export async function extendSession(
  db: Database,
  sessionId: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ last_used_at: now, expires_at: expiresAt })
    .where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(
  db: Database,
  values: { session_id: string; token_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export function findRefreshToken(db: Database, tokenHash: string) {
  return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.token_hash, tokenHash) });
}

/** Marks the token used if nobody did first; false means it was already spent (a reuse). */
export async function spendRefreshToken(db: Database, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ used_at: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.used_at)))
    .returning({ id: refreshTokens.id });
  return spent.length === 1;
}

export async function insertOneTimeCode(
  db: Database,
  values: { user_id: string; purpose: CodePurpose; code_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insert(oneTimeCodes).values(values);
}

/** The newest code of this purpose, spent or not (its time drives the resend cooldown). */
export function findLatestCode(db: Database, userId: string, purpose: CodePurpose) {
  return db.query.oneTimeCodes.findFirst({
    where: and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose)),
    orderBy: desc(oneTimeCodes.created_at),
  });
}

export async function spendCodes(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ spent_at: now })
    .where(
      and(eq(oneTimeCodes.user_id, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.spent_at)),
    );
}

/** Counts a wrong guess; the code is spent when it reaches `maxAttempts`. Returns the new count. */
export async function countWrongGuess(
  db: Database,
  codeId: string,
  maxAttempts: number,
  now: Date,
): Promise<number> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({
      attempts: sql`${oneTimeCodes.attempts} + 1`,
      spent_at: sql`case when ${oneTimeCodes.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${oneTimeCodes.spent_at} end`,
    })
    .where(eq(oneTimeCodes.id, codeId))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? maxAttempts;
}

/** Spends one code if it is still unspent; false when someone used it first. */
export async function spendCode(db: Database, codeId: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(oneTimeCodes)
    .set({ spent_at: now })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.spent_at)))
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1;
}
