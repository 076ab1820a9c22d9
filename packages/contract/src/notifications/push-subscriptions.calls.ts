// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

/** A device's push subscription (Web Push, decision 040). */
export const pushSubscriptionPaths = {
  /** POST: store this device's subscription for the caller; DELETE: remove it ({ endpoint }). */
  subscriptions: '/api/push-subscriptions',
  /** GET: the server's public (VAPID) key, for `pushManager.subscribe`. */
  key: '/api/push-subscriptions/key',
} as const;
