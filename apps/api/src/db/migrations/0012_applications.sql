CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"state" text DEFAULT 'applied' NOT NULL,
	"message" text NOT NULL,
	"proposed_rate" integer,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_worker_id_users_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_idx" ON "applications" USING btree ("job_id","worker_id") WHERE "applications"."state" in ('applied', 'shortlisted', 'offered');--> statement-breakpoint
CREATE INDEX "applications_job_id_state_idx" ON "applications" USING btree ("job_id","state");--> statement-breakpoint
CREATE INDEX "applications_worker_id_updated_at_idx" ON "applications" USING btree ("worker_id","updated_at");