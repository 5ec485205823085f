ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
-- Orders shipped before the column: the last change of state is the best day on record.
UPDATE "orders" SET "shipped_at" = coalesce("status_changed_at", "created_at") WHERE "carrier" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipped_at_check" CHECK (("orders"."carrier" is null) = ("orders"."shipped_at" is null));
