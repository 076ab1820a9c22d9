DROP INDEX "jobs_open_position_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "worker_gender" text DEFAULT 'no_preference' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "needs_car" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "languages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "required_qualifications" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "required_credentials" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "shift_week" "int4multirange";--> statement-breakpoint
-- Decision 033: the columns the job board judges a job by, for the jobs written before them, as
-- `boardColumnsOf` (modules/jobs/job-rows.ts) writes them with every job: the preferences as columns,
-- and the shifts of the schedule as one multirange of the week in half seconds (`weekRangesOf`).
UPDATE "jobs" SET
  "worker_gender" = coalesce("preferences"->>'worker_gender', 'no_preference'),
  "needs_car" = coalesce("preferences"->>'car' = 'needed', false),
  "languages" = ARRAY(SELECT jsonb_array_elements_text("preferences"->'languages')),
  "required_qualifications" = ARRAY(SELECT jsonb_array_elements_text("preferences"->'qualifications')),
  "required_credentials" = ARRAY(SELECT jsonb_array_elements_text("preferences"->'credentials')),
  "shift_week" = CASE WHEN "schedule" IS NULL THEN NULL ELSE (
    SELECT coalesce(range_agg(int4range(
      2 * (shift.day * 86400 + extract(epoch FROM shift.start_time)::int),
      2 * (shift.day * 86400 + extract(epoch FROM shift.end_time)::int) - 1
    )), '{}')
    FROM (
      SELECT array_position(ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday'], t->>'day') - 1 AS day,
        (t->>'start')::time AS start_time, (t->>'end')::time AS end_time
      FROM jsonb_array_elements(CASE WHEN "schedule"->>'kind' = 'weekly' THEN "schedule"->'times' ELSE '[]'::jsonb END) t
      UNION ALL
      SELECT extract(isodow FROM ("schedule"->>'date')::date)::int - 1, ("schedule"->>'start')::time, ("schedule"->>'end')::time
      WHERE "schedule"->>'kind' = 'one_off'
    ) shift
  ) END;--> statement-breakpoint
CREATE INDEX "jobs_open_board_idx" ON "jobs" USING btree ("latitude","longitude","id","client_id","closes_at","published_at","services","worker_gender","needs_car","languages","required_qualifications","required_credentials","shift_week","weekday_hourly_rate","weekday_night_hourly_rate","weekend_hourly_rate","weekend_night_hourly_rate") WHERE "jobs"."state" = 'open';