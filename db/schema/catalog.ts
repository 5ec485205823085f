import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/** Catalog of docs/catalog-ids.md: categories, parts, attributes, values, fabrics, templates. */
export const catalogCategories = pgTable('catalog_categories', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
  /** null = unlimited. */
  maxParts: integer('max_parts'),
  selectable: boolean('selectable').notNull().default(true),
  allowedAttributeIds: jsonb('allowed_attribute_ids').$type<number[] | null>(),
  sort: integer('sort').notNull().default(0),
})

export const catalogParts = pgTable(
  'catalog_parts',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogCategories.id),
    key: text('key').notNull(),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
    attributeIds: jsonb('attribute_ids').$type<number[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('catalog_parts_category_idx').on(table.categoryId),
    check('catalog_parts_surcharge_check', sql`${table.surchargeCents} >= 0`),
  ],
)

export const catalogAttributes = pgTable('catalog_attributes', {
  id: integer('id').primaryKey(),
  type: text('type', { enum: ['colour', 'fabric', 'twill', 'text', 'font', 'position', 'option'] }).notNull(),
  valueIds: jsonb('value_ids').$type<number[]>().notNull(),
  defaultValueId: integer('default_value_id').references(() => catalogAttributeValues.id),
  maxLength: integer('max_length'),
})

export const catalogAttributeValues = pgTable(
  'catalog_attribute_values',
  {
    id: integer('id').primaryKey(),
    hex: text('hex'),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
  },
  (table) => [check('catalog_values_surcharge_check', sql`${table.surchargeCents} >= 0`)],
)

/** The wear facets' values; core/catalog/fabric-facets.ts names the same ones (a test keeps them equal). */
export const fabricOpacityValues = ['sheer', 'semi-opaque', 'opaque'] as const
export const fabricStretchValues = ['none', 'slight', 'stretch'] as const
export const fabricSeasonValues = ['summer', 'all-year', 'winter'] as const
export const fabricWeightClassValues = ['light', 'medium', 'heavy'] as const

export const catalogFabrics = pgTable(
  'catalog_fabrics',
  {
    id: integer('id').primaryKey(),
    number: text('number').notNull().unique(),
    colour: text('colour').notNull(),
    hex: text('hex').notNull(),
    secondaryHex: text('secondary_hex'),
    pattern: text('pattern').notNull(),
    weave: text('weave').notNull(),
    weightGsm: integer('weight_gsm').notNull(),
    /** Wear facets of core/catalog/fabric-facets.ts; the defaults only serve rows written before them. */
    opacity: text('opacity', { enum: fabricOpacityValues }).notNull().default('opaque'),
    stretch: text('stretch', { enum: fabricStretchValues }).notNull().default('none'),
    season: text('season', { enum: fabricSeasonValues }).notNull().default('all-year'),
    weightClass: text('weight_class', { enum: fabricWeightClassValues }).notNull().default('medium'),
    nonIron: boolean('non_iron').notNull().default(false),
    oekoTex: boolean('oeko_tex').notNull().default(true),
    priceGroup: text('price_group', { enum: ['A', 'B', 'C', 'D'] }).notNull(),
    /** Metres on the bolt, to the centimetre; orders reserve core/catalog/stock.ts's metres per shirt. */
    stock: numeric('stock', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    origin: text('origin').notNull(),
    /** Where the bolt lies in the workshop ('B-12'), for the production sheet; null until recorded. */
    shelf: text('shelf'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Lower-case names of all languages, for the text filter. */
    searchText: text('search_text').notNull().default(''),
    /**
     * Raised whenever the fabric's cloth is drawn anew (a photo confirmed or removed, new colours,
     * pattern or weave): part of its preview layers' names (core/shirts/preview-layers.ts), whose
     * answers browsers cache for good, so a new cloth gets new addresses.
     */
    pictureVersion: integer('picture_version').notNull().default(0),
  },
  (table) => [
    index('catalog_fabrics_filter_idx').on(table.active, table.colour, table.pattern),
    index('catalog_fabrics_group_idx').on(table.priceGroup),
    index('catalog_fabrics_sort_idx').on(table.sort, table.id),
    check('catalog_fabrics_stock_check', sql`${table.stock} >= 0`),
    check('catalog_fabrics_weight_check', sql`${table.weightGsm} > 0`),
    check('catalog_fabrics_opacity_check', sql`${table.opacity} in ('sheer', 'semi-opaque', 'opaque')`),
    check('catalog_fabrics_stretch_check', sql`${table.stretch} in ('none', 'slight', 'stretch')`),
    check('catalog_fabrics_season_check', sql`${table.season} in ('summer', 'all-year', 'winter')`),
    check('catalog_fabrics_weight_class_check', sql`${table.weightClass} in ('light', 'medium', 'heavy')`),
  ],
)

export const shirtTemplates = pgTable('shirt_templates', {
  id: integer('id').primaryKey(),
  fabricId: integer('fabric_id')
    .notNull()
    .references(() => catalogFabrics.id),
  partIds: jsonb('part_ids').$type<number[]>().notNull(),
  attributes: jsonb('attributes')
    .$type<{ partId: number; attributeId: number; valueId: number; text?: string }[]>()
    .notNull(),
  /** An inactive template leaves /masshemden; designs made from it stay as they are. */
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
})

/**
 * The shop's set prices, German gross reference cents, which the admin changes in /admin/prices:
 * the base price of each fabric price group ('A'..'D') and the 7-shirt package ('package7').
 * Read only through the catalog snapshot (core/pricing/price-groups.ts).
 */
export const catalogPrices = pgTable(
  'catalog_prices',
  {
    key: text('key').primaryKey(),
    cents: integer('cents').notNull(),
  },
  (table) => [
    check('catalog_prices_cents_check', sql`${table.cents} > 0`),
    check('catalog_prices_key_check', sql`${table.key} in ('A', 'B', 'C', 'D', 'package7')`),
  ],
)

/**
 * Texts of every catalog entity in each language (a translation table plus one pure
 * fallback function, so a missing text never breaks a page). `extra` holds per-kind fields such as a fabric's composition and care.
 */
export const catalogTranslations = pgTable(
  'catalog_translations',
  {
    kind: text('kind', { enum: ['category', 'part', 'attribute', 'value', 'fabric', 'template'] }).notNull(),
    /** No foreign key: the id of a category, part, attribute, value, fabric or template, by `kind`. */
    refId: integer('ref_id').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.kind, table.refId, table.locale] })],
)

/** Bumped whenever the back office edits the catalog, so instances reload their snapshot. */
export const catalogVersion = pgTable('catalog_version', {
  id: smallint('id').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
