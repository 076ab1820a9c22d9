ALTER TABLE "order_refunds" ADD COLUMN "by_staff" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 041: the refunds asked for before the column, by staff unless they are the system's own,
-- whose reasons are the two of payments.service.ts (DUPLICATE_REFUND_REASON, REPLACED_REFUND_REASON):
-- a refund whose staff member's account was deleted has lost its `staff_id` but not its reason.
UPDATE "order_refunds" SET "by_staff" = true
WHERE "staff_id" IS NOT NULL OR "reason" NOT IN (
  'A second plan, paid while the worker’s plan was live (two checkouts paid at once): ended at once and refunded in full.',
  'A payment of a plan the worker had replaced with a new one after its payment failed: the plan was ended and the payment refunded in full.'
);--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_check" CHECK ("order_refunds"."staff_id" is null or "order_refunds"."by_staff");