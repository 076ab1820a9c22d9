import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS } from '@alongside/domain';
import argon2 from 'argon2';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** argon2id with the library's defaults (64 MiB, t=3, p=4): OWASP's recommended floor or above. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the e-mail is unknown, so a wrong address costs the same time as a
 * wrong password and the answer time does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOneTimeCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored as an HMAC bound to their purpose and owner, never as the digits themselves. */
export function hashOneTimeCode(secret: string, purpose: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const ISSUER = 'alongside';
const AUDIENCE = 'alongside-api';

export type AccessClaims = { userId: string; sessionId: string };

/** How many tokens a signer keeps as already verified (about half a kilobyte each). */
export const VERIFIED_TOKENS_KEPT = 10_000;

export function accessTokenSigner(secret: string) {
  // Imported once: handing jose the raw bytes would import the key again on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens found genuine, with their claims and expiry (seconds): a client sends the same token with
  // every request for its 15 minutes, and the claims are bound to the whole text, so a repeat is
  // checked for expiry only (the HMAC was most of a signed-in request's own time). The oldest go first.
  const verified = new Map<string, { claims: AccessClaims; expires: number }>();
  return {
    async sign(claims: AccessClaims, now: Date): Promise<string> {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCOUNT_LIMITS.accessTokenSeconds)
        .sign(await key);
    },
    /** The claims of a genuine, unexpired token; null for anything else (alg none, other key, expired, garbage). */
    async verify(token: string, now: Date): Promise<AccessClaims | null> {
      const seconds = Math.floor(now.getTime() / 1000);
      const kept = verified.get(token);
      if (kept) {
        // Expired as jose says it: `exp` at or before now, in whole seconds.
        if (kept.expires > seconds) return kept.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload['sid'] };
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expires: payload.exp! });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokenSigner = ReturnType<typeof accessTokenSigner>;
