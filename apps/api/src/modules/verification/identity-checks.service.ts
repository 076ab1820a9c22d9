import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DOCUMENT_MESSAGES, ERROR_MESSAGES, type IdentityCheck } from '@alongside/contract';
import { isDocumentCurrent, isDocumentExpiring } from '@alongside/domain';
import type { IdentityCheckRow, UserRow } from '../../db/schema/index';
import { transaction } from '../../lib/transaction';
import type { AppContext, RequestMeta } from '../../lib/app-context';
import { HttpError, notFound, unauthenticated } from '../../lib/http-errors';
import { isRowId } from '../../lib/ids';
import type { IdentityProviders } from '../../providers/identity/identity-check';
import { writeAuditEntry } from './verification-audit';
import { notify } from '../notifications/notifications.service';
import { identityCheckFailedMail, identityCheckPassedMail } from './identity-checks.mails';
import * as repository from './identity-checks.repository';
import { assertWithinIdentityCheckLimits } from './verification.limits';
import { documentToday, refreshIdVerification } from './verification-flags';
import { findDocumentOfType, insertDocument } from './verification.repository';
import { onDocumentApproved, removeFiles } from './verification.service';
import { sendMail } from '../../lib/mail';

const MODEL = 'IdentityCheck';
const conflict = (message: string) => new HttpError(409, message);
/** Where a person sees how they proved who they are (a worker has no identity-check requirement page). */
const IDENTITY_PAGE_PATH = '/profile/profile-information/identity-documents';

/**
 * `POST /api/identity-checks`: starts a check with the configured provider. Refused when the person's
 * identity is already checked (a current approved `id_verification` not about to run out).
 */
export async function startIdentityCheck(
  ctx: Pick<AppContext, 'db' | 'clock' | 'rateLimiter' | 'config'>,
  providers: IdentityProviders,
  user: Pick<UserRow, 'id'>,
  meta: RequestMeta,
): Promise<IdentityCheck> {
  await assertWithinIdentityCheckLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, meta.ip, user.id);
  const now = ctx.clock.now();
  const approved = await findDocumentOfType(ctx.db, user.id, 'id_verification', 'approved');
  const facts = approved && {
    approved_at: approved.approved_at?.toISOString() ?? null,
    expires_on: approved.expires_on,
  };
  const today = documentToday(now);
  // One running out within 30 days may be renewed, as an upload may (decision 017's expiry warning).
  if (facts && isDocumentCurrent(facts, today) && !isDocumentExpiring(facts, today)) {
    throw conflict(DOCUMENT_MESSAGES.identityDone);
  }

  const provider = providers.current;
  if (!provider) throw new HttpError(503, DOCUMENT_MESSAGES.identityProviderOff);
  const id = randomUUID();
  let started: Awaited<ReturnType<typeof provider.start>>;
  try {
    started = await provider.start({ id, userId: user.id });
  } catch {
    throw new HttpError(503, DOCUMENT_MESSAGES.identityProviderOff);
  }
  const row = await repository.insertIdentityCheck(ctx.db, {
    id,
    user_id: user.id,
    provider: provider.name,
    provider_reference: started.providerReference,
    created_at: now,
  });
  return toIdentityCheck(row, started.redirectUrl);
}

/** One of the person's checks; another person's, a missing one and a malformed id answer 404. */
export async function getIdentityCheck(
  ctx: Pick<AppContext, 'db'>,
  userId: string,
  id: string,
): Promise<IdentityCheck> {
  return toIdentityCheck(await ownCheck(ctx, userId, id), null);
}

/**
 * The sandbox's "pass" or "fail" for one of the person's started checks: the signed callback the
 * sandbox provider sends, for the caller to deliver to the public callback route.
 */
export async function sandboxCallback(
  ctx: Pick<AppContext, 'db'>,
  providers: IdentityProviders,
  userId: string,
  id: string,
  outcome: 'pass' | 'fail',
): Promise<{ body: string; headers: Record<string, string> }> {
  const check = await ownCheck(ctx, userId, id);
  if (!providers.sandbox || check.provider !== providers.sandbox.name) {
    throw conflict(DOCUMENT_MESSAGES.identityNotSandbox);
  }
  if (check.status !== 'started') throw conflict(DOCUMENT_MESSAGES.identityCheckFinished);
  return providers.sandbox.signCallback({ providerReference: check.provider_reference, outcome });
}

/**
 * A provider's callback (`POST /api/identity-checks/callback/:provider`): the signature is the only
 * authorisation. A pass records an approved `id_verification` document (source `identity_check`, no
 * file) replacing an older approval; either outcome is audited with the provider as actor and told to
 * the person. A repeated callback for a finished check changes nothing.
 */
export async function receiveCallback(
  ctx: AppContext,
  providers: IdentityProviders,
  providerName: string,
  rawBody: string,
  headers: IncomingHttpHeaders,
): Promise<void> {
  const provider = providers.byName.get(providerName);
  if (!provider) throw new HttpError(404, ERROR_MESSAGES.routeNotFound);
  const result = provider.verifyCallback(rawBody, headers);
  if (!result) throw unauthenticated(DOCUMENT_MESSAGES.callbackRefused);

  const now = ctx.clock.now();
  const finished = await transaction(ctx, async (tx) => {
    const found = await repository.lockIdentityCheckByReference(tx, provider.name, result.providerReference);
    if (!found) throw notFound(MODEL);
    const { check, owner } = found;
    if (check.status !== 'started') return null;

    const passed = result.outcome === 'pass';
    await repository.finishIdentityCheck(tx, check.id, passed ? 'passed' : 'failed', now);
    let documentId: string | null = null;
    let replacedFiles: string[] = [];
    if (passed) {
      const id = randomUUID();
      // An older approval (run out, or an upload) is replaced by this one.
      replacedFiles = await onDocumentApproved(tx, {
        id,
        user_id: owner.id,
        document_type: 'id_verification',
      });
      const document = await insertDocument(tx, {
        id,
        user_id: owner.id,
        document_type: 'id_verification',
        status: 'approved',
        source: 'identity_check',
        uploaded_at: now,
        reviewed_at: now,
        approved_at: now,
        reviewed_by: null,
      });
      documentId = document.id;
      await refreshIdVerification(tx, owner, now);
    }
    await writeAuditEntry(tx, {
      at: now,
      actor_id: null,
      actor_name: provider.actorName,
      action: passed ? 'identity_check_passed' : 'identity_check_failed',
      document_id: documentId,
      owner_id: owner.id,
      document_type: 'id_verification',
      reason: null,
    });
    await notify(tx, owner.id, now, {
      kind: passed ? 'identity_check_passed' : 'identity_check_failed',
      title: passed ? 'Your identity is checked' : 'Your identity check did not go through',
      body: passed
        ? 'You passed the identity check. Thank you.'
        : 'You can try the check again, or upload a photo of your ID for our team to review.',
      link: IDENTITY_PAGE_PATH,
    });
    return { owner, passed, replacedFiles };
  });
  if (!finished) return;

  await removeFiles(ctx, finished.replacedFiles);
  const mail = {
    to: finished.owner.email,
    firstName: finished.owner.first_name,
    link: `${ctx.config.publicUrl}${IDENTITY_PAGE_PATH}`,
  };
  await sendMail(ctx, finished.passed ? identityCheckPassedMail(mail) : identityCheckFailedMail(mail));
}

async function ownCheck(ctx: Pick<AppContext, 'db'>, userId: string, id: string): Promise<IdentityCheckRow> {
  if (!isRowId(id)) throw notFound(MODEL);
  const row = await repository.findUserIdentityCheck(ctx.db, userId, id);
  if (!row) throw notFound(MODEL);
  return row;
}

function toIdentityCheck(row: IdentityCheckRow, redirectUrl: string | null): IdentityCheck {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    redirect_url: redirectUrl,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}
