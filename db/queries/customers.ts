import { and, desc, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { authFailures, customers } from '../schema/index.ts'

export async function findCustomerByEmail(db: Db, email: string) {
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      passwordHash: customers.passwordHash,
      role: customers.role,
      sessionGeneration: customers.sessionGeneration,
      disabledAt: customers.disabledAt,
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

export async function recordAuthFailure(db: Db, scope: 'account' | 'address', key: string, at: Date) {
  await db.insert(authFailures).values({ scope, key, createdAt: at })
}

/** Failures since `since` (at most `limit`) and the oldest of them, which decides when the window frees up. */
export async function countAuthFailures(
  db: Db,
  scope: 'account' | 'address',
  key: string,
  since: Date,
  limit: number,
) {
  const rows = await db
    .select({ createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key), gt(authFailures.createdAt, since)))
    .orderBy(desc(authFailures.createdAt))
    .limit(limit)
  return { total: rows.length, oldest: rows.at(-1)?.createdAt ?? null }
}

export async function clearAuthFailures(db: Db, scope: 'account' | 'address', key: string) {
  await db.delete(authFailures).where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)))
}

export async function deleteOldAuthFailures(db: Db, before: Date) {
  await db.delete(authFailures).where(lt(authFailures.createdAt, before))
}
