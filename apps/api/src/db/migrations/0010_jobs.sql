CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text,
	"description" text DEFAULT '' NOT NULL,
	"services" text[] DEFAULT '{}' NOT NULL,
	"address_id" uuid,
	"suburb" text,
	"place_state" text,
	"postcode" text,
	"latitude" double precision,
	"longitude" double precision,
	"schedule" jsonb,
	"positions" integer DEFAULT 1 NOT NULL,
	"weekday_hourly_rate" integer,
	"weekday_night_hourly_rate" integer,
	"weekend_hourly_rate" integer,
	"weekend_night_hourly_rate" integer,
	"travel_per_km_rate" integer,
	"preferences" jsonb NOT NULL,
	"open_days" integer DEFAULT 30 NOT NULL,
	"draft_step" text DEFAULT 'support' NOT NULL,
	"published_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"reposted_from" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_reposted_from_jobs_id_fk" FOREIGN KEY ("reposted_from") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_client_id_state_idx" ON "jobs" USING btree ("client_id","state");--> statement-breakpoint
CREATE INDEX "jobs_open_published_at_idx" ON "jobs" USING btree ("published_at") WHERE "jobs"."state" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_closes_at_idx" ON "jobs" USING btree ("closes_at") WHERE "jobs"."state" in ('open', 'paused');