-- The search (decision 026): full-text search without accents, and trigrams for typos.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"href" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"trigrams" text NOT NULL,
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" in ('fabric', 'accessory', 'guide', 'part')),
	CONSTRAINT "search_documents_locale_check" CHECK ("search_documents"."locale" in ('de', 'en', 'fr', 'es'))
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"stamp" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_misses_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_ref_unique" ON "search_documents" USING btree ("locale","ref");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_trigrams_idx" ON "search_documents" USING gin ("trigrams" gin_trgm_ops);