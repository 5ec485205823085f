import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { orders } from './shop.ts'

/** Internal notes on an order: only staff see them, never the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => customers.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId)],
)
