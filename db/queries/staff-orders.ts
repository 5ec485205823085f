import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  customers,
  orderItems,
  orders,
  productVariants,
  serviceTickets,
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
      packageStage: orders.packageStage,
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
    .select({
      id: orders.id,
      status: orders.status,
      customerId: orders.customerId,
      lang: orders.lang,
      packageStage: orders.packageStage,
      firstDeliveredAt: orders.firstDeliveredAt,
      fitConfirmedAt: orders.fitConfirmedAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  return rows[0] ?? null
}

export async function setOrderStatus(
  db: Db,
  orderId: number,
  status: OrderStatus,
  now: Date,
  fitFirst: Pick<typeof orders.$inferInsert, 'packageStage' | 'firstDeliveredAt'> = {},
) {
  await db
    .update(orders)
    .set({ status, statusChangedAt: now, ...(status === 'paid' ? { paidAt: now } : {}), ...fitFirst })
    .where(eq(orders.id, orderId))
}

/** After-sales requests about an order that are not closed: a complaint holds back a package's six. */
export async function hasOpenAftersale(db: Db, orderId: number) {
  const rows = await db
    .select({ id: serviceTickets.id })
    .from(serviceTickets)
    .where(
      and(
        eq(serviceTickets.orderId, orderId),
        eq(serviceTickets.kind, 'aftersale'),
        ne(serviceTickets.status, 'closed'),
      ),
    )
    .limit(1)
  return rows.length > 0
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
