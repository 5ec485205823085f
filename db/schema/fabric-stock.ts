import { sql } from 'drizzle-orm'
import { check, integer, numeric, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { catalogFabrics } from './catalog.ts'
import { orders } from './shop.ts'

/**
 * The fabric an order took off the bolt : one row per order and fabric, written
 * in placeOrder's transaction; a cancellation puts the metres back and marks the row released.
 */
export const fabricReservations = pgTable(
  'fabric_reservations',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fabricId: integer('fabric_id')
      .notNull()
      .references(() => catalogFabrics.id),
    metres: numeric('metres', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.fabricId] }),
    check('fabric_reservations_metres_check', sql`${table.metres} > 0`),
  ],
)
