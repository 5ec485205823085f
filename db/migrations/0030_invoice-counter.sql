CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_check" CHECK ("invoice_counters"."last_number" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
INSERT INTO "invoice_counters" ("series", "last_number") SELECT 'RE', coalesce(max(substring("invoice_number" from '[0-9]+$')::integer), 0) FROM "orders";
