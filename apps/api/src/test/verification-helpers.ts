import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../db/schema/index';
import type { TestApp } from './test-app';

/** The names of the stored document files (none before the first upload). */
export function storedDocumentFiles(t: Pick<TestApp, 'dataDir'>): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'files', 'documents'));
  } catch {
    return [];
  }
}

/** Stands in for a reviewer's approval, at the app clock's time (the review area's own tests cover it). */
export async function approveStoredDocument(app: FastifyInstance, id: string): Promise<void> {
  const at = app.ctx.clock.now().toISOString();
  await app.ctx.db.execute(
    sql`update documents set status = 'approved', approved_at = ${at}, reviewed_at = ${at} where id = ${id}`,
  );
}

/** The person's `id_verification_completed` as stored (undefined without a profile). */
export async function storedIdVerificationFlag(
  app: FastifyInstance,
  userId: string,
): Promise<boolean | undefined> {
  const result = await app.ctx.db.execute(
    sql`select id_verification_completed as done from profiles where user_id = ${userId}`,
  );
  return (result as unknown as { rows: { done: boolean }[] }).rows[0]?.done;
}

/** Every notification of the person, as stored. */
export async function notificationsOf(app: FastifyInstance, userId: string) {
  return app.ctx.db.select().from(notifications).where(eq(notifications.user_id, userId));
}
