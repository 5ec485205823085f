CREATE TABLE "catalog_prices" (
	"key" text PRIMARY KEY NOT NULL,
	"cents" integer NOT NULL,
	CONSTRAINT "catalog_prices_cents_check" CHECK ("catalog_prices"."cents" > 0),
	CONSTRAINT "catalog_prices_key_check" CHECK ("catalog_prices"."key" in ('A', 'B', 'C', 'D', 'package7'))
);
--> statement-breakpoint
ALTER TABLE "shirt_templates" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_attribute_values" ADD CONSTRAINT "catalog_values_surcharge_check" CHECK ("catalog_attribute_values"."surcharge_cents" >= 0);--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD CONSTRAINT "catalog_parts_surcharge_check" CHECK ("catalog_parts"."surcharge_cents" >= 0);