DROP INDEX "jobs_open_published_at_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_position_idx" ON "jobs" USING btree ("latitude","longitude") WHERE "jobs"."state" = 'open';