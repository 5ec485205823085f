ALTER TABLE "orders" ADD COLUMN "package_stage" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "first_delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fit_confirmed_at" timestamp with time zone;