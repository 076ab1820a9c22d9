import {
  ACCOUNT_SETTINGS_MESSAGES,
  type ChangeEmailBodySchema,
  type ChangePasswordBodySchema,
  type EmailChangeResponse,
} from '@alongside/contract';
import { ACCOUNT_LIMITS, resendWaitSeconds } from '@alongside/domain';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/index';
import type { Actor, AppContext, RequestMeta } from '../../lib/app-context';
import { invalid, tooManyRequests, unauthenticated } from '../../lib/http-errors';
import * as profiles from '../profiles/profiles.service';
import * as verification from '../verification/verification.service';
import {
  afterPasswordCheck,
  assertWithinAccountLimits,
  beforePasswordCheck,
  type PasswordAction,
} from './account.limits';
import * as accounts from './account.repository';
import {
  accountDeletedMail,
  emailChangeCodeMail,
  emailChangedMail,
  passwordChangedInSettingsMail,
} from './account-settings.mails';
import { checkCode, getActorUser, issueCode, minutes, spendCheckedCode } from './auth.service';
import { hashPassword, newOneTimeCode, passwordMatches } from './credentials';
import { isUniqueViolation } from '../../db/unique-violation';
import { sendMail } from '../../lib/mail';

type ChangePasswordInput = z.output<typeof ChangePasswordBodySchema>;
type ChangeEmailInput = z.output<typeof ChangeEmailBodySchema>;

const M = ACCOUNT_SETTINGS_MESSAGES;

/**
 * Checks the current password: a wrong one is a 422 on `current_password`. Like signing in, only
 * failures count, and past the limit they slow the answer down (decision 026); starting an e-mail
 * change also sends mail, so its requests are limited too.
 */
async function signedInWithPassword(
  ctx: AppContext,
  actor: Actor,
  action: PasswordAction,
  password: string,
  meta: RequestMeta,
): Promise<UserRow> {
  if (action === 'change_email') {
    await assertWithinAccountLimits(
      ctx.rateLimiter,
      ctx.config.rateLimitFactor,
      action,
      meta.ip,
      actor.userId,
    );
  }
  const attempt = { action, account: actor.userId, ip: meta.ip, knownBrowser: null };
  const limits = { limiter: ctx.rateLimiter, factor: ctx.config.rateLimitFactor, clock: ctx.clock };
  await beforePasswordCheck(limits, attempt);
  const user = await getActorUser(ctx, actor);
  const matches = await passwordMatches(user.password_hash, password);
  await afterPasswordCheck(limits, attempt, matches);
  if (!matches) throw invalid({ current_password: [M.currentPasswordWrong] });
  return user;
}

const supportUrl = (ctx: AppContext) => `${ctx.config.publicUrl}/contact-us`;

/** A new password; every other device is signed out, this one stays signed in (decision 013). */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: ChangePasswordInput,
  meta: RequestMeta,
): Promise<string> {
  const user = await signedInWithPassword(ctx, actor, 'change_password', input.current_password, meta);
  if (await passwordMatches(user.password_hash, input.new_password)) {
    throw invalid({ new_password: [M.passwordSame] });
  }
  const passwordHash = await hashPassword(input.new_password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await accounts.updateUser(tx, user.id, { password_hash: passwordHash, updated_at: now });
    await accounts.endOtherSessionsOfUser(tx, user.id, actor.sessionId, 'password_change', now);
  });
  await sendMail(
    ctx,
    passwordChangedInSettingsMail({
      to: user.email,
      firstName: user.first_name,
      supportUrl: supportUrl(ctx),
    }),
  );
  return M.passwordChanged;
}

/**
 * Starts an e-mail change: the new address waits in `pending_email` until the code mailed to it comes
 * back. Asking again for the same address within the cooldown is refused like a resend.
 */
export async function startEmailChange(
  ctx: AppContext,
  actor: Actor,
  input: ChangeEmailInput,
  meta: RequestMeta,
): Promise<EmailChangeResponse> {
  const user = await signedInWithPassword(ctx, actor, 'change_email', input.current_password, meta);
  if (input.new_email === user.email.toLowerCase()) throw invalid({ new_email: [M.emailSame] });
  const owner = await accounts.findUserByEmail(ctx.db, input.new_email);
  if (owner && owner.id !== user.id) throw invalid({ new_email: [M.emailTaken] });

  const now = ctx.clock.now();
  if (user.pending_email === input.new_email) {
    const latest = await accounts.findLatestCode(ctx.db, user.id, 'email_change');
    const wait = resendWaitSeconds(latest?.created_at ?? null, now);
    if (wait > 0) throw tooManyRequests(wait, M.resendTooSoon);
  }
  await mailEmailChangeCode(ctx, user, input.new_email, now);
  return {
    message: M.emailCodeSent,
    pending_email: input.new_email,
    retry_after_seconds: ACCOUNT_LIMITS.resendCooldownSeconds,
  };
}

/** Another code to the waiting address, after the same cooldown and limits as the sign-up code. */
export async function resendEmailChangeCode(
  ctx: AppContext,
  actor: Actor,
  meta: RequestMeta,
): Promise<EmailChangeResponse> {
  const user = await getActorUser(ctx, actor);
  if (!user.pending_email) throw invalid({ new_email: [M.noEmailChange] });
  const now = ctx.clock.now();
  const latest = await accounts.findLatestCode(ctx.db, user.id, 'email_change');
  const wait = resendWaitSeconds(latest?.created_at ?? null, now);
  if (wait > 0) throw tooManyRequests(wait, M.resendTooSoon);
  await assertWithinAccountLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, 'resend', meta.ip, user.id);

  await mailEmailChangeCode(ctx, user, user.pending_email, now);
  return {
    message: M.emailCodeResent,
    pending_email: user.pending_email,
    retry_after_seconds: ACCOUNT_LIMITS.resendCooldownSeconds,
  };
}

async function mailEmailChangeCode(ctx: AppContext, user: UserRow, newEmail: string, now: Date) {
  const code = newOneTimeCode();
  await ctx.db.transaction(async (tx) => {
    await accounts.updateUser(tx, user.id, { pending_email: newEmail, updated_at: now });
    await issueCode(ctx, tx, user.id, 'email_change', code, now);
  });
  await sendMail(
    ctx,
    emailChangeCodeMail({ to: newEmail, firstName: user.first_name, code, minutes: minutes('email') }),
  );
}

/**
 * The right code replaces the address; the code proved the new inbox, so it counts as confirmed.
 * The old address is told. Someone may have taken the new address meanwhile: then nothing changes.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  actor: Actor,
  code: string,
  meta: RequestMeta,
): Promise<string> {
  await assertWithinAccountLimits(
    ctx.rateLimiter,
    ctx.config.rateLimitFactor,
    'confirm_email_change',
    meta.ip,
    actor.userId,
  );
  const user = await getActorUser(ctx, actor);
  const newEmail = user.pending_email;
  if (!newEmail) throw invalid({ code: [M.noEmailChange] });

  const now = ctx.clock.now();
  const codeId = await checkCode(ctx, user.id, 'email_change', code, now, {
    wrong: M.codeWrong,
    expired: M.codeExpired,
  });
  const owner = await accounts.findUserByEmail(ctx.db, newEmail);
  if (owner && owner.id !== user.id) throw invalid({ new_email: [M.emailTakenMeanwhile] });

  await ctx.db
    .transaction(async (tx) => {
      await spendCheckedCode(tx, codeId, now, M.codeExpired);
      await accounts.updateUser(tx, user.id, {
        email: newEmail,
        pending_email: null,
        email_verified_at: now,
        updated_at: now,
      });
    })
    .catch((error: unknown) => {
      // Taken by a sign-up in the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw invalid({ new_email: [M.emailTakenMeanwhile] });
      throw error;
    });

  await sendMail(
    ctx,
    emailChangedMail({ to: user.email, firstName: user.first_name, newEmail, supportUrl: supportUrl(ctx) }),
  );
  return M.emailChanged;
}

/** Drops the waiting address and spends its code; the account keeps its address. */
export async function cancelEmailChange(ctx: AppContext, actor: Actor): Promise<string> {
  const user = await getActorUser(ctx, actor);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await accounts.updateUser(tx, user.id, { pending_email: null, updated_at: now });
    await accounts.spendCodes(tx, user.id, 'email_change', now);
  });
  return M.emailChangeCancelled;
}

/**
 * Erases the person: the avatar file first (it is found through the profile), then the users row;
 * sessions, tokens, codes, profile and addresses go with it by cascade. Contact messages stay, unlinked
 * (decision 013). The rows are gone, so every device is signed out.
 */
export async function deleteAccount(
  ctx: AppContext,
  actor: Actor,
  currentPassword: string,
  meta: RequestMeta,
): Promise<string> {
  const user = await signedInWithPassword(ctx, actor, 'delete_account', currentPassword, meta);
  await profiles.removeProfileFiles(ctx, user.id);
  await verification.removeDocumentFiles(ctx, user.id);
  if (!(await accounts.deleteUser(ctx.db, user.id))) throw unauthenticated();
  ctx.log.info({ event: 'account_deleted' }, 'an account was deleted by its owner');
  await sendMail(
    ctx,
    accountDeletedMail({
      to: user.email,
      firstName: user.first_name,
      registerUrl: `${ctx.config.publicUrl}/register`,
      supportUrl: supportUrl(ctx),
    }),
  );
  return M.accountDeleted;
}
