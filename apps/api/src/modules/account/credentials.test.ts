import { ACCOUNT_LIMITS } from '@alongside/domain';
import { describe, expect, it } from 'vitest';
import { VERIFIED_TOKENS_KEPT, accessTokenSigner } from './credentials';

const SECRET = 'a-secret-for-the-access-token-tests-0000';
const CLAIMS = {
  userId: '4a0c1a52-0b8c-4a5e-9a53-3d9c1f0e7b21',
  sessionId: 'b5e7c3d2-1a4f-4e8b-9c6d-2f1e0a9b8c7d',
};
const SIGNED_AT = new Date('2026-11-23T01:00:00.000Z');
const LIFETIME_MS = ACCOUNT_LIMITS.accessTokenSeconds * 1000;
const at = (msAfterSigning: number) => new Date(SIGNED_AT.getTime() + msAfterSigning);

describe('accessTokenSigner.verify', () => {
  // Each case is checked on a token's first verification and on a repeat, which the signer answers
  // from the tokens it keeps as verified: both must give the same answer.
  it.each([
    ['just signed', 0, CLAIMS],
    ['a millisecond before its 15 minutes end', LIFETIME_MS - 1, CLAIMS],
    ['at the end of its 15 minutes', LIFETIME_MS, null],
    ['a day later', 24 * 60 * 60 * 1000, null],
  ])('answers a genuine token %s', async (_case, later, expected) => {
    const first = accessTokenSigner(SECRET);
    const token = await first.sign(CLAIMS, SIGNED_AT);
    expect(await first.verify(token, at(later))).toEqual(expected);

    const kept = accessTokenSigner(SECRET);
    expect(await kept.verify(token, SIGNED_AT)).toEqual(CLAIMS);
    expect(await kept.verify(token, at(later))).toEqual(expected);
  });

  it.each([
    ['signed with another key', async () => accessTokenSigner(`${SECRET}-other`).sign(CLAIMS, SIGNED_AT)],
    [
      'with its payload changed',
      async (genuine: string) => {
        const [header, payload, signature] = genuine.split('.');
        const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
        const changed = Buffer.from(JSON.stringify({ ...claims, sid: 'another-session' })).toString(
          'base64url',
        );
        return `${header}.${changed}.${signature}`;
      },
    ],
    [
      'unsigned (alg none)',
      async (genuine: string) => {
        const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
        return `${header}.${genuine.split('.')[1]}.`;
      },
    ],
    ['that is not a token', async () => 'not.a.token'],
  ])('refuses a token %s, even beside a genuine one already verified', async (_case, make) => {
    const signer = accessTokenSigner(SECRET);
    const genuine = await signer.sign(CLAIMS, SIGNED_AT);
    expect(await signer.verify(genuine, SIGNED_AT)).toEqual(CLAIMS);
    const token = await make(genuine);
    expect(await signer.verify(token, SIGNED_AT)).toBeNull();
    expect(await signer.verify(token, SIGNED_AT)).toBeNull();
  });

  it(`still verifies every token once more than ${VERIFIED_TOKENS_KEPT} are kept`, async () => {
    const signer = accessTokenSigner(SECRET);
    const tokens: string[] = [];
    for (let i = 0; i <= VERIFIED_TOKENS_KEPT; i++) {
      const token = await signer.sign({ ...CLAIMS, sessionId: `session-${i}` }, SIGNED_AT);
      tokens.push(token);
      expect(await signer.verify(token, SIGNED_AT)).toEqual({ ...CLAIMS, sessionId: `session-${i}` });
    }
    // The first was let go to keep the limit: it is verified again in full, and expires as before.
    expect(await signer.verify(tokens[0]!, SIGNED_AT)).toEqual({ ...CLAIMS, sessionId: 'session-0' });
    expect(await signer.verify(tokens[0]!, at(LIFETIME_MS))).toBeNull();
    expect(await signer.verify(tokens.at(-1)!, at(LIFETIME_MS - 1))).toMatchObject({
      sessionId: `session-${VERIFIED_TOKENS_KEPT}`,
    });
  });
});
