import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Who an account is: a customer, workshop/service staff, or an admin (core/access/permissions.ts). */
export const customerRoles = ['customer', 'staff', 'admin'] as const

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes 'A@x.de' and 'a@x.de' one account. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    lang: text('lang').notNull().default('de'),
    role: text('role', { enum: customerRoles }).notNull().default('customer'),
    /** Bumped on password change or reset: sessions of an older generation are no longer valid. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Blocked by an admin: every session ends at once and a login is refused with
     * ACCOUNT_BLOCKED. The reason is internal (staff read it); both are set or both are null.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockReason: text('block_reason'),
    /**
     * Set at registration until the address is confirmed by the link in the welcome mail; such an
     * account cannot log in yet (docs/decisions/008-enumeration-safe-registration.md).
     */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_unique').on(table.email),
    index('customers_role_idx').on(table.role),
    check('customers_role_check', sql`${table.role} in ('customer', 'staff', 'admin')`),
    check(
      'customers_block_check',
      sql`(${table.blockedAt} is null) = (${table.blockReason} is null) and char_length(coalesce(${table.blockReason}, 'x')) between 1 and 500`,
    ),
  ],
)
