CREATE TABLE "cart_price_marks" (
	"owner_key" text PRIMARY KEY NOT NULL,
	"session_id" text,
	"customer_id" integer,
	"marks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_prices" (
	"key" text PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "catalog_prices_cents_check" CHECK ("catalog_prices"."cents" > 0),
	CONSTRAINT "catalog_prices_key_check" CHECK ("catalog_prices"."key" in ('A', 'B', 'C', 'D', 'package7'))
);
--> statement-breakpoint
ALTER TABLE "shirt_templates" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_price_marks" ADD CONSTRAINT "cart_price_marks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cart_price_marks" ADD CONSTRAINT "cart_price_marks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_attribute_values" ADD CONSTRAINT "catalog_values_surcharge_check" CHECK ("catalog_attribute_values"."surcharge_cents" >= 0);--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD CONSTRAINT "catalog_parts_surcharge_check" CHECK ("catalog_parts"."surcharge_cents" >= 0);