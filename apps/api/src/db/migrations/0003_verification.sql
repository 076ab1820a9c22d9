CREATE TYPE "public"."document_source" AS ENUM('upload', 'identity_check');--> statement-breakpoint
CREATE TYPE "public"."document_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('id_verification', 'id_documents', 'police_checks', 'abn', 'wwc', 'first_aid', 'cpr_certificate', 'public_liability', 'ndis_orientation_module', 'covid_vaccination');--> statement-breakpoint
CREATE TYPE "public"."identity_check_status" AS ENUM('started', 'passed', 'failed');--> statement-breakpoint
CREATE TYPE "public"."verification_action" AS ENUM('approved', 'rejected', 'identity_check_passed', 'identity_check_failed');--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"document_type" "document_type" NOT NULL,
	"status" "document_status" DEFAULT 'pending' NOT NULL,
	"source" "document_source" DEFAULT 'upload' NOT NULL,
	"document_number" text,
	"abn" text,
	"issuing_state" text,
	"issued_on" date,
	"expires_on" date,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"rejection_reason" text,
	"expiry_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" "identity_check_status" DEFAULT 'started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" "verification_action" NOT NULL,
	"document_id" uuid,
	"owner_id" uuid,
	"document_type" "document_type" NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_checks" ADD CONSTRAINT "identity_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_audit" ADD CONSTRAINT "verification_audit_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_user_id_idx" ON "documents" USING btree ("user_id","document_type");--> statement-breakpoint
CREATE INDEX "documents_pending_queue_idx" ON "documents" USING btree ("uploaded_at") WHERE "documents"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "documents_approved_idx" ON "documents" USING btree ("document_type","user_id","expires_on") WHERE "documents"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_open_per_type" ON "documents" USING btree ("user_id","document_type") WHERE "documents"."status" in ('pending', 'rejected');--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_approved_per_type" ON "documents" USING btree ("user_id","document_type") WHERE "documents"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "identity_checks_provider_reference" ON "identity_checks" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "identity_checks_user_id_idx" ON "identity_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_audit_at_idx" ON "verification_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "verification_audit_document_idx" ON "verification_audit" USING btree ("document_id");