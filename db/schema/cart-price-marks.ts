import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { sessions } from './sessions.ts'

/**
 * The unit prices a cart was last shown at (core/cart/price-marks.ts), one row per cart owner
 * ('c:<customer>' or 's:<session>'): when the admin changes a price, the next read of the cart
 * shows the new price with the price-change notice. Goes with its session or customer.
 */
export const cartPriceMarks = pgTable('cart_price_marks', {
  ownerKey: text('owner_key').primaryKey(),
  sessionId: text('session_id').references(() => sessions.id, { onUpdate: 'cascade', onDelete: 'cascade' }),
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  marks: jsonb('marks')
    .$type<{ catalogVersion: number; countryId: number; prices: Record<string, number> }>()
    .notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
