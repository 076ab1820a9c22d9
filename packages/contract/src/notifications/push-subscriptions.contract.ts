import { z } from 'zod';

export const PUSH_SUBSCRIPTION_MESSAGES = {
  endpoint: 'Enter the push service address: an https:// URL of at most 1,000 characters.',
  key: 'Enter the subscription’s key as the browser gave it.',
  saved: 'You will get notifications on this device.',
  removed: 'This device will no longer get notifications.',
  off: 'Notifications on devices are not available on this server.',
} as const;

/** The longest endpoint accepted (browsers' push services use a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 1000;

const EndpointSchema = z
  .url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: PUSH_SUBSCRIPTION_MESSAGES.endpoint,
    abort: true,
  })
  .max(PUSH_ENDPOINT_MAX, { error: PUSH_SUBSCRIPTION_MESSAGES.endpoint, abort: true })
  // A URL parser forgives spaces and NUL bytes that PostgreSQL would refuse to store.
  .regex(/^[\x21-\x7e]+$/, { error: PUSH_SUBSCRIPTION_MESSAGES.endpoint });

/** A base64url key as `PushSubscription.toJSON()` gives it (p256dh: 65 bytes, auth: 16). */
const KeySchema = (max: number) =>
  z
    .string({ error: PUSH_SUBSCRIPTION_MESSAGES.key })
    .regex(new RegExp(`^[A-Za-z0-9_-]{1,${max}}={0,2}$`), { error: PUSH_SUBSCRIPTION_MESSAGES.key });

/** `POST /api/push-subscriptions`: `PushSubscription.toJSON()` as the browser gives it, strictly. */
export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: EndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: KeySchema(200), auth: KeySchema(100) }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** `DELETE /api/push-subscriptions`: which of the caller's subscriptions to remove. */
export const PushSubscriptionDeleteBodySchema = z.strictObject({ endpoint: EndpointSchema });
export type PushSubscriptionDeleteBody = z.infer<typeof PushSubscriptionDeleteBodySchema>;

export const PushSubscriptionSchema = z.object({ endpoint: z.string(), created_at: z.string() });

export const PushSubscriptionResponseSchema = z.object({
  data: PushSubscriptionSchema,
  message: z.string(),
});
export type PushSubscriptionResponse = z.infer<typeof PushSubscriptionResponseSchema>;

/** The public key, or null when this server sends no pushes. */
export const PushKeyResponseSchema = z.object({ data: z.object({ public_key: z.string().nullable() }) });
export type PushKeyResponse = z.infer<typeof PushKeyResponseSchema>;
