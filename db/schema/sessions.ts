import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { shirts } from './shirts.ts'

/**
 * One row per browser session, guests included. The primary key is the SHA-256 of the cookie
 * token, so a copy of this table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    customerGeneration: integer('customer_generation'),
    adminLogin: boolean('admin_login').notNull().default(false),
    /** The design open in the designer; deleting the design clears it. */
    selectedShirtId: integer('selected_shirt_id').references((): AnyPgColumn => shirts.id, {
      onDelete: 'set null',
    }),
    /** No foreign key: countries are config/countries.ts's list, not a table. */
    deliveryCountryId: integer('delivery_country_id'),
    lang: text('lang'),
    csrfToken: text('csrf_token').notNull(),
    /** Newsletter popup decisions and similar small per-visitor choices. */
    /** Days the session lives after its last use: 30 for guests and 'remember me', 1 otherwise. */
    lifetimeDays: integer('lifetime_days').notNull().default(30),
    choices: jsonb('choices').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
)
