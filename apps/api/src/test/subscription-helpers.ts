import { randomUUID } from 'node:crypto';
import { webhookPath } from '@alongside/contract';
import type { FastifyInstance } from 'fastify';
import { sandboxWebhookSecret, signSandboxEvent } from '../modules/subscription/sandbox-payments.service';

/** A sandbox webhook event, signed now, as the sandbox provider sends it. */
export function signedSandboxEvent(app: FastifyInstance, type: string, object: object) {
  const now = app.ctx.clock.now();
  const payload = JSON.stringify({
    id: `evt_test_${randomUUID()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signSandboxEvent(payload, sandboxWebhookSecret(app.ctx.config), now),
    },
  };
}

/**
 * Gives a worker a running monthly plan for a year, as the provider's webhook would tell of one, so
 * a test may take as much work as it needs beyond the free allowance.
 */
export async function giveRunningPlan(app: FastifyInstance, workerId: string): Promise<void> {
  const now = app.ctx.clock.now();
  const event = signedSandboxEvent(app, 'customer.subscription.created', {
    type: 'subscription_updated',
    subscription: {
      subscriptionRef: `sub_test_${randomUUID()}`,
      customerRef: `cus_test_${randomUUID()}`,
      workerId,
      plan: 'monthly',
      status: 'active',
      currentPeriodStart: now.toISOString(),
      currentPeriodEnd: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
      cancelAtPeriodEnd: false,
      trialEnd: null,
    },
  });
  const answer = await app.inject({ method: 'POST', url: webhookPath('sandbox'), ...event });
  if (answer.statusCode !== 200)
    throw new Error(`the plan was not started: ${answer.statusCode} ${answer.body}`);
}
