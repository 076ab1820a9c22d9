import { SANDBOX_TEST_CARDS } from '@alongside/contract';
import type { AppContext } from '../lib/app-context';
import { findUserByEmail } from '../modules/account/account.repository';
import type { Payments } from '../modules/subscription/payments';
import { paySandboxCheckout } from '../modules/subscription/sandbox-payments.service';

/**
 * Wes, the demo verified worker, on the monthly plan with its first month paid: one paid order with
 * its tax invoice (issue #23 item 6). Bought as a worker buys one, through the sandbox's checkout and
 * the good test card, without the free trial so the first month is charged at once; the plan and the
 * order arrive by the sandbox's webhook events. Priya, the second demo worker, has none.
 */
export async function seedDemoSubscription(ctx: AppContext, payments: Payments): Promise<void> {
  const wes = await findUserByEmail(ctx.db, 'worker@example.com');
  const sandbox = payments.providers.get('sandbox');
  if (!wes || !sandbox) return;
  const page = `${ctx.config.publicUrl}/subscription`;
  const checkout = await sandbox.startCheckout({
    workerId: wes.id,
    email: wes.email,
    customerRef: null,
    plan: 'monthly',
    trialDays: 0,
    successUrl: page,
    cancelUrl: page,
  });
  await paySandboxCheckout(ctx, wes.id, checkout.sessionRef, {
    card_number: SANDBOX_TEST_CARDS.succeeds,
    expiry: '12/40',
    cvc: '123',
    name: 'Wes Taylor',
  });
  await payments.settle();
}
