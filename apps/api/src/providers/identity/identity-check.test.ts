import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import {
  CALLBACK_MAX_AGE_SECONDS,
  SANDBOX_SIGNATURE_HEADER,
  identityProviders,
  sandboxIdentityProvider,
} from './identity-check';

const SECRET = 'a-sandbox-secret-of-some-length-000';

function setUp() {
  const clock = manualClock(new Date('2026-11-23T01:00:00Z'));
  return { clock, provider: sandboxIdentityProvider({ secret: SECRET, clock }) };
}

describe('sandbox identity provider', () => {
  it('starts a check with a reference of its own and no page to send the person to', async () => {
    const { provider } = setUp();

    const first = await provider.start({ id: 'c1', userId: 'u1' });
    const second = await provider.start({ id: 'c2', userId: 'u1' });

    expect(first.providerReference).toMatch(/^sandbox_[0-9a-f-]{36}$/);
    expect(second.providerReference).not.toBe(first.providerReference);
    expect(first.redirectUrl).toBeNull();
  });

  it.each(['pass', 'fail'] as const)('verifies its own signed callback saying %s', (outcome) => {
    const { provider } = setUp();
    const { body, headers } = provider.signCallback({ providerReference: 'sandbox_1', outcome });

    expect(provider.verifyCallback(body, headers)).toEqual({ providerReference: 'sandbox_1', outcome });
  });

  it('accepts a callback up to five minutes old and refuses an older one (a replay)', () => {
    const { provider, clock } = setUp();
    const { body, headers } = provider.signCallback({ providerReference: 'sandbox_1', outcome: 'pass' });

    clock.advance(CALLBACK_MAX_AGE_SECONDS);
    expect(provider.verifyCallback(body, headers)).not.toBeNull();
    clock.advance(1);
    expect(provider.verifyCallback(body, headers)).toBeNull();
  });

  it('refuses a callback dated well in the future', () => {
    const { provider, clock } = setUp();
    clock.advance(10 * 60);
    const { body, headers } = provider.signCallback({ providerReference: 'sandbox_1', outcome: 'pass' });
    clock.advance(-10 * 60);

    expect(provider.verifyCallback(body, headers)).toBeNull();
  });

  it.each([
    {
      case: 'a changed body',
      tamper: (body: string, signature: string) => ({ body: body.replace('fail', 'pass'), signature }),
    },
    { case: 'no signature', tamper: (body: string) => ({ body, signature: undefined }) },
    {
      case: 'a signature of the wrong length',
      tamper: (body: string) => ({ body, signature: 'sha256=abcd' }),
    },
    {
      case: 'a signature without its scheme',
      tamper: (body: string, signature: string) => ({ body, signature: signature.slice(7) }),
    },
    {
      case: 'a signature made with another secret',
      tamper: (body: string) => ({
        body,
        signature: `sha256=${createHmac('sha256', 'another-secret').update(body).digest('hex')}`,
      }),
    },
  ])('refuses $case', ({ tamper }) => {
    const { provider } = setUp();
    const signed = provider.signCallback({ providerReference: 'sandbox_1', outcome: 'fail' });
    const { body, signature } = tamper(signed.body, signed.headers[SANDBOX_SIGNATURE_HEADER]!);

    expect(
      provider.verifyCallback(body, signature === undefined ? {} : { [SANDBOX_SIGNATURE_HEADER]: signature }),
    ).toBeNull();
  });

  it.each([
    { case: 'not JSON', body: 'outcome=pass' },
    {
      case: 'an unknown outcome',
      body: JSON.stringify({ reference: 'r', outcome: 'maybe', issued_at: '2026-11-23T01:00:00Z' }),
    },
    { case: 'no time', body: JSON.stringify({ reference: 'r', outcome: 'pass' }) },
    {
      case: 'an extra field',
      body: JSON.stringify({ reference: 'r', outcome: 'pass', issued_at: '2026-11-23T01:00:00Z', user: 'x' }),
    },
  ])('refuses a correctly signed body that is $case', ({ body }) => {
    const { provider } = setUp();
    const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

    expect(provider.verifyCallback(body, { [SANDBOX_SIGNATURE_HEADER]: signature })).toBeNull();
  });
});

describe('identityProviders', () => {
  it('answers callbacks only for the configured provider', () => {
    const { current, byName, sandbox } = identityProviders(
      { identity: { provider: 'sandbox', sandboxSecret: SECRET } },
      manualClock(),
    );

    expect(current?.name).toBe('sandbox');
    expect([...byName.keys()]).toEqual(['sandbox']);
    expect(sandbox).toBe(current);
  });

  it('has no provider and answers no callback when the online check is off', () => {
    expect(identityProviders({ identity: { provider: 'off' } }, manualClock())).toEqual({
      current: null,
      byName: new Map(),
      sandbox: null,
    });
  });
});
