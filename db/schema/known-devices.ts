import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * Browsers that logged in to an account before (a long-lived cookie set on each successful login).
 * While the account is locked by failed logins, a correct password from such a browser still gets
 * in, under the device's own limit: whoever locks the account from elsewhere cannot lock out its
 * owner. Only the SHA-256 of the cookie is stored.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_customer_idx').on(table.customerId)],
)
