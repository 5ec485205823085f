import { sql } from 'drizzle-orm'
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The shop search's index (decision 026): one row per document and language, rebuilt from the
 * catalog and the Markdown content (core/search/index-documents.ts). `document` is the weighted
 * tsvector in the language's own text search configuration, accents removed; `trigrams` the
 * unaccented lower-case title and keywords that typos are matched against (pg_trgm).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    kind: text('kind', { enum: ['fabric', 'accessory', 'guide', 'part'] }).notNull(),
    /** Stable key of the thing found: 'fabric:1001', 'product:krawatte-navy', 'page:faq/stoffe'. */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Path in the row's language, with its prefix (/fr/stoffe/1001). */
    href: text('href').notNull(),
    document: tsvector('document').notNull(),
    trigrams: text('trigrams').notNull(),
  },
  (table) => [
    uniqueIndex('search_documents_ref_unique').on(table.locale, table.ref),
    index('search_documents_document_idx').using('gin', table.document),
    index('search_documents_trigrams_idx').using('gin', sql`${table.trigrams} gin_trgm_ops`),
    check('search_documents_kind_check', sql`${table.kind} in ('fabric', 'accessory', 'guide', 'part')`),
    check('search_documents_locale_check', sql`${table.locale} in ('de', 'en', 'fr', 'es')`),
  ],
)

/** What the index was built from (catalog version and content fingerprint): one row, id 1. */
export const searchIndexState = pgTable('search_index_state', {
  id: smallint('id').primaryKey(),
  stamp: text('stamp').notNull(),
  indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Queries that found nothing: the normalised text and a count per day, nothing about who asked. */
export const searchMisses = pgTable(
  'search_misses',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.day, table.query] })],
)
