import {
  NEW_PLAN_EFFECTS,
  ORDER_STATUSES,
  PLAN_IDS,
  SUBSCRIPTION_CHOICES,
  SUBSCRIPTION_STATES,
  singleLineText,
  type PlanId,
} from '@alongside/domain';
import { z } from 'zod';
import { fieldsOf, listQuery, sparseListResponse } from '../shared/list-query';
import { PageMetaSchema } from '../shared/pagination';

export const SUBSCRIPTION_MESSAGES = {
  workersOnly: 'Plans are for support workers.',
  choosePlan: 'Choose a plan.',
  alreadySubscribed: 'You already have a plan. You can change it or cancel it here.',
  nothingToCancel: 'You have no plan that can be cancelled.',
  nothingToResume: 'Your plan is not set to end.',
  nothingToChange: 'You have no plan that can be changed.',
  choosePlanAgain:
    'The payment for your plan has not gone through, so the plan cannot be changed. Choose a plan again instead.',
  samePlan: 'You are already on this plan.',
  cancelled: 'Your plan will end at the end of this period. You can resume it until then.',
  /** A plan whose payment did not go through is ended at once when cancelled (`cancelEffect`). */
  cancelledNow: 'Your plan has ended. We will not try its payment again.',
  resumed: 'Your plan goes on.',
  /** A plan whose payment did not go through goes on only once a retry of it pays. */
  resumedPastDue:
    'Your plan is no longer set to end. It goes on once its payment goes through: we will try your card again.',
  changed: 'Your plan changes at your next renewal.',
  allowanceUsed:
    'You have used your 3 free applications and request acceptances this month. Choose a plan to go on.',
  refundTooLarge: 'Refund at most what is left of the order.',
  refundPositive: 'Refund at least 1 cent.',
  refundReason: 'Say why the order is refunded.',
  refundNotPaid: 'Only a paid order can be refunded.',
  adminsOnly: 'Orders and refunds are for administrators.',
  refunded: 'The refund is on its way to the worker.',
  /** The provider did not answer a staff refund: it is kept and sent again by itself (decision 041). */
  refundNotSentYet:
    'The payment provider did not answer. The refund is saved and will be sent again within a few minutes, so there is no need to ask for it again.',
  webhookRefused: 'The event could not be accepted.',
  paymentsOff: 'Plans cannot be bought just now. You can still use your free allowance.',
  noCardPage: 'Your card cannot be changed online just now. Please contact us and we will help.',
  providerFailed: 'We could not reach our payment provider. Nothing has changed: please try again soon.',
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
  /**
   * What the worker may do (`subscriptionChoices`): `cancel`, `resume`, `change_plan`. Never
   * `change_plan` when `new_plan` is `replaces`: a plan whose payment failed is chosen again instead.
   */
  choices: z.array(z.enum(SUBSCRIPTION_CHOICES)),
  /**
   * What choosing a plan does to this one (`newPlanEffect`): `refused` while it runs, `replaces` when
   * its payment failed (it ends when the new one starts), `starts` once it has ended.
   */
  new_plan: z.enum(NEW_PLAN_EFFECTS),
  /**
   * For a plan whose payment failed (`pastDueOutlook`): until when the worker keeps its use, and
   * when the charge is next tried (null after the last try). Null otherwise.
   */
  past_due: z.object({ access_until: z.string(), next_try_at: z.string().nullable() }).nullable(),
  /** Whether the provider has a page where the worker changes their card (`POST` the portal path). */
  card_page: z.boolean(),
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
/** What `GET /api/orders` answers, `fields[orders]` narrowing each order (decision 037). */
export const SparseOrderListResponseSchema = sparseListResponse(OrderSchema, PageMetaSchema);
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

/**
 * An order as an administrator sees it: with its buyer as the invoice names them (kept after the
 * account is deleted) and what may still be refunded, counting refunds asked for but not yet
 * confirmed by the provider (`refunded_cents` moves only when it confirms).
 */
export const AdminOrderSchema = OrderSchema.extend({
  buyer_name: z.string(),
  buyer_email: z.string(),
  refundable_cents: z.number().int(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/**
 * `filter[search]`: "AL-000042", "000042" or "42" finds that invoice; any other text finds the orders
 * whose buyer's e-mail or name holds it (case ignored).
 */
export const OrderSearchSchema = singleLineText('an invoice number, e-mail address or name', 200);

/** `GET /api/admin/orders`: newest first (`sort=created_at` for oldest first), 20 a page. */
export const AdminOrderListQuerySchema = listQuery({
  resource: 'orders',
  filters: { 'filter[search]': OrderSearchSchema },
  sorts: ['-created_at', 'created_at'],
  fields: fieldsOf(AdminOrderSchema),
  limit: { default: 20, max: 50 },
});
export type AdminOrderListQuery = z.output<typeof AdminOrderListQuerySchema>;
export const AdminOrderListResponseSchema = sparseListResponse(AdminOrderSchema, PageMetaSchema);

/** A refund asked for, as its audit keeps it, with who asked. */
export const OrderRefundSchema = z.object({
  amount_cents: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  /**
   * The staff member who asked, by first and last name as the review pages name staff; null when
   * the system refunded by itself (`automatic`) or the staff member's account has been deleted.
   */
  by: z.string().nullable(),
  /** The system gave it back by itself: a second plan's payment, or a late one of a replaced plan. */
  automatic: z.boolean(),
  /** The payment provider has been asked and answered; false while it waits to be sent again. */
  sent: z.boolean(),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

/** `GET /api/admin/orders/:id`: the order and its refunds, oldest first. */
export const AdminOrderResponseSchema = z.object({
  data: AdminOrderSchema.extend({ refunds: z.array(OrderRefundSchema) }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderResponseSchema>['data'];

export type { PlanId };

/** The test cards the sandbox knows, as Stripe documents them. Any other number is refused. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  confirms: '4000002500003155',
} as const;

export const SANDBOX_CHECKOUT_MESSAGES = {
  cardNumber: 'Enter one of the test card numbers shown on this page.',
  expiry: 'Enter the expiry date as MM/YY, in the future.',
  cvc: 'Enter the 3 digits on the back of the card.',
  name: 'Enter the name on the card.',
  declined: 'Your card was declined. Try another card.',
  insufficientFunds: 'Your card has insufficient funds. Try another card.',
  notConfirmed: 'Your bank could not confirm it was you. Try again or use another card.',
  notOpen: 'This checkout is finished. Go back to your plan.',
} as const;

export const SandboxPayBodySchema = z.strictObject({
  card_number: z
    .string({ error: SANDBOX_CHECKOUT_MESSAGES.cardNumber })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, { error: SANDBOX_CHECKOUT_MESSAGES.cardNumber })),
  expiry: z
    .string({ error: SANDBOX_CHECKOUT_MESSAGES.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: SANDBOX_CHECKOUT_MESSAGES.expiry }),
  cvc: z
    .string({ error: SANDBOX_CHECKOUT_MESSAGES.cvc })
    .regex(/^\d{3}$/, { error: SANDBOX_CHECKOUT_MESSAGES.cvc }),
  name: z
    .string({ error: SANDBOX_CHECKOUT_MESSAGES.name })
    .trim()
    .min(1, { error: SANDBOX_CHECKOUT_MESSAGES.name })
    .max(100, { error: SANDBOX_CHECKOUT_MESSAGES.name }),
});
export type SandboxPayBody = z.input<typeof SandboxPayBodySchema>;
export type SandboxPayInput = z.output<typeof SandboxPayBodySchema>;

export const SandboxConfirmBodySchema = z.strictObject({
  approve: z.boolean({ error: 'Choose whether to confirm.' }),
});

/**
 * A sandbox checkout: `open` (waiting for a card), `confirming` (the bank asks the person to
 * confirm), `completed` (paid or trial started: go to `success_url`).
 */
export const SandboxCheckoutSchema = z.object({
  id: z.string(),
  plan: PlanSchema.pick({ id: true, name: true, price_cents: true, interval: true }),
  trial_days: z.number().int(),
  state: z.enum(['open', 'confirming', 'completed']),
  success_url: z.string(),
  cancel_url: z.string(),
});
export type SandboxCheckout = z.infer<typeof SandboxCheckoutSchema>;

/** The answer to each call; a refused card is a 402 with the message of `SANDBOX_CHECKOUT_MESSAGES`. */
export const SandboxCheckoutResponseSchema = z.object({ data: SandboxCheckoutSchema });
export type SandboxCheckoutResponse = z.infer<typeof SandboxCheckoutResponseSchema>;
