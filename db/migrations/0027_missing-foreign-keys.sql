-- Rows written before these keys may point at rows that are gone: a reference that may be empty
-- forgets them, a design's part or attribute without its catalog row goes (catalog rows are only
-- ever retired, so none is expected).
UPDATE "catalog_attributes" SET "default_value_id" = NULL WHERE "default_value_id" IS NOT NULL AND "default_value_id" NOT IN (SELECT "id" FROM "catalog_attribute_values");--> statement-breakpoint
UPDATE "service_tickets" SET "shirt_id" = NULL WHERE "shirt_id" IS NOT NULL AND "shirt_id" NOT IN (SELECT "id" FROM "shirts");--> statement-breakpoint
UPDATE "shirts" SET "template_id" = NULL WHERE "template_id" IS NOT NULL AND "template_id" NOT IN (SELECT "id" FROM "shirt_templates");--> statement-breakpoint
UPDATE "shirts" SET "gift_voucher_id" = NULL WHERE "gift_voucher_id" IS NOT NULL AND "gift_voucher_id" NOT IN (SELECT "id" FROM "vouchers");--> statement-breakpoint
UPDATE "order_items" SET "shirt_id" = NULL WHERE "shirt_id" IS NOT NULL AND "shirt_id" NOT IN (SELECT "id" FROM "shirts");--> statement-breakpoint
UPDATE "order_items" SET "product_id" = NULL WHERE "product_id" IS NOT NULL AND "product_id" NOT IN (SELECT "id" FROM "products");--> statement-breakpoint
UPDATE "order_items" SET "variant_id" = NULL WHERE "variant_id" IS NOT NULL AND "variant_id" NOT IN (SELECT "id" FROM "product_variants");--> statement-breakpoint
UPDATE "order_items" SET "voucher_id" = NULL WHERE "voucher_id" IS NOT NULL AND "voucher_id" NOT IN (SELECT "id" FROM "vouchers");--> statement-breakpoint
UPDATE "vouchers" SET "purchase_order_id" = NULL WHERE "purchase_order_id" IS NOT NULL AND "purchase_order_id" NOT IN (SELECT "id" FROM "orders");--> statement-breakpoint
UPDATE "team_members" SET "shirt_id" = NULL WHERE "shirt_id" IS NOT NULL AND "shirt_id" NOT IN (SELECT "id" FROM "shirts");--> statement-breakpoint
DELETE FROM "shirt_parts" WHERE "part_id" NOT IN (SELECT "id" FROM "catalog_parts") OR "category_id" NOT IN (SELECT "id" FROM "catalog_categories");--> statement-breakpoint
DELETE FROM "shirt_attributes" WHERE "part_id" NOT IN (SELECT "id" FROM "catalog_parts") OR "attribute_id" NOT IN (SELECT "id" FROM "catalog_attributes") OR "value_id" NOT IN (SELECT "id" FROM "catalog_attribute_values");--> statement-breakpoint
ALTER TABLE "catalog_attributes" ADD CONSTRAINT "catalog_attributes_default_value_id_catalog_attribute_values_id_fk" FOREIGN KEY ("default_value_id") REFERENCES "public"."catalog_attribute_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_shirt_id_shirts_id_fk" FOREIGN KEY ("shirt_id") REFERENCES "public"."shirts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_attributes" ADD CONSTRAINT "shirt_attributes_part_id_catalog_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."catalog_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_attributes" ADD CONSTRAINT "shirt_attributes_attribute_id_catalog_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."catalog_attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_attributes" ADD CONSTRAINT "shirt_attributes_value_id_catalog_attribute_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "public"."catalog_attribute_values"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_parts" ADD CONSTRAINT "shirt_parts_part_id_catalog_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."catalog_parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_parts" ADD CONSTRAINT "shirt_parts_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_template_id_shirt_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."shirt_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_gift_voucher_id_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_shirt_id_shirts_id_fk" FOREIGN KEY ("shirt_id") REFERENCES "public"."shirts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_purchase_order_id_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_shirt_id_shirts_id_fk" FOREIGN KEY ("shirt_id") REFERENCES "public"."shirts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_tickets_shirt_idx" ON "service_tickets" USING btree ("shirt_id");--> statement-breakpoint
CREATE INDEX "order_items_shirt_idx" ON "order_items" USING btree ("shirt_id");--> statement-breakpoint
CREATE INDEX "team_members_shirt_idx" ON "team_members" USING btree ("shirt_id");