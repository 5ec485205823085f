ALTER TABLE "sessions" ADD CONSTRAINT "sessions_selected_shirt_id_shirts_id_fk" FOREIGN KEY ("selected_shirt_id") REFERENCES "public"."shirts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_measure_id_measure_profiles_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."measure_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_order_status_check" CHECK ("shirts"."order_status" in (0, 1, 2));--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_amount_check" CHECK ("shirts"."amount" > 0);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_amount_check" CHECK ("cart_items"."amount" > 0);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_voucher_value_check" CHECK ("cart_items"."voucher_value_cents" >= 0);--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_vat_rate_check" CHECK ("cart_items"."vat_rate" >= 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_amount_check" CHECK ("order_items"."amount" > 0);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_cents_check" CHECK ("order_items"."unit_gross_cents" >= 0 and "order_items"."line_gross_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cents_check" CHECK ("orders"."items_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."total_cents" >= 0 and "orders"."net_cents" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_price_check" CHECK ("product_variants"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."stock" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_check" CHECK ("products"."price_cents" >= 0);--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_amount_check" CHECK ("voucher_redemptions"."amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_status_check" CHECK ("vouchers"."status" in ('pending', 'active', 'void'));--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_balance_check" CHECK ("vouchers"."balance_cents" between 0 and "vouchers"."initial_cents");