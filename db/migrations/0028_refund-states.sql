ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'refund_requested', 'refunded', 'refund_failed'));