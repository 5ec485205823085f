import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { sessions } from './sessions.ts'
import { productVariants } from './shop.ts'

/**
 * Remembered fabrics and accessories (/wunschliste, wishlist.php). Owned like shirts: by the
 * guest session, by the customer after login. `refId` names a catalog fabric or a product by
 * `kind`, without a foreign key because it points into two tables; the list skips ids that are no
 * longer active. A session that ends leaves the customer's items in place (set null, as shirts do).
 * One row per owner and item, so that a double click remembers once. `variantId`: the accessory's
 * chosen variant (its colour), kept when the variant leaves the catalogue as no choice at all.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').references(() => sessions.id, {
      onUpdate: 'cascade',
      onDelete: 'set null',
    }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['fabric', 'product'] }).notNull(),
    /** No foreign key: a catalog fabric or a product, by `kind` (two tables). */
    refId: integer('ref_id').notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_customer_unique')
      .on(table.customerId, table.kind, table.refId)
      .where(sql`${table.customerId} is not null`),
    uniqueIndex('wishlist_items_session_unique')
      .on(table.sessionId, table.kind, table.refId)
      .where(sql`${table.customerId} is null`),
    // Only accessories come in variants.
    check('wishlist_items_variant_check', sql`${table.kind} = 'product' or ${table.variantId} is null`),
  ],
)
