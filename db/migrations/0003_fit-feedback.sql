CREATE TABLE "fit_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"measure_id" integer NOT NULL,
	"ratings" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"applied_measure_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fit_feedback" ADD CONSTRAINT "fit_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_feedback" ADD CONSTRAINT "fit_feedback_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fit_feedback" ADD CONSTRAINT "fit_feedback_applied_measure_id_measure_profiles_id_fk" FOREIGN KEY ("applied_measure_id") REFERENCES "public"."measure_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fit_feedback_order_measure_unique" ON "fit_feedback" USING btree ("order_id","measure_id");--> statement-breakpoint
CREATE INDEX "fit_feedback_customer_idx" ON "fit_feedback" USING btree ("customer_id");