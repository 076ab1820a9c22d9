import { ORDER_STATUSES, PLAN_IDS, SUBSCRIPTION_STATES, type PlanId } from '@alongside/domain';
import { z } from 'zod';
import { fieldsOf, listQuery } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';

/** The worker's subscription and orders (issue #23, decision 041). Amounts are AUD cents, GST included. */
export const subscriptionPaths = {
  /** GET: the plans, their prices and what a commission would cost instead (anyone). */
  plans: '/api/plans',
  /** GET: your plan and this month's free allowance; POST `{ plan }`: start a checkout (its address). */
  subscription: '/api/subscription',
  /** POST: your plan ends at its period's end. */
  cancel: '/api/subscription/cancel',
  /** POST: a plan set to end goes on. */
  resume: '/api/subscription/resume',
  /** POST `{ plan }`: your plan changes at its next renewal. */
  change: '/api/subscription/change',
  /** GET: your orders, newest first. */
  orders: '/api/orders',
  /** GET: one of your orders. */
  order: '/api/orders/:id',
  /** GET: the order's tax invoice (PDF). */
  invoice: '/api/orders/:id/invoice',
  /** POST `{ amount_cents, reason }`: staff refund an order in full or in part. */
  refund: '/api/admin/orders/:id/refund',
  /** POST: the payment provider's signed events. */
  webhook: '/api/webhooks/payments/:provider',
} as const;

export function orderPath(id: string): string {
  return subscriptionPaths.order.replace(':id', encodeURIComponent(id));
}

export function invoicePath(id: string): string {
  return subscriptionPaths.invoice.replace(':id', encodeURIComponent(id));
}

export function refundPath(id: string): string {
  return subscriptionPaths.refund.replace(':id', encodeURIComponent(id));
}

/** The web pages (spec §2): the plans (workers only) and a person's orders. */
export const SUBSCRIPTION_PAGES = {
  plans: '/subscription',
  alias: '/my-profile/subscribe',
  orders: '/account/my-orders',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  workersOnly: 'Plans are for support workers.',
  choosePlan: 'Choose a plan.',
  alreadySubscribed: 'You already have a plan. You can change it or cancel it here.',
  nothingToCancel: 'You have no plan that can be cancelled.',
  nothingToResume: 'Your plan is not set to end.',
  samePlan: 'You are already on this plan.',
  cancelled: 'Your plan will end at the end of this period. You can resume it until then.',
  resumed: 'Your plan goes on.',
  changed: 'Your plan changes at your next renewal.',
  allowanceUsed:
    'You have used your 3 free applications and request acceptances this month. Choose a plan to go on.',
  refundTooLarge: 'Refund at most what is left of the order.',
  refundPositive: 'Refund at least 1 cent.',
  refundReason: 'Say why the order is refunded.',
  refundNotPaid: 'Only a paid order can be refunded.',
  refunded: 'The refund is on its way to the worker.',
  webhookRefused: 'The event could not be accepted.',
} as const;

export const PlanIdSchema = z.enum(PLAN_IDS, { error: SUBSCRIPTION_MESSAGES.choosePlan });

export const PlanSchema = z.object({
  id: PlanIdSchema,
  name: z.string(),
  price_cents: z.number().int(),
  gst_cents: z.number().int(),
  interval: z.enum(['month', 'year']),
  /** "On $40 000 of work a year a 10 % commission costs $4 000; Alongside costs $290." */
  comparison: z.string(),
});
export type PlanView = z.infer<typeof PlanSchema>;

export const PlansResponseSchema = z.object({
  data: z.array(PlanSchema),
  meta: z.object({ trial_days: z.number().int(), free_monthly_allowance: z.number().int() }),
});
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

/** `POST /api/subscription` and `/api/subscription/change`. */
export const PlanChoiceBodySchema = z.strictObject({ plan: PlanIdSchema });
export type PlanChoiceBody = z.infer<typeof PlanChoiceBodySchema>;

export const SubscriptionSchema = z.object({
  plan: PlanIdSchema,
  state: z.enum(SUBSCRIPTION_STATES),
  current_period_end: z.string(),
  ends_at_period_end: z.boolean(),
  /** The plan from the next renewal, when the worker changed it. */
  next_plan: PlanIdSchema.nullable(),
  trial_end: z.string().nullable(),
  /** Whether the plan gives its use now (live, or past due within the 7-day grace). */
  has_access: z.boolean(),
  /** What the worker may do: `cancel`, `resume`, `change_plan`. */
  choices: z.array(z.enum(['cancel', 'resume', 'change_plan'])),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionResponseSchema = z.object({
  /** Null when the worker has never had a plan. */
  data: SubscriptionSchema.nullable(),
  meta: z.object({
    trial_available: z.boolean(),
    allowance: z.object({ limit: z.number().int(), used: z.number().int(), left: z.number().int() }),
  }),
  message: z.string().optional(),
});
export type SubscriptionResponse = z.infer<typeof SubscriptionResponseSchema>;

/** `POST /api/subscription`: where to send the browser to pay. */
export const CheckoutResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  /** The tax invoice's number, e.g. "AL-000042". */
  number: z.string(),
  created_at: z.string(),
  plan: PlanIdSchema,
  period_start: z.string(),
  period_end: z.string(),
  amount_cents: z.number().int(),
  gst_cents: z.number().int(),
  refunded_cents: z.number().int(),
  status: z.enum(ORDER_STATUSES),
});
export type Order = z.infer<typeof OrderSchema>;

/** `GET /api/orders`: newest first (`sort=created_at` for oldest first), 20 a page. */
export const OrderListQuerySchema = listQuery({
  resource: 'orders',
  sorts: ['-created_at', 'created_at'],
  fields: fieldsOf(OrderSchema),
  limit: { default: 20, max: 50 },
});
export type OrderListQuery = z.output<typeof OrderListQuerySchema>;

export const OrderListResponseSchema = z.object({ data: z.array(OrderSchema), meta: PageMetaSchema });
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;
export const OrderResponseSchema = z.object({ data: OrderSchema });

/** `POST /api/admin/orders/:id/refund`: how much of the order, and why (kept for the audit). */
export const RefundBodySchema = z.strictObject({
  amount_cents: z
    .int({ error: SUBSCRIPTION_MESSAGES.refundPositive })
    .min(1, { error: SUBSCRIPTION_MESSAGES.refundPositive })
    .max(10_000_000, { error: SUBSCRIPTION_MESSAGES.refundTooLarge }),
  reason: z
    .string({ error: SUBSCRIPTION_MESSAGES.refundReason })
    .trim()
    .min(1, { error: SUBSCRIPTION_MESSAGES.refundReason })
    .max(500, { error: 'Keep the reason under 500 characters.' }),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;

export type { PlanId };
