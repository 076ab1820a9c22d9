CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_ref" text NOT NULL,
	"plan" text NOT NULL,
	"url" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sandbox_checkouts" SET "expires_at" = "created_at" + interval '1 day';--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_session_idx" ON "checkouts" USING btree ("provider","session_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_idx" ON "checkouts" USING btree ("worker_id") WHERE "checkouts"."state" = 'open';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_duplicate_of_subscriptions_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;