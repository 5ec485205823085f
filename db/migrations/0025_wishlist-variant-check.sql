-- A fabric remembered with an accessory's variant (possible before the rule) keeps no variant.
UPDATE "wishlist_items" SET "variant_id" = NULL WHERE "kind" <> 'product';--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_variant_check" CHECK ("wishlist_items"."kind" = 'product' or "wishlist_items"."variant_id" is null);