CREATE TABLE "job_alert_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"alerted" integer
);
--> statement-breakpoint
ALTER TABLE "job_alert_runs" ADD CONSTRAINT "job_alert_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_runs_unsent_idx" ON "job_alert_runs" USING btree ("created_at") WHERE "job_alert_runs"."sent_at" is null;