ALTER TABLE "shirts" ADD COLUMN "gift_voucher_id" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift_shirt_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fit_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_gift_shirt_id_shirts_id_fk" FOREIGN KEY ("gift_shirt_id") REFERENCES "public"."shirts"("id") ON DELETE set null ON UPDATE no action;