import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  customers,
  orderItems,
  orders,
  productVariants,
  voucherRedemptions,
  vouchers,
} from '../schema/index.ts'

type OrderStatus = (typeof orders.$inferSelect)['status']

/** The workshop's order list: newest first, optionally one state, with the customer's name and mail. */
export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; limit: number; offset: number },
) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      statusChangedAt: orders.statusChangedAt,
      expectedDelivery: orders.expectedDelivery,
      needBy: orders.needBy,
      customerId: orders.customerId,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(filter.status ? eq(orders.status, filter.status) : undefined)
    .orderBy(desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset)
}

/** Reads an order's state and holds it until the transaction ends: two staff clicks queue here. */
export async function lockOrder(db: Db, orderId: number) {
  const rows = await db
    .select({ id: orders.id, status: orders.status, customerId: orders.customerId, lang: orders.lang })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  return rows[0] ?? null
}

export async function setOrderStatus(db: Db, orderId: number, status: OrderStatus, now: Date) {
  await db
    .update(orders)
    .set({ status, statusChangedAt: now, ...(status === 'paid' ? { paidAt: now } : {}) })
    .where(eq(orders.id, orderId))
}

/**
 * A cancelled order gives back what it took: the vouchers it redeemed get their amounts back,
 * the gift vouchers it bought become void, and its accessories return to stock.
 */
export async function undoOrderEffects(db: Db, orderId: number) {
  const redeemed = await db
    .select({ voucherId: voucherRedemptions.voucherId, amountCents: voucherRedemptions.amountCents })
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, orderId))
  for (const use of redeemed) {
    await db
      .update(vouchers)
      .set({ balanceCents: sql`${vouchers.balanceCents} + ${use.amountCents}` })
      .where(eq(vouchers.id, use.voucherId))
  }
  await db.update(vouchers).set({ status: 'void' }).where(eq(vouchers.purchaseOrderId, orderId))
  const lines = await db
    .select({ variantId: orderItems.variantId, amount: orderItems.amount })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.type, 'product')))
  for (const line of lines) {
    if (line.variantId === null) continue
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.amount}` })
      .where(eq(productVariants.id, line.variantId))
  }
}
