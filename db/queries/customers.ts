import { and, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  accountTokens,
  addresses,
  authFailures,
  cartItems,
  cartVouchers,
  customers,
  measureProfiles,
  orders,
  sessions,
  shirts,
  wishlistItems,
} from '../schema/index.ts'
import { customerSubscribedSql, customerSubscriptionStatusSql } from './newsletter.ts'

export type AuthScope = (typeof authFailures.$inferSelect)['scope']

export async function findCustomerByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      passwordHash: customers.passwordHash,
      role: customers.role,
      sessionGeneration: customers.sessionGeneration,
      disabledAt: customers.disabledAt,
      pendingSince: customers.pendingSince,
      firstName: customers.firstName,
      lang: customers.lang,
    })
    .from(customers)
    .where(eq(customers.email, email))
    .limit(1)
  return rows[0] ?? null
}

export type NewCustomer = typeof customers.$inferInsert

/** Inserts unless the email is taken; null means taken (the unique index decides, also under races). */
export async function insertCustomer(db: Db, values: NewCustomer) {
  const rows = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id, role: customers.role, sessionGeneration: customers.sessionGeneration })
  return rows[0] ?? null
}

export async function recordAuthFailure(db: Db, scope: AuthScope, key: string, at: Date) {
  await db.insert(authFailures).values({ scope, key, createdAt: at })
}

/** Failures since `since` (at most `limit`) and the oldest of them, which decides when the window frees up. */
export async function countAuthFailures(db: Db, scope: AuthScope, key: string, since: Date, limit: number) {
  const rows = await db
    .select({ createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.createdAt, since)))
    .orderBy(desc(authFailures.createdAt))
    .limit(limit)
  return { total: rows.length, oldest: rows.at(-1)?.createdAt ?? null }
}

export async function clearAuthFailures(db: Db, scope: AuthScope, key: string) {
  await db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)))
}

export async function deleteOldAuthFailures(db: Db, before: Date) {
  await db.delete(authFailures).where(lt(authFailures.createdAt, before))
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

/** New password (or reset): every session of an older generation stops counting as logged in. */
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

export async function deleteCustomer(db: Db, id: number) {
  await db.delete(customers).where(eq(customers.id, id))
}

export async function customerHasOrders(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, id)).limit(1)
  return rows.length > 0
}

/**
 * A customer with orders cannot vanish: invoices and orders must be kept for the statutory
 * retention period (LEGAL.md; they hold their own frozen addresses and designs). Everything
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
      sessionGeneration: sql`${customers.sessionGeneration} + 1`,
      updatedAt: at,
    })
    .where(eq(customers.id, id))
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: string }).code === '23505') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
