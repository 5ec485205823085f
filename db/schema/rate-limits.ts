import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The counters of every throttle (core/limits/rules.ts) when no Redis is configured: one row per
 * scope and key, counted up by a single INSERT ... ON CONFLICT statement, so that parallel requests
 * and every instance on the same database see one count. A row whose window has ended starts over.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    points: integer('points').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('rate_limits_expires_idx').on(table.expiresAt),
  ],
)
