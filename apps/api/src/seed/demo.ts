import type { AppContext } from '../lib/app-context';
import { seedDemoChat } from './demo-chat';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoJobs } from './demo-jobs';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoSubscription } from './demo-subscription';
import type { Payments } from '../modules/subscription/payments';
import { seedSyntheticWorkers } from './synthetic-workers';
import { countUsers } from '../modules/account/account.repository';
import { createConfirmedAccount } from '../modules/account/auth.service';
import { acceptDisclaimer, completeOnboarding } from '../modules/profiles/profiles.service';

/** The one password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Alongside-demo-2026';

export const DEMO_ACCOUNTS = [
  { email: 'client@example.com', first_name: 'Clara', last_name: 'Nguyen', user_type: 'client', role: null },
  { email: 'worker@example.com', first_name: 'Wes', last_name: 'Taylor', user_type: 'worker', role: null },
  // Staff are ordinary accounts with a role (decision 003); the demo admin signs in as a client.
  { email: 'admin@example.com', first_name: 'Ada', last_name: 'Admin', user_type: 'client', role: 'admin' },
  // The review queue's reviewer (decision 017), and a second worker whose police check waits for them.
  {
    email: 'reviewer@example.com',
    first_name: 'Remy',
    last_name: 'Reviewer',
    user_type: 'client',
    role: 'reviewer',
  },
  { email: 'worker2@example.com', first_name: 'Priya', last_name: 'Sharma', user_type: 'worker', role: null },
] as const;

/**
 * Seeds the demo accounts into an empty database through the services' own functions, confirmed,
 * onboarded and ready to sign in, then `syntheticWorkers` synthetic workers around Sydney (most
 * fully verified), so search looks like a living marketplace. Does nothing when any account exists, so a restart never duplicates or resets
 * anyone.
 */
export async function seedDemoData(
  ctx: AppContext,
  payments: Payments,
  { syntheticWorkers = 0 }: { syntheticWorkers?: number } = {},
): Promise<boolean> {
  if ((await countUsers(ctx.db)) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    const user = await createConfirmedAccount(ctx, { ...account, password: DEMO_PASSWORD });
    // Onboarded, so a demo sign-in lands on the home page (decision 016).
    await acceptDisclaimer(ctx, user);
    await completeOnboarding(ctx, user);
  }
  await seedDemoProfiles(ctx);
  await seedDemoDocuments(ctx);
  await seedDemoJobs(ctx);
  await seedDemoChat(ctx);
  await seedDemoSubscription(ctx, payments);
  const synthetic = await seedSyntheticWorkers(ctx.db, {
    count: syntheticWorkers,
    region: 'Sydney',
    now: ctx.clock.now(),
  });
  ctx.log.info(
    { accounts: DEMO_ACCOUNTS.length, syntheticWorkers: synthetic.created, ms: Math.round(synthetic.ms) },
    'demo accounts seeded',
  );
  return true;
}
