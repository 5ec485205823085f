import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Failed logins, counted per account and per client address over a sliding window. Kept in the
 * database (not in memory) so that every instance behind a load balancer sees the same counts.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    /**
     * account/address: failed logins; reset-account/reset-address: password reset requests;
     * withdrawal-email/withdrawal-address: withdrawal declarations (a flood guard, not a failure).
     * feedback-address: feedback sends per client address.
     * service-session/service-address: service requests opened per session and per client address.
     */
    scope: text('scope', {
      enum: [
        'account',
        'address',
        'reset-account',
        'reset-address',
        'withdrawal-email',
        'withdrawal-address',
        'feedback-address',
        'service-session',
        'service-address',
      ],
    }).notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_failures_lookup_idx').on(table.scope, table.key, table.createdAt)],
)
