import type { AppContext } from '../../lib/app-context';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { stripePaymentProvider } from '../../providers/payments/stripe-provider';
import {
  deliverSandboxEvents,
  sandboxPaymentProvider,
  type DeliverWebhook,
} from './sandbox-payments.service';

/** The app's payments (decision 041): the provider checkouts go to, and every provider whose webhooks are read. */
export interface Payments {
  /** Null when payments are off (production without a provider): plans cannot be bought. */
  provider: PaymentProvider | null;
  providers: ReadonlyMap<string, PaymentProvider>;
  /**
   * After asking the provider for something: the sandbox delivers the events it owes now, so the
   * person sees the effect at once (a real provider's webhooks arrive by themselves).
   */
  settle(): Promise<void>;
}

/**
 * Builds the payments from the configuration. The sandbox's events go through `deliver` (the app's
 * own webhook route), exactly as a real provider's arrive.
 */
export function paymentsOf(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'log'>,
  deliver: DeliverWebhook,
): Payments {
  const settings = ctx.config.payments;
  if (settings.provider === 'stripe') {
    const stripe = stripePaymentProvider({
      secretKey: settings.secretKey,
      webhookSecret: settings.webhookSecret,
      prices: settings.prices,
      clock: ctx.clock,
    });
    return { provider: stripe, providers: new Map([['stripe', stripe]]), settle: async () => undefined };
  }
  if (settings.provider === 'sandbox') {
    const sandbox = sandboxPaymentProvider(ctx);
    return {
      provider: sandbox,
      providers: new Map([['sandbox', sandbox]]),
      settle: async () => {
        try {
          await deliverSandboxEvents(ctx, deliver);
        } catch (error) {
          // The sweep delivers them later; the request that asked stands.
          ctx.log.error({ err: error }, 'sandbox events could not be delivered now');
        }
      },
    };
  }
  return { provider: null, providers: new Map(), settle: async () => undefined };
}
