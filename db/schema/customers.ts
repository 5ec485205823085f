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
    /**
     * A guest's order (docs/decisions/024): the row stands for the guest who ordered, with the
     * address and name they gave, and cannot log in. Set while the row is a guest; cleared when
     * the guest turns the order into an account. A guest row does not hold its address against
     * accounts: the unique index covers accounts only.
     */
    guestSince: timestamp('guest_since', { withTimezone: true }),
    /** A guest: the session that ordered (its designs and profiles go to the account made later). */
    guestSessionId: text('guest_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_unique').on(table.email).where(sql`${table.guestSince} is null`),
    // One guest row per session and address: a second submit of the same checkout finds it.
    uniqueIndex('customers_guest_session_unique').on(table.guestSessionId, table.email),
    index('customers_role_idx').on(table.role),
    check(
      'customers_guest_check',
      sql`(${table.guestSince} is null) = (${table.guestSessionId} is null) and (${table.guestSince} is null or ${table.role} = 'customer')`,
    ),
    check('customers_role_check', sql`${table.role} in ('customer', 'staff', 'admin')`),
    check(
      'customers_block_check',
      sql`(${table.blockedAt} is null) = (${table.blockReason} is null) and char_length(coalesce(${table.blockReason}, 'x')) between 1 and 500`,
    ),
  ],
)
