ALTER TABLE "customers" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "block_reason" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_block_check" CHECK (("customers"."blocked_at" is null) = ("customers"."block_reason" is null) and char_length(coalesce("customers"."block_reason", 'x')) between 1 and 500);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_note_check" CHECK (char_length("vouchers"."note") <= 500);