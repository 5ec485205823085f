DROP INDEX "customers_email_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "guest_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "guest_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_guest_session_unique" ON "customers" USING btree ("guest_session_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_guest_token_unique" ON "orders" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email") WHERE "customers"."guest_since" is null;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_guest_check" CHECK (("customers"."guest_since" is null) = ("customers"."guest_session_id" is null) and ("customers"."guest_since" is null or "customers"."role" = 'customer'));