ALTER TABLE "team_orders" ADD COLUMN "logo_file" text;--> statement-breakpoint
ALTER TABLE "team_orders" ADD COLUMN "logo_position" text;--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_logo_position_check" CHECK ("team_orders"."logo_position" in ('leftChest', 'rightChest'));--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_logo_check" CHECK (("team_orders"."logo_file" is null) = ("team_orders"."logo_position" is null));