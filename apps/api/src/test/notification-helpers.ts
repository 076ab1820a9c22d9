import type { AppContext } from '../lib/app-context';
import { transaction } from '../lib/transaction';
import { notify, type NewNotification } from '../modules/notifications/notifications.service';

/** `notify` in a transaction of its own, as an area's service calls it: stored, then announced. */
export function notifyCommitted(
  ctx: Pick<AppContext, 'db' | 'events'>,
  userId: string,
  at: Date,
  notice: NewNotification,
): Promise<void> {
  return transaction(ctx, (tx) => notify(tx, userId, at, notice));
}
