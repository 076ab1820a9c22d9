ALTER TYPE "public"."one_time_code_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TYPE "public"."session_end_reason" ADD VALUE 'password_change';--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"description" text,
	"avatar_id" uuid,
	"date_of_birth" date,
	"gender" text,
	"phone" text,
	"disclaimer_accepted_at" timestamp with time zone,
	"id_verification_method" text,
	"support_requirements" text[] DEFAULT '{}' NOT NULL,
	"qualifications_needed" text[] DEFAULT '{}' NOT NULL,
	"require_support_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile_visibility" text,
	"preferred_worker_gender" text,
	"car_requirement" text,
	"preferred_languages" text[] DEFAULT '{}' NOT NULL,
	"max_hourly_rate" integer,
	"service_offerings" text[] DEFAULT '{}' NOT NULL,
	"availability_schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travel_per_km_rate" integer,
	"weekday_hourly_rate" integer,
	"weekday_night_hourly_rate" integer,
	"weekend_hourly_rate" integer,
	"weekend_night_hourly_rate" integer,
	"client_genders" text[] DEFAULT '{}' NOT NULL,
	"car_ownership" text,
	"range_of_work_in_km" integer,
	"qualifications" text[] DEFAULT '{}' NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"training" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"profile_completed" boolean DEFAULT false NOT NULL,
	"personal_details_completed" boolean DEFAULT false NOT NULL,
	"id_verification_completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text,
	"address" text NOT NULL,
	"address_2" text,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_service_offerings_idx" ON "profiles" USING gin ("service_offerings");--> statement-breakpoint
CREATE INDEX "addresses_user_id_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_primary_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_primary";--> statement-breakpoint
INSERT INTO "profiles" ("user_id") SELECT "id" FROM "users" ON CONFLICT DO NOTHING;
