import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

/**
 * Single-use links sent by email: password reset, confirmation of a new account and of a new
 * address. Only the SHA-256 of the token is stored, so a copy of this table opens nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'confirm', 'email-change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** email-change: the address that becomes the login once confirmed. */
    newEmail: text('new_email'),
    /** confirm: the session that registered, whose designs and profiles the account receives. */
    sessionId: text('session_id'),
    /**
     * confirm: the shop path to go back to after the login (checkout, an invitation). Kept here,
     * not in the mailed link, so the mail carries nothing the registering visitor typed.
     */
    returnPath: text('return_path'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('account_tokens_hash_unique').on(table.tokenHash),
    index('account_tokens_customer_idx').on(table.customerId, table.purpose),
  ],
)
