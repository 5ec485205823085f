CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"measure_id" integer,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shirt_id" integer,
	"done_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"deadline" text NOT NULL,
	"seats" integer NOT NULL,
	"design" jsonb NOT NULL,
	"open_categories" jsonb NOT NULL,
	"invite_token_hash" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"order_id" integer,
	"lang" text DEFAULT 'de' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_orders_state_check" CHECK ("team_orders"."state" in ('open', 'ordered', 'closed')),
	CONSTRAINT "team_orders_seats_check" CHECK ("team_orders"."seats" between 1 and 200),
	CONSTRAINT "team_orders_ordered_check" CHECK (("team_orders"."state" = 'ordered') = ("team_orders"."order_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "wearer" text;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_order_id_team_orders_id_fk" FOREIGN KEY ("team_order_id") REFERENCES "public"."team_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_measure_id_measure_profiles_id_fk" FOREIGN KEY ("measure_id") REFERENCES "public"."measure_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_organiser_id_customers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_orders" ADD CONSTRAINT "team_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_unique" ON "team_members" USING btree ("team_order_id","customer_id");--> statement-breakpoint
CREATE INDEX "team_members_customer_idx" ON "team_members" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_orders_token_unique" ON "team_orders" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "team_orders_organiser_idx" ON "team_orders" USING btree ("organiser_id");--> statement-breakpoint
CREATE INDEX "team_orders_order_idx" ON "team_orders" USING btree ("order_id");