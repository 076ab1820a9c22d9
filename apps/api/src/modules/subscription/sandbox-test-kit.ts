import { subscriptionPaths, webhookPath } from '@alongside/contract';
import { expect } from 'vitest';
import { post } from '../../test/account-helpers';
import type { TestApp } from '../../test/test-app';
import { deliverSandboxEvents } from './sandbox-payments.service';

/** What the sandbox's test cards are typed with besides their number (`SANDBOX_TEST_CARDS`). */
export const SANDBOX_CARD = { expiry: '12/30', cvc: '123', name: 'Wes Tan' };

/** The sandbox checkout's id: the last part of the address a checkout answers. */
export const checkoutIdOf = (url: string) => new URL(url).pathname.split('/').at(-1)!;

/**
 * What the subscription's route tests do with the app, as a worker's browser and the sandbox
 * provider would. `test` is read at each call: the app is built in `beforeAll`.
 */
export function sandboxTestKit(test: () => TestApp) {
  function call(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
    return test().app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload }),
    });
  }
  return {
    call,
    startCheckout: (token: string, plan: 'monthly' | 'yearly') =>
      call('POST', subscriptionPaths.subscription, token, { plan }),
    /** The sandbox delivers what it owes through the webhook route, as its sweep does. */
    async settle(): Promise<void> {
      const { app } = test();
      await deliverSandboxEvents(app.ctx, async (payload, headers) => {
        const answer = await app.inject({ method: 'POST', url: webhookPath('sandbox'), headers, payload });
        if (answer.statusCode >= 300) throw new Error(`answered ${answer.statusCode}: ${answer.body}`);
      });
    },
    /** A new access token after the clock moved past the last one's 15 minutes: signing in again. */
    async signInAgain(person: { email: string; password: string; token: string }): Promise<void> {
      const answer = await post(test().app, '/api/auth/login', {
        email: person.email,
        password: person.password,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      person.token = answer.json().token;
    },
  };
}
