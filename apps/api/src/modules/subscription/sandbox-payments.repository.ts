import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  sandboxCharges,
  sandboxCheckouts,
  sandboxOutbox,
  sandboxRefunds,
  sandboxSubscriptions,
} from '../../db/schema/index';

type CheckoutInsert = typeof sandboxCheckouts.$inferInsert;
type SubscriptionInsert = typeof sandboxSubscriptions.$inferInsert;
export type SandboxCheckoutRow = typeof sandboxCheckouts.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
export type SandboxOutboxRow = typeof sandboxOutbox.$inferSelect;

export async function insertCheckout(db: Database, values: CheckoutInsert): Promise<SandboxCheckoutRow> {
  const [row] = await db.insert(sandboxCheckouts).values(values).returning();
  return row!;
}

export async function findCheckout(db: Database, id: string, lock = false) {
  const query = db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateCheckout(
  db: Database,
  id: string,
  changes: Partial<CheckoutInsert>,
): Promise<void> {
  await db.update(sandboxCheckouts).set(changes).where(eq(sandboxCheckouts.id, id));
}

export async function insertSubscription(db: Database, values: SubscriptionInsert): Promise<void> {
  await db.insert(sandboxSubscriptions).values(values);
}

export async function findSubscription(
  db: Database,
  ref: string,
): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.ref, ref));
  return row;
}

export async function lockSubscription(
  db: Database,
  ref: string,
): Promise<SandboxSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxSubscriptions)
    .where(eq(sandboxSubscriptions.ref, ref))
    .for('update');
  return row;
}

export async function updateSubscription(
  db: Database,
  ref: string,
  changes: Partial<SubscriptionInsert>,
): Promise<SandboxSubscriptionRow> {
  const [row] = await db
    .update(sandboxSubscriptions)
    .set(changes)
    .where(eq(sandboxSubscriptions.ref, ref))
    .returning();
  return row!;
}

/** The subscriptions whose period has ended, or whose failed charge is due another try. */
export async function listDueSubscriptionRefs(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ ref: sandboxSubscriptions.ref })
    .from(sandboxSubscriptions)
    .where(
      or(
        and(
          inArray(sandboxSubscriptions.status, ['trialing', 'active']),
          lte(sandboxSubscriptions.period_end, now),
        ),
        and(eq(sandboxSubscriptions.status, 'past_due'), lte(sandboxSubscriptions.next_attempt_at, now)),
      ),
    )
    .orderBy(asc(sandboxSubscriptions.period_end))
    .limit(limit);
  return rows.map((row) => row.ref);
}

export async function insertCharge(db: Database, values: typeof sandboxCharges.$inferInsert): Promise<void> {
  await db.insert(sandboxCharges).values(values);
}

/** The charges taken from `since` on, oldest first (the sandbox's books, for the reconciliation check). */
export async function listChargesSince(db: Database, since: Date): Promise<SandboxChargeRow[]> {
  return db
    .select()
    .from(sandboxCharges)
    .where(gte(sandboxCharges.created_at, since))
    .orderBy(asc(sandboxCharges.created_at), asc(sandboxCharges.ref));
}

export async function lockCharge(db: Database, ref: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref)).for('update');
  return row;
}

export async function setChargeRefunded(db: Database, ref: string, refunded: number): Promise<void> {
  await db.update(sandboxCharges).set({ refunded_cents: refunded }).where(eq(sandboxCharges.ref, ref));
}

/** The refund the sandbox made for an idempotency key, if it made one. */
export async function findRefundByKey(db: Database, key: string) {
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotency_key, key));
  return row;
}

export async function insertRefund(db: Database, values: typeof sandboxRefunds.$inferInsert): Promise<void> {
  await db.insert(sandboxRefunds).values(values);
}

export async function enqueueEvent(
  db: Database,
  values: { event_id: string; payload: string; created_at: Date },
): Promise<void> {
  await db.insert(sandboxOutbox).values(values);
}

/**
 * Takes the oldest event not yet delivered and not taken by another server, for `claimSeconds`.
 * One statement, so two servers never take the same one.
 */
export async function claimNextEvent(
  db: Database,
  now: Date,
  claimSeconds: number,
): Promise<SandboxOutboxRow | undefined> {
  const waiting = db
    .select({ id: sandboxOutbox.id })
    .from(sandboxOutbox)
    .where(
      and(
        isNull(sandboxOutbox.delivered_at),
        or(isNull(sandboxOutbox.claimed_until), lt(sandboxOutbox.claimed_until, now)),
      ),
    )
    .orderBy(asc(sandboxOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(sandboxOutbox)
    .set({
      claimed_until: new Date(now.getTime() + claimSeconds * 1000),
      attempts: sql`${sandboxOutbox.attempts} + 1`,
    })
    .where(inArray(sandboxOutbox.id, waiting))
    .returning();
  return row;
}

export async function markDelivered(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(sandboxOutbox)
    .set({ delivered_at: at, claimed_until: null })
    .where(eq(sandboxOutbox.id, id));
}

/** Gives an event back for a later try (the app was not ready for it yet). */
export async function releaseEvent(db: Database, id: number, retryAt: Date): Promise<void> {
  await db.update(sandboxOutbox).set({ claimed_until: retryAt }).where(eq(sandboxOutbox.id, id));
}
