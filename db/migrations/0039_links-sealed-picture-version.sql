ALTER TABLE "catalog_fabrics" ADD COLUMN "picture_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_sealed" text;--> statement-breakpoint
ALTER TABLE "team_orders" ADD COLUMN "invite_token_sealed" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_token_sealed_check" CHECK ("orders"."guest_token_sealed" is null or "orders"."guest_token_hash" is not null);--> statement-breakpoint
-- The invitation tokens kept in plain text (0035) go: the server keeps them encrypted from now on
-- (invite_token_sealed, docs/decisions/029); organisers of open team orders make a new link once.
UPDATE "team_orders" SET "invite_token" = NULL;
