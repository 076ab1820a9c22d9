import { DOCUMENT_MESSAGES } from '@alongside/contract';
import { addDays, australianDate } from '@alongside/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, identityChecks } from '../../db/schema/index';
import { manualClock } from '../../lib/clock';
import { identityProviders, type IdentityProviders } from '../../providers/identity/identity-check';
import { nextAddress, signUpUser } from '../../test/account-helpers';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { receiveCallback, startIdentityCheck } from './identity-checks.service';

const clock = manualClock(new Date());
let t: TestApp;
let providers: IdentityProviders;
beforeAll(async () => {
  t = await buildTestApp({ clock });
  providers = identityProviders(t.app.ctx.config, clock);
});
afterAll(() => t.close());

async function approvedIdVerification(userId: string, expiresOn: string | null) {
  await t.app.ctx.db.insert(documents).values({
    user_id: userId,
    document_type: 'id_verification',
    document_number: 'P1',
    expires_on: expiresOn,
    status: 'approved',
    approved_at: new Date('2020-01-01T00:00:00Z'),
  });
}

describe('startIdentityCheck', () => {
  it('refuses a person whose identity is checked and current', async () => {
    const user = await signUpUser(t.app);
    await approvedIdVerification(user.id, addDays(australianDate(clock.now()), 31));

    await expect(startIdentityCheck(t.app.ctx, providers, user, { ip: nextAddress() })).rejects.toMatchObject(
      {
        statusCode: 409,
        message: DOCUMENT_MESSAGES.identityDone,
      },
    );
  });

  it.each([
    { case: 'has run out', days: -1 },
    { case: 'runs out within 30 days', days: 30 },
  ])('starts a check for a person whose checked identity $case', async ({ days }) => {
    const user = await signUpUser(t.app);
    await approvedIdVerification(user.id, addDays(australianDate(clock.now()), days));

    expect((await startIdentityCheck(t.app.ctx, providers, user, { ip: nextAddress() })).status).toBe(
      'started',
    );
  });

  it('refuses a person whose identity check passed (it has no expiry)', async () => {
    const user = await signUpUser(t.app);
    await approvedIdVerification(user.id, null);

    await expect(startIdentityCheck(t.app.ctx, providers, user, { ip: nextAddress() })).rejects.toMatchObject(
      { statusCode: 409 },
    );
  });

  it('answers 503 when the provider cannot start a check, and stores nothing', async () => {
    const user = await signUpUser(t.app);
    const broken: IdentityProviders = {
      ...providers,
      current: { ...providers.current!, start: () => Promise.reject(new Error('provider down')) },
    };

    await expect(startIdentityCheck(t.app.ctx, broken, user, { ip: nextAddress() })).rejects.toMatchObject({
      statusCode: 503,
      message: DOCUMENT_MESSAGES.identityProviderOff,
    });
    expect(
      await t.app.ctx.db.select().from(identityChecks).where(eq(identityChecks.user_id, user.id)),
    ).toEqual([]);
  });
});

describe('receiveCallback', () => {
  it('records one document when the same pass arrives twice at once', async () => {
    const user = await signUpUser(t.app);
    const check = await startIdentityCheck(t.app.ctx, providers, user, { ip: nextAddress() });
    const [row] = await t.app.ctx.db.select().from(identityChecks).where(eq(identityChecks.id, check.id));
    const signed = providers.sandbox!.signCallback({
      providerReference: row!.provider_reference,
      outcome: 'pass',
    });

    await Promise.all([
      receiveCallback(t.app.ctx, providers, 'sandbox', signed.body, signed.headers),
      receiveCallback(t.app.ctx, providers, 'sandbox', signed.body, signed.headers),
    ]);

    expect(await t.app.ctx.db.select().from(documents).where(eq(documents.user_id, user.id))).toHaveLength(1);
  });
});
