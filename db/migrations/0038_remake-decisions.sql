ALTER TABLE "service_tickets" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "remake_order_id" integer;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "return_label" text;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "alteration_changes" jsonb;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "alteration_note" text;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remake_of_order_id" integer;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_remake_order_id_orders_id_fk" FOREIGN KEY ("remake_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_decided_by_customers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_remake_of_order_id_orders_id_fk" FOREIGN KEY ("remake_of_order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_promise_once" ON "service_tickets" USING btree ("order_id") WHERE "service_tickets"."decision" in ('remake', 'alteration');--> statement-breakpoint
CREATE UNIQUE INDEX "service_tickets_remake_order_unique" ON "service_tickets" USING btree ("remake_order_id");--> statement-breakpoint
CREATE INDEX "service_tickets_decided_idx" ON "service_tickets" USING btree ("decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_remake_of_unique" ON "orders" USING btree ("remake_of_order_id");--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_decision_check" CHECK ("service_tickets"."decision" is null or "service_tickets"."decision" in ('remake', 'alteration', 'declined'));--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_decision_facts_check" CHECK (("service_tickets"."decision" is null) = ("service_tickets"."decided_at" is null)
        and ("service_tickets"."decision" is not distinct from 'remake') = ("service_tickets"."remake_order_id" is not null)
        and ("service_tickets"."decision" is not distinct from 'alteration') = ("service_tickets"."return_label" is not null)
        and ("service_tickets"."decision" is not distinct from 'declined') = ("service_tickets"."decline_reason" is not null));--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_decision_order_check" CHECK ("service_tickets"."decision" is null or "service_tickets"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_remake_of_check" CHECK ("orders"."remake_of_order_id" <> "orders"."id");