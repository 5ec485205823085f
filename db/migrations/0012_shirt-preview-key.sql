ALTER TABLE "shirts" ADD COLUMN "preview_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_preview_key_unique" UNIQUE("preview_key");