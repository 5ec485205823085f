CREATE TABLE "wishlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text,
	"customer_id" integer,
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_customer_unique" ON "wishlist_items" USING btree ("customer_id","kind","ref_id") WHERE "wishlist_items"."customer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_session_unique" ON "wishlist_items" USING btree ("session_id","kind","ref_id") WHERE "wishlist_items"."customer_id" is null;