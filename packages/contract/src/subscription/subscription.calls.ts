// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

/** The worker's subscription and orders (issue #23, decision 041). Amounts are AUD cents, GST included. */
export const subscriptionPaths = {
  /** GET: the plans, their prices and what a commission would cost instead (anyone). */
  plans: '/api/plans',
  /** GET: your plan and this month's free allowance; POST `{ plan }`: start a checkout (its address). */
  subscription: '/api/subscription',
  /** POST: your plan ends at its period's end; one whose payment did not go through ends now. */
  cancel: '/api/subscription/cancel',
  /** POST: a plan set to end goes on. */
  resume: '/api/subscription/resume',
  /** POST `{ plan }`: your plan changes at its next renewal. */
  change: '/api/subscription/change',
  /** POST: the address of the provider's page where you change your card (Stripe's customer portal). */
  portal: '/api/subscription/portal',
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

export function webhookPath(provider: string): string {
  return subscriptionPaths.webhook.replace(':provider', encodeURIComponent(provider));
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

/**
 * The administrators' orders screen (issue #23): every worker's orders, to find the one a worker
 * phones about and refund it. Reviewers are staff but see no money: 403 with `adminsOnly`.
 */
export const adminOrderPaths = {
  /** GET: all orders, newest first; `filter[search]` an invoice number, or part of an e-mail or name. */
  orders: '/api/admin/orders',
  /** GET: one order with the refunds asked for it. */
  order: '/api/admin/orders/:id',
} as const;

export function adminOrderPath(id: string): string {
  return adminOrderPaths.order.replace(':id', encodeURIComponent(id));
}

/** The web page of the administrators' orders: `/admin/orders`, one order at `/admin/orders/:id`. */
export const ADMIN_ORDER_PAGES = { orders: '/admin/orders', order: '/admin/orders/:id' } as const;

/**
 * The sandbox payment provider's checkout (decision 041): a local page with a card form that knows
 * Stripe's usual test cards, used when no real provider is set. Only the worker who started a
 * checkout may read or pay it (anyone else: 404 `No query results for model [Checkout].`).
 */
export const sandboxCheckoutPaths = {
  /** GET: what is being bought. */
  checkout: '/api/sandbox/checkouts/:id',
  /** POST `{ card_number, expiry, cvc, name }`: pay. */
  pay: '/api/sandbox/checkouts/:id/pay',
  /** POST `{ approve }`: the card's bank asked to confirm it is you (3-D Secure). */
  confirm: '/api/sandbox/checkouts/:id/confirm',
} as const;

export function sandboxCheckoutPath(
  id: string,
  part: keyof typeof sandboxCheckoutPaths = 'checkout',
): string {
  return sandboxCheckoutPaths[part].replace(':id', encodeURIComponent(id));
}

/** The web page of a sandbox checkout: `/checkout/sandbox/:id`. */
export const SANDBOX_CHECKOUT_PAGE = '/checkout/sandbox/:id';
