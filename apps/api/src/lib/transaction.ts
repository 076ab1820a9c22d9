import type { Database } from '../db/database';
import type { EventHub } from '../providers/events/event-hub';

/** What to do once a transaction has committed: tell people of what it wrote (decision 038). */
export type AfterCommit = (events: EventHub) => void;

const afterCommits = new WeakMap<Database, AfterCommit[]>();

/**
 * Runs `work` in one transaction, then, once it has committed, what `work` asked for with
 * `afterCommit`. An event sent before the commit could reach an app that then fetches and finds
 * nothing; one sent after a rollback would tell of something that never happened.
 */
export async function transaction<T>(
  ctx: { db: Database; events: EventHub },
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const after: AfterCommit[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    afterCommits.set(tx, after);
    return work(tx);
  });
  for (const hook of after) hook(ctx.events);
  return result;
}

/** Asks the `transaction` that `tx` belongs to for `hook` after it commits; outside one it is a mistake. */
export function afterCommit(tx: Database, hook: AfterCommit): void {
  const after = afterCommits.get(tx);
  if (!after) throw new Error('afterCommit needs a transaction started with transaction()');
  after.push(hook);
}
