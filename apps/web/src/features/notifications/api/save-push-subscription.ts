import {
  pushSubscriptionPaths,
  type PushKeyResponse,
  type PushSubscriptionBody,
  type PushSubscriptionResponse,
} from '@alongside/contract';
import { api } from '../../../lib/api-client';

/** GET /api/push-subscriptions/key: the server's public key, or null when it sends no pushes. */
export function getPushKey(): Promise<string | null> {
  return api.get<PushKeyResponse>(pushSubscriptionPaths.key).then(({ data }) => data.public_key);
}

/** POST /api/push-subscriptions: this device's subscription, stored for the signed-in person. */
export function savePushSubscription(body: PushSubscriptionBody): Promise<PushSubscriptionResponse> {
  return api.post<PushSubscriptionResponse>(pushSubscriptionPaths.subscriptions, body);
}

/** DELETE /api/push-subscriptions: this device no longer gets the person's notifications. */
export function removePushSubscription(endpoint: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(pushSubscriptionPaths.subscriptions, { body: { endpoint } });
}
