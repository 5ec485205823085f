ALTER TABLE "feedback" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "done_by" integer;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_done_by_customers_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_tickets" ADD CONSTRAINT "service_tickets_assignee_id_customers_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_done_idx" ON "feedback" USING btree ("done_at","created_at");--> statement-breakpoint
CREATE INDEX "service_tickets_assignee_idx" ON "service_tickets" USING btree ("assignee_id");