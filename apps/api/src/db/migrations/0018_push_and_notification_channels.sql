CREATE TABLE "message_notice_marks" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pushed_up_to" integer DEFAULT 0 NOT NULL,
	"digested_up_to" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_notice_marks_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "push_off" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_state" text;--> statement-breakpoint
-- Written by hand (decision 040): nothing made before pushes existed is pushed, and messages sent
-- before are neither pushed nor e-mailed in an unread digest.
UPDATE "notifications" SET "push_state" = 'never';--> statement-breakpoint
INSERT INTO "message_notice_marks" ("conversation_id", "user_id", "pushed_up_to", "digested_up_to")
SELECT "conversation_members"."conversation_id", "conversation_members"."user_id", "conversations"."last_sequence", "conversations"."last_sequence"
FROM "conversation_members" INNER JOIN "conversations" ON "conversations"."id" = "conversation_members"."conversation_id";--> statement-breakpoint
ALTER TABLE "message_notice_marks" ADD CONSTRAINT "message_notice_marks_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notice_marks" ADD CONSTRAINT "message_notice_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_push_owed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."push_state" is null;