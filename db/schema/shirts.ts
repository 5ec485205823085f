import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  catalogAttributes,
  catalogAttributeValues,
  catalogCategories,
  catalogFabrics,
  catalogParts,
  shirtTemplates,
} from './catalog.ts'
import { customers } from './customers.ts'
import { measureProfiles } from './measures.ts'
import { sessions } from './sessions.ts'
import { orders, vouchers } from './shop.ts'

/**
 * The stored values of `shirts.order_status`: 0 open, 1 in cart, 2 ordered.
 * Which moves between them are allowed is the transition table of core/shirts/order-status.ts.
 */
export const shirtOrderStatus = { open: 0, inCart: 1, ordered: 2 } as const

/**
 * A shirt design ('Meine Hemden'). Owned by a guest session, or by a customer once logged in.
 * The session reference follows the id rotation at login (on update cascade) and is cleared when
 * the session ends; a guest design without session is cleaned up.
 */
export const shirts = pgTable(
  'shirts',
  {
    id: serial('id').primaryKey(),
    /**
     * The design's name in public preview URLs (get_img_arr, monogram layers): random, so that
     * nobody can walk the designs the way the serial id could be walked. A copy gets its own.
     */
    previewKey: uuid('preview_key').notNull().defaultRandom().unique(),
    sessionId: text('session_id').references(() => sessions.id, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => catalogFabrics.id),
    /** The template the design started from; a template is retired (inactive), its designs stay. */
    templateId: integer('template_id').references(() => shirtTemplates.id, { onDelete: 'set null' }),
    /** One of `shirtOrderStatus`. */
    orderStatus: smallint('order_status').notNull().default(shirtOrderStatus.open),
    /** The order that bought the design; an order is never deleted under its designs. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    /** Deleting a profile leaves its designs without one ('Bitte Maße hinzufügen'). */
    measureId: integer('measure_id').references((): AnyPgColumn => measureProfiles.id, {
      onDelete: 'set null',
    }),
    /** The gift voucher this design came with: redeeming the code again adds no second copy. */
    giftVoucherId: integer('gift_voucher_id').references((): AnyPgColumn => vouchers.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount').notNull().default(1),
    custNote: text('cust_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shirts_session_idx').on(table.sessionId),
    index('shirts_customer_idx').on(table.customerId),
    index('shirts_measure_idx').on(table.measureId),
    check(
      'shirts_order_status_check',
      sql`${table.orderStatus} in (${sql.raw(Object.values(shirtOrderStatus).join(', '))})`,
    ),
    check('shirts_amount_check', sql`${table.amount} > 0`),
  ],
)

export const shirtParts = pgTable(
  'shirt_parts',
  {
    shirtId: integer('shirt_id')
      .notNull()
      .references(() => shirts.id, { onDelete: 'cascade' }),
    // Catalog rows are retired (inactive), never deleted: a design's catalog ids always resolve.
    partId: integer('part_id')
      .notNull()
      .references(() => catalogParts.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => catalogCategories.id),
  },
  (table) => [primaryKey({ columns: [table.shirtId, table.partId] })],
)

export const shirtAttributes = pgTable(
  'shirt_attributes',
  {
    shirtId: integer('shirt_id')
      .notNull()
      .references(() => shirts.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => catalogParts.id),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => catalogAttributes.id),
    valueId: integer('value_id')
      .notNull()
      .references(() => catalogAttributeValues.id),
    /** The '$$' payload of a text value (the monogram letters). */
    text: text('text'),
  },
  (table) => [primaryKey({ columns: [table.shirtId, table.partId, table.attributeId] })],
)
