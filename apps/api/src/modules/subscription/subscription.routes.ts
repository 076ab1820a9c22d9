import {
  CheckoutResponseSchema,
  OrderListQuerySchema,
  OrderResponseSchema,
  RefundBodySchema,
  ErrorResponseSchema,
  PlanChoiceBodySchema,
  PlansResponseSchema,
  SandboxCheckoutResponseSchema,
  SandboxConfirmBodySchema,
  SandboxPayBodySchema,
  SparseOrderListResponseSchema,
  sandboxCheckoutPaths,
  subscriptionPaths,
  SubscriptionResponseSchema,
} from '@alongside/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/app-context';
import { BEARER, ERROR_ANSWERS } from '../../lib/route-answers';
import { requireAuth } from '../../plugins/access';
import type { Payments } from './payments';
import { sendPrivateFile } from '../../lib/private-file-reply';
import { getOrder, listOrders, orderInvoice, refundOrder } from './orders.service';
import { receivePaymentWebhook } from './payments.service';
import { confirmSandboxCheckout, getSandboxCheckout, paySandboxCheckout } from './sandbox-payments.service';
import {
  changeSubscription,
  getSubscription,
  listPlans,
  openCardPage,
  startCheckout,
} from './subscription.service';

const tags = ['subscription'];
/** A provider's event is a small JSON document; anything longer is not one. */
const WEBHOOK_MAX_CHARS = 256 * 1024;
// Any text: a malformed id answers 404 like a missing checkout (the service checks it).
const params = z.strictObject({ id: z.string().max(100) });
const NoBodySchema = z.strictObject({}).nullish();

/** The plans, a worker's own plan and its checkout, and the payment provider's webhooks (issue #23, decision 041). */
export function subscriptionRoutes(ctx: AppContext, payments: Payments): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      subscriptionPaths.plans,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The plans, GST included, and what a commission would cost instead',
          response: { 200: PlansResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async () => listPlans(),
    );

    app.get(
      subscriptionPaths.subscription,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your plan, your trial and what is left of this month’s free allowance (workers only)',
          security: BEARER,
          response: { 200: SubscriptionResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => getSubscription(ctx, payments, requireAuth(request).user),
    );

    app.post(
      subscriptionPaths.subscription,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Start a checkout for a plan: answers the address to send the browser to (workers only)',
          security: BEARER,
          body: PlanChoiceBodySchema,
          response: {
            200: CheckoutResponseSchema,
            ...ERROR_ANSWERS,
            502: ErrorResponseSchema,
            503: ErrorResponseSchema,
          },
        },
      },
      async (request) => startCheckout(ctx, payments, requireAuth(request).user, request.body.plan),
    );

    for (const [path, choice, summary] of [
      [subscriptionPaths.cancel, 'cancel', 'End your plan at the end of its period'],
      [subscriptionPaths.resume, 'resume', 'Keep a plan that was set to end'],
    ] as const) {
      app.post(
        path,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary,
            security: BEARER,
            body: NoBodySchema,
            response: { 200: SubscriptionResponseSchema, ...ERROR_ANSWERS, 502: ErrorResponseSchema },
          },
        },
        async (request) => changeSubscription(ctx, payments, requireAuth(request).user, { choice }),
      );
    }

    app.post(
      subscriptionPaths.change,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Change your plan from its next renewal',
          security: BEARER,
          body: PlanChoiceBodySchema,
          response: { 200: SubscriptionResponseSchema, ...ERROR_ANSWERS, 502: ErrorResponseSchema },
        },
      },
      async (request) =>
        changeSubscription(ctx, payments, requireAuth(request).user, {
          choice: 'change_plan',
          plan: request.body.plan,
        }),
    );

    app.post(
      subscriptionPaths.portal,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'The address of the payment provider’s page where you change your card (workers only)',
          security: BEARER,
          body: NoBodySchema,
          response: { 200: CheckoutResponseSchema, ...ERROR_ANSWERS, 502: ErrorResponseSchema },
        },
      },
      async (request) => openCardPage(ctx, payments, requireAuth(request).user),
    );

    app.get(
      subscriptionPaths.orders,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'Your orders: every charge of your plan, newest first (workers only)',
          security: BEARER,
          querystring: OrderListQuerySchema,
          response: { 200: SparseOrderListResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => listOrders(ctx, requireAuth(request).user, request.query),
    );

    app.get(
      subscriptionPaths.order,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'One of your orders',
          security: BEARER,
          params,
          response: { 200: OrderResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({ data: await getOrder(ctx, requireAuth(request).user, request.params.id) }),
    );

    app.get(
      subscriptionPaths.invoice,
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          summary: 'The tax invoice of one of your paid orders (PDF)',
          security: BEARER,
          params,
          produces: ['application/pdf'],
          response: { 200: z.any(), ...ERROR_ANSWERS },
        },
      },
      async (request, reply) => {
        const invoice = await orderInvoice(ctx, requireAuth(request).user, request.params.id);
        return sendPrivateFile(reply, { bytes: invoice.bytes, type: 'application/pdf', name: invoice.name });
      },
    );

    app.post(
      subscriptionPaths.refund,
      {
        config: { access: 'staff' },
        schema: {
          tags,
          summary: 'Refund an order in full or in part, through the payment provider (administrators)',
          security: BEARER,
          params,
          body: RefundBodySchema,
          response: { 200: OrderResponseSchema, ...ERROR_ANSWERS },
        },
      },
      async (request) => ({
        data: await refundOrder(ctx, payments, requireAuth(request).user, request.params.id, request.body),
      }),
    );

    if (payments.providers.has('sandbox')) {
      app.get(
        sandboxCheckoutPaths.checkout,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary: 'A sandbox checkout: what is being bought (its worker only)',
            security: BEARER,
            params,
            response: { 200: SandboxCheckoutResponseSchema, ...ERROR_ANSWERS },
          },
        },
        async (request) => ({
          data: await getSandboxCheckout(ctx, requireAuth(request).user.id, request.params.id),
        }),
      );

      app.post(
        sandboxCheckoutPaths.pay,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary: 'Pay a sandbox checkout with a test card (402 when the card is refused)',
            security: BEARER,
            params,
            body: SandboxPayBodySchema,
            response: { 200: SandboxCheckoutResponseSchema, ...ERROR_ANSWERS, 402: ErrorResponseSchema },
          },
        },
        async (request) => {
          const data = await paySandboxCheckout(
            ctx,
            requireAuth(request).user.id,
            request.params.id,
            request.body,
          );
          await payments.settle();
          return { data };
        },
      );

      app.post(
        sandboxCheckoutPaths.confirm,
        {
          config: { access: 'signed-in' },
          schema: {
            tags,
            summary: 'Confirm (or not) a sandbox payment the card’s bank asked about',
            security: BEARER,
            params,
            body: SandboxConfirmBodySchema,
            response: { 200: SandboxCheckoutResponseSchema, ...ERROR_ANSWERS, 402: ErrorResponseSchema },
          },
        },
        async (request) => {
          const data = await confirmSandboxCheckout(
            ctx,
            requireAuth(request).user.id,
            request.params.id,
            request.body.approve,
          );
          await payments.settle();
          return { data };
        },
      );
    }

    // The raw body is what the provider signed, so this route reads JSON as text (its own scope only).
    const webhookScope: FastifyPluginAsyncZod = async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
        done(null, body);
      });
      scope.post(
        subscriptionPaths.webhook,
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: "The payment provider's signed events (the signature is the authorisation)",
            params: z.strictObject({ provider: z.string().max(50) }),
            consumes: ['application/json'],
            body: z.string().max(WEBHOOK_MAX_CHARS),
            response: {
              200: z.object({ received: z.literal(true) }),
              400: ErrorResponseSchema,
              404: ErrorResponseSchema,
              409: ErrorResponseSchema,
            },
          },
        },
        async (request) => {
          await receivePaymentWebhook(
            ctx,
            payments.providers,
            request.params.provider,
            request.body,
            request.headers,
          );
          return { received: true as const };
        },
      );
    };
    await app.register(webhookScope);
  };
}
