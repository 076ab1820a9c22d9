CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"client_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"schedule" jsonb,
	"suburb" text,
	"place_state" text,
	"postcode" text,
	"message" text DEFAULT '' NOT NULL,
	"job_id" uuid,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "requests_one_pending_idx" ON "requests" USING btree ("client_id","worker_id") WHERE "requests"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "requests_worker_id_sent_at_idx" ON "requests" USING btree ("worker_id","sent_at");--> statement-breakpoint
CREATE INDEX "requests_client_id_sent_at_idx" ON "requests" USING btree ("client_id","sent_at");--> statement-breakpoint
CREATE INDEX "requests_pending_expires_at_idx" ON "requests" USING btree ("expires_at") WHERE "requests"."state" = 'pending';