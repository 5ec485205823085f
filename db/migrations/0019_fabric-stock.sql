CREATE TABLE "fabric_reservations" (
	"order_id" integer NOT NULL,
	"fabric_id" integer NOT NULL,
	"metres" numeric(10, 2) NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "fabric_reservations_order_id_fabric_id_pk" PRIMARY KEY("order_id","fabric_id"),
	CONSTRAINT "fabric_reservations_metres_check" CHECK ("fabric_reservations"."metres" > 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ALTER COLUMN "stock" SET DATA TYPE numeric(10, 2);--> statement-breakpoint
ALTER TABLE "fabric_reservations" ADD CONSTRAINT "fabric_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fabric_reservations" ADD CONSTRAINT "fabric_reservations_fabric_id_catalog_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."catalog_fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD CONSTRAINT "catalog_fabrics_stock_check" CHECK ("catalog_fabrics"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "catalog_fabrics" ADD CONSTRAINT "catalog_fabrics_weight_check" CHECK ("catalog_fabrics"."weight_gsm" > 0);