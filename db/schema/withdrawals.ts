import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { orders } from './shop.ts'

/**
 * Withdrawal declarations made with the 'Vertrag widerrufen' function (§ 356a BGB). Every
 * declaration is kept as it was received, whether or not its order number matched: the receipt
 * must not tell a stranger whether an order exists, and the shop must be able to prove what
 * arrived and when.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    /** Receipt number shown to the customer and in both mails (WR-…). */
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number').notNull(),
    /** Which items, in the customer's words; null: every item that carries the right. */
    items: text('items'),
    /** Linked only when email and order number belong to the same order. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('withdrawals_reference_unique').on(table.reference),
    index('withdrawals_order_idx').on(table.orderId),
  ],
)
