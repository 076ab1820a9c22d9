import { requiredDocumentPagePath } from '@alongside/contract';
import { addDays, documentLabel, EXPIRY_WARNING_DAYS, formatDocumentDate } from '@alongside/domain';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../lib/transaction';
import type { AppContext } from '../../lib/app-context';
import { notify } from '../notifications/notifications.service';
import { documentToday, refreshIdVerification } from './verification-flags';
import { documentExpiringMail } from './verification.mails';
import * as repository from './verification.repository';
import { sendMail } from '../../lib/mail';
import { scheduleSweep } from '../../lib/sweeps';

/** How often the sweep runs while the server is up (decision 017: on start, then every hour). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The expiry sweep (decision 017): tells each owner once, by e-mail and in the app, of an approved
 * document that runs out within EXPIRY_WARNING_DAYS days; and recomputes the stored
 * `id_verification_completed` of people whose approved documents have run out since it was stored.
 * Safe to run at the same time on several servers: each warning is claimed before it is sent.
 */
export async function runExpirySweep(ctx: AppContext): Promise<{ warned: number; refreshed: number }> {
  const now = ctx.clock.now();
  const today = documentToday(now);
  let warned = 0;
  for (const { document, owner } of await repository.listExpiringUnnotified(
    ctx.db,
    today,
    addDays(today, EXPIRY_WARNING_DAYS),
  )) {
    const label = documentLabel(document.document_type, document.issuing_state ?? owner.state);
    const path = requiredDocumentPagePath(document.document_type);
    const claimed = await transaction(ctx, async (tx) => {
      if (!(await repository.claimExpiryNotice(tx, document.id, now))) return false;
      await notify(tx, owner.id, now, {
        kind: 'document_expiring',
        title: `Runs out soon: ${label}`,
        body: `Your ${label} is valid until ${formatDocumentDate(document.expires_on!)}. Upload the new one before then.`,
        link: path,
      });
      return true;
    });
    if (!claimed) continue;
    warned += 1;
    await sendMail(
      ctx,
      documentExpiringMail({
        to: owner.email,
        firstName: owner.first_name,
        label,
        expiresOn: document.expires_on!,
        link: `${ctx.config.publicUrl}${path}`,
      }),
    );
  }

  let refreshed = 0;
  for (const user of await repository.listUsersWithLapsedDocuments(ctx.db, today)) {
    await transaction(ctx, (tx) => refreshIdVerification(tx, user, now));
    refreshed += 1;
  }
  if (warned > 0 || refreshed > 0) ctx.log.info({ event: 'expiry_sweep', warned, refreshed }, 'expiry sweep');
  return { warned, refreshed };
}

/**
 * The expiry sweep, then each of `others` (other areas' sweeps of records past their time, such as
 * requests waiting 7 days), on start and then every hour (`scheduleSweep`).
 */
export function scheduleExpirySweep(
  app: FastifyInstance,
  ctx: AppContext,
  others: readonly ((ctx: AppContext) => Promise<unknown>)[] = [],
): () => void {
  return scheduleSweep(
    app,
    ctx,
    'expiry sweep',
    async () => {
      await runExpirySweep(ctx);
      for (const sweep of others) await sweep(ctx);
    },
    EXPIRY_SWEEP_INTERVAL_MS,
  );
}
