ALTER TABLE "messages" ADD COLUMN "attachment_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_type" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "attachment_size" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_attachment_id_idx" ON "messages" USING btree ("attachment_id");