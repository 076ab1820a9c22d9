import {
  AUTH_MESSAGES,
  type ForgotPasswordBodySchema,
  type LoginBodySchema,
  RegisterBodySchema,
  type ResetPasswordBodySchema,
  type TokenPair,
} from '@alongside/contract';
import { ACCOUNT_LIMITS, resendWaitSeconds } from '@alongside/domain';
import type { z } from 'zod';
import type { Actor, AppContext, RequestMeta } from '../../lib/app-context';
import { forbidden, invalid, tooManyRequests, unauthenticated } from '../../lib/http-errors';
import type { UserRow } from '../../db/schema/index';
import type { OpenSession, SessionRead } from '../../db/session-read';
import { afterPasswordCheck, assertWithinAccountLimits, beforePasswordCheck } from './account.limits';
import { emailConfirmationMail, passwordChangedMail, passwordResetMail } from './account.mails';
import * as accounts from './account.repository';
import {
  decoyPasswordHash,
  hashOneTimeCode,
  hashPassword,
  hashRefreshToken,
  newOneTimeCode,
  newRefreshToken,
  passwordMatches,
  sameHash,
} from './credentials';
import { knownBrowserOf, knownBrowserValue } from './known-browser';
import { sendMail } from '../../lib/mail';
import { isUniqueViolation } from '../../db/unique-violation';

type RegisterInput = z.output<typeof RegisterBodySchema>;
type LoginInput = z.output<typeof LoginBodySchema>;
type ForgotInput = z.output<typeof ForgotPasswordBodySchema>;
type ResetInput = z.output<typeof ResetPasswordBodySchema>;

const secondsFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

async function assertHuman(ctx: AppContext, token: string | undefined, action: string, meta: RequestMeta) {
  if (!(await ctx.botCheck.verify({ token, action, remoteIp: meta.ip }))) {
    throw forbidden(AUTH_MESSAGES.botCheckFailed);
  }
}

export async function register(ctx: AppContext, input: RegisterInput, meta: RequestMeta): Promise<TokenPair> {
  await assertHuman(ctx, input.recaptcha_token, 'register', meta);
  await assertWithinAccountLimits(
    ctx.rateLimiter,
    ctx.config.rateLimitFactor,
    'register',
    meta.ip,
    input.email,
  );

  if (await accounts.findUserByEmail(ctx.db, input.email)) {
    throw invalid({ email: [AUTH_MESSAGES.emailTaken] });
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const code = newOneTimeCode();

  const { user, tokens } = await ctx.db
    .transaction(async (tx) => {
      const user = await accounts.insertUser(tx, {
        email: input.email,
        password_hash: passwordHash,
        user_type: input.user_type,
        first_name: input.first_name,
        last_name: input.last_name,
        created_at: now,
        updated_at: now,
      });
      await issueCode(ctx, tx, user.id, 'email_verification', code, now);
      const tokens = await startSession(ctx, tx, user.id, now);
      return { user, tokens };
    })
    .catch((error: unknown) => {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw invalid({ email: [AUTH_MESSAGES.emailTaken] });
      throw error;
    });

  await sendMail(
    ctx,
    emailConfirmationMail({ to: user.email, firstName: user.first_name, code, minutes: minutes('email') }),
  );
  return tokens;
}

/**
 * An account the app makes itself rather than one signed up for (the demo accounts): its details held
 * to the sign-up's rules, its e-mail address confirmed, and the staff role given, if any. No mail is
 * sent and no session started. A taken address is refused as at sign-up.
 */
export async function createConfirmedAccount(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: z.input<typeof RegisterBodySchema> & { role: 'admin' | 'reviewer' | null },
): Promise<UserRow> {
  const { role, ...details } = input;
  const account = RegisterBodySchema.parse(details);
  if (await accounts.findUserByEmail(ctx.db, account.email)) {
    throw invalid({ email: [AUTH_MESSAGES.emailTaken] });
  }
  const now = ctx.clock.now();
  return accounts.insertUser(ctx.db, {
    email: account.email,
    password_hash: await hashPassword(account.password),
    user_type: account.user_type,
    first_name: account.first_name,
    last_name: account.last_name,
    role,
    email_verified_at: now,
    created_at: now,
    updated_at: now,
  });
}

/**
 * Signs in. Wrong passwords are counted per account, address and known browser, and past the limit
 * slow the answer down rather than refuse it (decision 026). Gives the tokens and the value of the
 * cookie that makes this browser known to the account.
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  meta: RequestMeta,
): Promise<{ tokens: TokenPair; knownBrowser: string }> {
  await assertHuman(ctx, input.recaptcha_token, 'login', meta);
  const user = await accounts.findUserByEmail(ctx.db, input.email);
  const browser = user ? knownBrowserOf(ctx.config.jwtSecret, user.id, meta.cookies) : null;
  const attempt = { action: 'login', account: input.email, ip: meta.ip, knownBrowser: browser } as const;
  const limits = { limiter: ctx.rateLimiter, factor: ctx.config.rateLimitFactor, clock: ctx.clock };
  await beforePasswordCheck(limits, attempt);

  const matches = await passwordMatches(user?.password_hash ?? (await decoyPasswordHash()), input.password);
  await afterPasswordCheck(limits, attempt, Boolean(user && matches));
  if (!user || !matches) throw unauthenticated(AUTH_MESSAGES.badCredentials);

  const tokens = await ctx.db.transaction((tx) => startSession(ctx, tx, user.id, ctx.clock.now()));
  return { tokens, knownBrowser: knownBrowserValue(ctx.config.jwtSecret, user.id, browser) };
}

/**
 * The actor behind an access token, or null when the token is not genuine or its session ended;
 * `read` may bring more of the user's own rows in the same statement (`found`).
 */
export async function authenticate<More = object>(
  ctx: AppContext,
  token: string,
  read: SessionRead<More> = accounts.sessionWithUser as SessionRead<More>,
): Promise<{ actor: Actor; user: UserRow; found: OpenSession<More> } | null> {
  const now = ctx.clock.now();
  const claims = await ctx.signer.verify(token, now);
  if (!claims) return null;
  const found = await read.read(ctx.db, claims.sessionId, now);
  if (!found || found.user.id !== claims.userId) return null;
  return { actor: { userId: found.user.id, sessionId: found.session.id }, user: found.user, found };
}

export async function refresh(ctx: AppContext, refreshToken: string): Promise<TokenPair> {
  const now = ctx.clock.now();
  const stored = await accounts.findRefreshToken(ctx.db, hashRefreshToken(refreshToken));
  if (!stored) throw unauthenticated(AUTH_MESSAGES.refreshInvalid);

  const result = await ctx.db.transaction(async (tx) => {
    if (stored.used_at !== null || !(await accounts.spendRefreshToken(tx, stored.id, now))) {
      // A spent token came back: someone holds a copy. End the whole family (the session).
      await accounts.endSession(tx, stored.session_id, 'refresh_reuse', now);
      return 'reused' as const;
    }
    if (stored.expires_at <= now) return 'expired' as const;
    const open = await accounts.findOpenSessionWithUser(tx, stored.session_id, now);
    if (!open) return 'expired' as const;
    return rotateSession(ctx, tx, open.user.id, stored.session_id, now);
  });
  if (result === 'reused')
    ctx.log.warn({ event: 'refresh_token_reuse' }, 'a spent refresh token was reused: session ended');
  if (typeof result === 'string') throw unauthenticated(AUTH_MESSAGES.refreshInvalid);
  return result;
}

export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  await accounts.endSession(ctx.db, actor.sessionId, 'logout', ctx.clock.now());
}

export async function verifyEmail(
  ctx: AppContext,
  actor: Actor,
  code: string,
  meta: RequestMeta,
): Promise<string> {
  await assertWithinAccountLimits(
    ctx.rateLimiter,
    ctx.config.rateLimitFactor,
    'verify',
    meta.ip,
    actor.userId,
  );
  const user = await getActorUser(ctx, actor);
  if (user.email_verified_at) return AUTH_MESSAGES.emailAlreadyVerified;

  const now = ctx.clock.now();
  const codeId = await checkCode(ctx, user.id, 'email_verification', code, now, {
    wrong: AUTH_MESSAGES.codeWrong,
    expired: AUTH_MESSAGES.codeExpired,
  });
  await ctx.db.transaction(async (tx) => {
    await spendCheckedCode(tx, codeId, now, AUTH_MESSAGES.codeExpired);
    await accounts.updateUser(tx, user.id, { email_verified_at: now, updated_at: now });
  });
  return AUTH_MESSAGES.emailVerified;
}

export async function resendEmailCode(
  ctx: AppContext,
  actor: Actor,
  meta: RequestMeta,
): Promise<{ message: string; retry_after_seconds: number }> {
  const user = await getActorUser(ctx, actor);
  if (user.email_verified_at) return { message: AUTH_MESSAGES.emailAlreadyVerified, retry_after_seconds: 0 };

  const now = ctx.clock.now();
  const latest = await accounts.findLatestCode(ctx.db, user.id, 'email_verification');
  const wait = resendWaitSeconds(latest?.created_at ?? null, now);
  if (wait > 0) throw tooManyRequests(wait, AUTH_MESSAGES.resendTooSoon);
  await assertWithinAccountLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, 'resend', meta.ip, user.id);

  const code = newOneTimeCode();
  await ctx.db.transaction((tx) => issueCode(ctx, tx, user.id, 'email_verification', code, now));
  await sendMail(
    ctx,
    emailConfirmationMail({ to: user.email, firstName: user.first_name, code, minutes: minutes('email') }),
  );
  return { message: AUTH_MESSAGES.codeSent, retry_after_seconds: ACCOUNT_LIMITS.resendCooldownSeconds };
}

/**
 * Always the same answer, whether or not the account exists; the e-mail goes out in the background
 * so the answer time does not tell either.
 */
export async function forgotPassword(
  ctx: AppContext,
  input: ForgotInput,
  meta: RequestMeta,
): Promise<string> {
  await assertWithinAccountLimits(
    ctx.rateLimiter,
    ctx.config.rateLimitFactor,
    'forgot',
    meta.ip,
    input.email,
  );
  const user = await accounts.findUserByEmail(ctx.db, input.email);
  if (!user) return AUTH_MESSAGES.forgotAccepted;

  const now = ctx.clock.now();
  const latest = await accounts.findLatestCode(ctx.db, user.id, 'password_reset');
  // Within the cooldown the earlier code still stands; a new one would only flood the inbox.
  if (resendWaitSeconds(latest?.created_at ?? null, now) > 0) return AUTH_MESSAGES.forgotAccepted;

  const code = newOneTimeCode();
  await ctx.db.transaction((tx) => issueCode(ctx, tx, user.id, 'password_reset', code, now));
  const link = `${ctx.config.publicUrl}/reset-password?${new URLSearchParams({ email: user.email, code })}`;
  void sendMail(
    ctx,
    passwordResetMail({ to: user.email, firstName: user.first_name, code, link, minutes: minutes('reset') }),
  );
  return AUTH_MESSAGES.forgotAccepted;
}

export async function resetPassword(ctx: AppContext, input: ResetInput, meta: RequestMeta): Promise<string> {
  await assertWithinAccountLimits(ctx.rateLimiter, ctx.config.rateLimitFactor, 'reset', meta.ip, input.email);
  const user = await accounts.findUserByEmail(ctx.db, input.email);
  // An unknown address gets the same answer as a wrong code.
  if (!user) throw invalid({ code: [AUTH_MESSAGES.resetCodeInvalid] });

  const now = ctx.clock.now();
  const codeId = await checkCode(ctx, user.id, 'password_reset', input.code, now, {
    wrong: AUTH_MESSAGES.resetCodeInvalid,
    expired: AUTH_MESSAGES.resetCodeInvalid,
  });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await spendCheckedCode(tx, codeId, now, AUTH_MESSAGES.resetCodeInvalid);
    await accounts.updateUser(tx, user.id, {
      password_hash: passwordHash,
      // The code reached this inbox, which proves the address as well as a confirmation code would.
      email_verified_at: user.email_verified_at ?? now,
      updated_at: now,
    });
    await accounts.endAllSessionsOfUser(tx, user.id, 'password_reset', now);
  });
  await sendMail(ctx, passwordChangedMail({ to: user.email, firstName: user.first_name }));
  return AUTH_MESSAGES.passwordReset;
}

export async function getActorUser(ctx: AppContext, actor: Actor): Promise<UserRow> {
  const user = await accounts.findUserById(ctx.db, actor.userId);
  if (!user) throw unauthenticated(AUTH_MESSAGES.sessionEnded);
  return user;
}

async function startSession(
  ctx: AppContext,
  db: AppContext['db'],
  userId: string,
  now: Date,
): Promise<TokenPair> {
  const sessionId = await accounts.insertSession(db, {
    user_id: userId,
    created_at: now,
    expires_at: secondsFrom(now, ACCOUNT_LIMITS.refreshTokenSeconds),
  });
  return rotateSession(ctx, db, userId, sessionId, now);
}

/** A new access token and a new refresh token in the same family; the session's life slides on. */
async function rotateSession(
  ctx: AppContext,
  db: AppContext['db'],
  userId: string,
  sessionId: string,
  now: Date,
): Promise<TokenPair> {
  const expiresAt = secondsFrom(now, ACCOUNT_LIMITS.refreshTokenSeconds);
  const refreshToken = newRefreshToken();
  await accounts.insertRefreshToken(db, {
    session_id: sessionId,
    token_hash: refreshToken.hash,
    created_at: now,
    expires_at: expiresAt,
  });
  await accounts.extendSession(db, sessionId, now, expiresAt);
  return { token: await ctx.signer.sign({ userId, sessionId }, now), refresh_token: refreshToken.token };
}

/** A new code replaces any earlier unspent one of the same purpose. */
export async function issueCode(
  ctx: AppContext,
  db: AppContext['db'],
  userId: string,
  purpose: accounts.CodePurpose,
  code: string,
  now: Date,
) {
  await accounts.spendCodes(db, userId, purpose, now);
  // Codes that prove an inbox (confirmation, e-mail change) share the e-mail lifetime.
  const lifetime =
    purpose === 'password_reset' ? ACCOUNT_LIMITS.passwordResetCodeSeconds : ACCOUNT_LIMITS.emailCodeSeconds;
  await accounts.insertOneTimeCode(db, {
    user_id: userId,
    purpose,
    code_hash: hashOneTimeCode(ctx.config.jwtSecret, purpose, userId, code),
    created_at: now,
    expires_at: secondsFrom(now, lifetime),
  });
}

/**
 * The id of the latest unspent, unexpired code of this purpose when `code` matches it. A wrong
 * guess is counted at once, and the code is spent after too many of them.
 */
export async function checkCode(
  ctx: AppContext,
  userId: string,
  purpose: accounts.CodePurpose,
  code: string,
  now: Date,
  messages: { wrong: string; expired: string },
): Promise<string> {
  const latest = await accounts.findLatestCode(ctx.db, userId, purpose);
  if (!latest || latest.spent_at !== null || latest.expires_at <= now) {
    throw invalid({ code: [messages.expired] });
  }
  if (!sameHash(latest.code_hash, hashOneTimeCode(ctx.config.jwtSecret, purpose, userId, code))) {
    await accounts.countWrongGuess(ctx.db, latest.id, ACCOUNT_LIMITS.codeAttempts, now);
    throw invalid({ code: [messages.wrong] });
  }
  return latest.id;
}

/** Spends the code inside the caller's transaction; a code used by a parallel request fails here. */
export async function spendCheckedCode(
  db: AppContext['db'],
  codeId: string,
  now: Date,
  expiredMessage: string,
) {
  if (!(await accounts.spendCode(db, codeId, now))) throw invalid({ code: [expiredMessage] });
}

export function minutes(kind: 'email' | 'reset'): number {
  return (kind === 'email' ? ACCOUNT_LIMITS.emailCodeSeconds : ACCOUNT_LIMITS.passwordResetCodeSeconds) / 60;
}
