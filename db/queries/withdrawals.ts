import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { customers, orderItems, orders, withdrawals } from '../schema/index.ts'

/**
 * The order a declaration names, only when its number and the customer's email both match
 * (an order number alone must not be enough to link a stranger's declaration to an order).
 */
export async function findOrderForWithdrawal(db: Db, orderNumber: string, email: string) {
  const rows = await db
    .select({ orderId: orders.id, customerId: orders.customerId, lang: orders.lang })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        sql`upper(${orders.number}) = ${orderNumber.toUpperCase()}`,
        sql`lower(${customers.email}) = ${email}`,
      ),
    )
    .limit(1)
  return rows[0] ?? null
}

/** The lines of an order that keep the right of withdrawal (made-to-measure shirts do not). */
export async function withdrawableLines(db: Db, orderId: number) {
  return db
    .select({ id: orderItems.id, name: orderItems.name, amount: orderItems.amount })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.withdrawal, true)))
    .orderBy(orderItems.id)
}

export async function insertWithdrawal(db: Db, values: typeof withdrawals.$inferInsert) {
  const [row] = await db.insert(withdrawals).values(values).returning()
  if (!row) throw new Error('withdrawal not stored')
  return row
}

export async function findWithdrawalByReference(db: Db, reference: string) {
  const rows = await db.select().from(withdrawals).where(eq(withdrawals.reference, reference)).limit(1)
  return rows[0] ?? null
}

/** The logged-in customer's own order by its number (to prefill the form from the dashboard). */
export async function findOwnOrderByNumber(db: Db, orderNumber: string, customerId: number) {
  const rows = await db
    .select({ orderId: orders.id })
    .from(orders)
    .where(
      and(sql`upper(${orders.number}) = ${orderNumber.toUpperCase()}`, eq(orders.customerId, customerId)),
    )
    .limit(1)
  return rows[0] ?? null
}
