import { and, desc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  accountTokens,
  addresses,
  cartItems,
  cartVouchers,
  customers,
  knownDevices,
  measureProfiles,
  orders,
  sessions,
  shirts,
  wishlistItems,
} from '../schema/index.ts'
import { forgettingSessions } from '../session-cache.ts'
import { customerSubscribedSql, customerSubscriptionStatusSql } from './newsletter.ts'

export async function findCustomerByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      passwordHash: customers.passwordHash,
      role: customers.role,
      sessionGeneration: customers.sessionGeneration,
      disabledAt: customers.disabledAt,
      blockedAt: customers.blockedAt,
      pendingSince: customers.pendingSince,
      salutation: customers.salutation,
      firstName: customers.firstName,
      lastName: customers.lastName,
      lang: customers.lang,
    })
    .from(customers)
    // A guest's row is no account: it never logs in and never answers for an address.
    .where(and(eq(customers.email, email), isNull(customers.guestSince)))
    .limit(1)
  return rows[0] ?? null
}

export type NewCustomer = typeof customers.$inferInsert

/** Inserts unless the email is taken; null means taken (the unique index decides, also under races). */
export async function insertCustomer(db: Db, values: NewCustomer) {
  const rows = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.email, where: isNull(customers.guestSince) })
    .returning({ id: customers.id, role: customers.role, sessionGeneration: customers.sessionGeneration })
  return rows[0] ?? null
}

/** What a guest gave at checkout: the row stands for them in the order (docs/decisions/024). */
export type GuestInput = {
  sessionId: string
  email: string
  salutation: string | null
  firstName: string
  lastName: string
  lang: string
  at: Date
}

/**
 * The guest row of this session and address, written or brought up to date: a second submit of
 * the same checkout (or a second order of the same guest) finds the same row. Its password hash
 * matches no password: the row cannot log in.
 */
export async function upsertGuestCustomer(db: Db, guest: GuestInput) {
  const rows = await db
    .insert(customers)
    .values({
      email: guest.email,
      passwordHash: '!guest',
      salutation: guest.salutation,
      firstName: guest.firstName,
      lastName: guest.lastName,
      lang: guest.lang,
      guestSince: guest.at,
      guestSessionId: guest.sessionId,
    })
    .onConflictDoUpdate({
      target: [customers.guestSessionId, customers.email],
      set: {
        salutation: guest.salutation,
        firstName: guest.firstName,
        lastName: guest.lastName,
        lang: guest.lang,
        updatedAt: guest.at,
      },
    })
    .returning(sessionCustomerColumns)
  const row = rows[0]
  if (!row) throw new Error('guest row not written')
  return { ...row, newsletterSubscribed: false }
}

const sessionCustomerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  role: customers.role,
  sessionGeneration: customers.sessionGeneration,
  disabledAt: customers.disabledAt,
  blockedAt: customers.blockedAt,
  guestSince: customers.guestSince,
  guestSessionId: customers.guestSessionId,
}

/** A customer row as the order and session rules see it, guests included. */
export async function findOrderCustomer(db: Db, id: number) {
  const rows = await db.select(sessionCustomerColumns).from(customers).where(eq(customers.id, id)).limit(1)
  const row = rows[0]
  return row ? { ...row, newsletterSubscribed: false } : null
}

/**
 * The guest row becomes an account with this password; false when it is no guest any more. An
 * address that belongs to an account already fails the unique index (the caller checks first).
 */
export async function turnGuestIntoAccount(
  db: Db,
  id: number,
  account: { passwordHash: string; pendingSince: Date | null; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({
      passwordHash: account.passwordHash,
      pendingSince: account.pendingSince,
      guestSince: null,
      guestSessionId: null,
      updatedAt: account.at,
    })
    .where(and(eq(customers.id, id), sql`${customers.guestSince} is not null`))
    .returning({ id: customers.id })
  return rows.length === 1
}

/** A browser that logged in to an account before, by the SHA-256 of its device cookie. */
export async function findKnownDevice(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      tokenHash: knownDevices.tokenHash,
      customerId: knownDevices.customerId,
      lastUsedAt: knownDevices.lastUsedAt,
    })
    .from(knownDevices)
    .where(eq(knownDevices.tokenHash, tokenHash))
    .limit(1)
  return rows[0] ?? null
}

/** Remembers a device after a successful login; an account keeps its `keep` most recent devices. */
export async function rememberKnownDevice(
  db: Db,
  input: { tokenHash: string; customerId: number; at: Date },
  keep = 20,
) {
  await db
    .insert(knownDevices)
    .values({
      tokenHash: input.tokenHash,
      customerId: input.customerId,
      createdAt: input.at,
      lastUsedAt: input.at,
    })
    .onConflictDoUpdate({ target: knownDevices.tokenHash, set: { lastUsedAt: input.at } })
  const recent = db
    .select({ tokenHash: knownDevices.tokenHash })
    .from(knownDevices)
    .where(eq(knownDevices.customerId, input.customerId))
    .orderBy(desc(knownDevices.lastUsedAt))
    .limit(keep)
  await db
    .delete(knownDevices)
    .where(and(eq(knownDevices.customerId, input.customerId), notInArray(knownDevices.tokenHash, recent)))
}

const accountColumns = {
  id: customers.id,
  email: customers.email,
  passwordHash: customers.passwordHash,
  salutation: customers.salutation,
  firstName: customers.firstName,
  lastName: customers.lastName,
  lang: customers.lang,
  role: customers.role,
  newsletterSubscribed: customerSubscribedSql,
  newsletterStatus: customerSubscriptionStatusSql,
  sessionGeneration: customers.sessionGeneration,
  pendingSince: customers.pendingSince,
  disabledAt: customers.disabledAt,
  blockedAt: customers.blockedAt,
  blockReason: customers.blockReason,
  /** A guest row (docs/decisions/024): the buyer of guest orders, never a login. */
  guestSince: customers.guestSince,
  createdAt: customers.createdAt,
  updatedAt: customers.updatedAt,
}

export type CustomerAccount = Awaited<ReturnType<typeof findCustomerById>> & {}

export async function findCustomerById(db: Db, id: number) {
  const rows = await db.select(accountColumns).from(customers).where(eq(customers.id, id)).limit(1)
  return rows[0] ?? null
}

export type CustomerPatch = Partial<
  Pick<
    typeof customers.$inferInsert,
    'email' | 'passwordHash' | 'salutation' | 'firstName' | 'lastName' | 'lang' | 'pendingSince' | 'updatedAt'
  >
>

/** Updates a customer; false when the new email belongs to someone else (unique index). */
export async function updateCustomer(db: Db, id: number, patch: CustomerPatch): Promise<boolean> {
  try {
    await db.update(customers).set(patch).where(eq(customers.id, id))
    return true
  } catch (error) {
    if (isUniqueViolation(error)) return false
    throw error
  }
}

/**
 * New password (or reset): every session of an older generation stops counting as logged in. The
 * known devices stay: a device only counts guesses against its own limit instead of the account's,
 * it opens nothing without the (new) password, and forgetting it would lock the owner's own
 * browser out behind a stranger's guessing.
 */
export async function setPasswordAndBumpGeneration(db: Db, id: number, passwordHash: string, at: Date) {
  const rows = await db
    .update(customers)
    .set({
      passwordHash,
      sessionGeneration: sql`${customers.sessionGeneration} + 1`,
      pendingSince: null,
      updatedAt: at,
    })
    .where(eq(customers.id, id))
    .returning({ sessionGeneration: customers.sessionGeneration })
  return rows[0]?.sessionGeneration ?? null
}

/** Its sessions go with it (the foreign key's cascade), and so do its designs that sessions selected. */
export async function deleteCustomer(db: Db, id: number) {
  await forgettingSessions(
    () => true,
    () => db.delete(customers).where(eq(customers.id, id)),
  )
}

export async function customerHasOrders(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id)).limit(1)
  return rows.length > 0
}

/**
 * A customer with orders cannot vanish: invoices and orders must be kept for the statutory
 * retention period (§ 147 AO; they hold their own frozen addresses and designs). Everything
 * else personal goes, and the row keeps no name, address or usable login.
 */
export async function anonymiseCustomer(db: Db, id: number, at: Date) {
  for (const table of [
    sessions,
    addresses,
    accountTokens,
    cartItems,
    cartVouchers,
    measureProfiles,
    shirts,
    wishlistItems,
  ])
    await db.delete(table).where(eq(table.customerId, id))
  await db
    .update(customers)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: '!',
      salutation: null,
      firstName: '',
      lastName: '',
      disabledAt: at,
      blockedAt: null,
      blockReason: null,
      sessionGeneration: sql`${customers.sessionGeneration} + 1`,
      updatedAt: at,
    })
    .where(eq(customers.id, id))
  // A guest row: the designs and measurement profiles of the session that ordered go (unless an
  // account took them over), then the session itself; the orders' links stop opening the kept
  // orders (their lines hold the frozen designs). The row keeps a placeholder session id, so it
  // stays a guest row (customers_guest_check) that stands for nobody.
  const [guest] = await db
    .select({ sessionId: customers.guestSessionId })
    .from(customers)
    .where(and(eq(customers.id, id), isNotNull(customers.guestSince)))
  if (!guest) return
  const sessionId = guest.sessionId
  if (sessionId) {
    for (const table of [shirts, measureProfiles])
      await db.delete(table).where(and(eq(table.sessionId, sessionId), isNull(table.customerId)))
    await forgettingSessions(sessionId, () => db.delete(sessions).where(eq(sessions.id, sessionId)))
  }
  await db
    .update(customers)
    .set({ guestSessionId: `erased-${id}` })
    .where(eq(customers.id, id))
  await db
    .update(orders)
    .set({ guestTokenHash: null, guestTokenSealed: null })
    .where(eq(orders.customerId, id))
}

/**
 * A guest row whose order was not placed (refused at checkout) stands for nobody: it goes, unless
 * an order of it exists by now (a double submit that did place one: its order, committed while
 * this waited, keeps the row by its foreign key).
 */
export async function deleteGuestWithoutOrders(db: Db, id: number) {
  await db
    .delete(customers)
    .where(
      and(
        eq(customers.id, id),
        isNotNull(customers.guestSince),
        sql`not exists (select 1 from ${orders} where ${orders.customerId} = ${customers.id})`,
      ),
    )
    .catch((error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error
    })
}

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === '23503') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
