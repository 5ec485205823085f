CREATE TABLE "auth_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_attribute_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"hex" text,
	"surcharge_cents" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"value_ids" jsonb NOT NULL,
	"default_value_id" integer,
	"max_length" integer
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"max_parts" integer,
	"selectable" boolean DEFAULT true NOT NULL,
	"allowed_attribute_ids" jsonb,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_fabrics" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"colour" text NOT NULL,
	"hex" text NOT NULL,
	"secondary_hex" text,
	"pattern" text NOT NULL,
	"weave" text NOT NULL,
	"weight_gsm" integer NOT NULL,
	"non_iron" boolean DEFAULT false NOT NULL,
	"oeko_tex" boolean DEFAULT true NOT NULL,
	"price_group" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"origin" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalog_fabrics_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "catalog_parts" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"key" text NOT NULL,
	"surcharge_cents" integer DEFAULT 0 NOT NULL,
	"attribute_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_translations" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "catalog_translations_kind_ref_id_locale_pk" PRIMARY KEY("kind","ref_id","locale")
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shirt_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"fabric_id" integer NOT NULL,
	"part_ids" jsonb NOT NULL,
	"attributes" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"salutation" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"lang" text DEFAULT 'de' NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"newsletter_subscribed" boolean DEFAULT false NOT NULL,
	"session_generation" integer DEFAULT 0 NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measure_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text,
	"customer_id" integer,
	"set_name" text NOT NULL,
	"standard" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'body' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"superseded_at" timestamp with time zone,
	"size_neck" numeric(5, 1),
	"size_shoulder" numeric(5, 1),
	"size_sleevelength" numeric(5, 1),
	"size_sleevelength_2" numeric(5, 1),
	"size_sleevelength_short" numeric(5, 1),
	"size_chest" numeric(5, 1),
	"size_tail" numeric(5, 1),
	"size_hips" numeric(5, 1),
	"size_shirtlength" numeric(5, 1),
	"size_weight" numeric(5, 1),
	"size_height" numeric(5, 1),
	"size_wrist_1" numeric(5, 1),
	"size_wrist_2" numeric(5, 1),
	"size_biceps" numeric(5, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"customer_generation" integer,
	"admin_login" boolean DEFAULT false NOT NULL,
	"selected_shirt_id" integer,
	"delivery_country_id" integer,
	"lang" text,
	"csrf_token" text NOT NULL,
	"lifetime_days" integer DEFAULT 30 NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shirt_attributes" (
	"shirt_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value_id" integer NOT NULL,
	"text" text,
	CONSTRAINT "shirt_attributes_shirt_id_part_id_attribute_id_pk" PRIMARY KEY("shirt_id","part_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "shirt_parts" (
	"shirt_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "shirt_parts_shirt_id_part_id_pk" PRIMARY KEY("shirt_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "shirts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" text,
	"customer_id" integer,
	"fabric_id" integer NOT NULL,
	"template_id" integer,
	"order_status" smallint DEFAULT 0 NOT NULL,
	"order_id" integer,
	"measure_id" integer,
	"amount" integer DEFAULT 1 NOT NULL,
	"cust_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD CONSTRAINT "catalog_parts_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_templates" ADD CONSTRAINT "shirt_templates_fabric_id_catalog_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."catalog_fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_profiles" ADD CONSTRAINT "measure_profiles_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "measure_profiles" ADD CONSTRAINT "measure_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measure_profiles" ADD CONSTRAINT "measure_profiles_previous_id_measure_profiles_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."measure_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_attributes" ADD CONSTRAINT "shirt_attributes_shirt_id_shirts_id_fk" FOREIGN KEY ("shirt_id") REFERENCES "public"."shirts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirt_parts" ADD CONSTRAINT "shirt_parts_shirt_id_shirts_id_fk" FOREIGN KEY ("shirt_id") REFERENCES "public"."shirts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shirts" ADD CONSTRAINT "shirts_fabric_id_catalog_fabrics_id_fk" FOREIGN KEY ("fabric_id") REFERENCES "public"."catalog_fabrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_failures_lookup_idx" ON "auth_failures" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "catalog_fabrics_filter_idx" ON "catalog_fabrics" USING btree ("active","colour","pattern");--> statement-breakpoint
CREATE INDEX "catalog_fabrics_group_idx" ON "catalog_fabrics" USING btree ("price_group");--> statement-breakpoint
CREATE INDEX "catalog_fabrics_sort_idx" ON "catalog_fabrics" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "catalog_parts_category_idx" ON "catalog_parts" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "customers_role_idx" ON "customers" USING btree ("role");--> statement-breakpoint
CREATE INDEX "measure_profiles_session_idx" ON "measure_profiles" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "measure_profiles_customer_idx" ON "measure_profiles" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shirts_session_idx" ON "shirts" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "shirts_customer_idx" ON "shirts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "shirts_measure_idx" ON "shirts" USING btree ("measure_id");