import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm'
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
import { type OrderStatus, orderStatus } from '../schema/statuses.ts'
import { releaseFabrics } from './fabric-stock.ts'

/** The open states: the workshop still has work on these orders. */
const openStates: OrderStatus[] = [orderStatus.pending, orderStatus.paid, orderStatus.in_production]

/**
 * The workshop's order list, optionally one state and a search in the order number, the customer's
 * name and email. 'newest' first, or by 'due' date: the open orders first, soonest due at the
 * top, then the finished ones newest first. The due date is a rising function of the order date
 * (core/orders/rules.ts productionDueDate), so the order date sorts the same.
 */
export async function listOrdersForStaff(
  db: Db,
  filter: { status?: OrderStatus; search?: string; sort?: 'newest' | 'due'; limit: number; offset: number },
) {
  const conditions: SQL[] = []
  if (filter.status) conditions.push(eq(orders.status, filter.status))
  if (filter.search) {
    // LIKE metacharacters in the search are matched literally.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    const name = sql`${customers.firstName} || ' ' || ${customers.lastName}`
    const match = or(
      ilike(orders.number, pattern),
      ilike(customers.email, pattern),
      sql`${name} ilike ${pattern}`,
    )
    if (match) conditions.push(match)
  }
  const isOpen = sql`${orders.status} in (${sql.join(
    openStates.map((state) => sql`${state}`),
    sql`, `,
  )})`
  const order =
    filter.sort === 'due'
      ? [
          sql`case when ${isOpen} then 0 else 1 end`,
          sql`case when ${isOpen} then ${orders.createdAt} end asc`,
          desc(orders.createdAt),
          asc(orders.id),
        ]
      : [desc(orders.id)]
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
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset)
}

/**
 * What the production sheets need of some orders: the order, the customer's name (nothing else
 * personal) and the lines that are made in the workshop. One order by id, or every order in the
 * given states, oldest first.
 */
export async function findOrdersForSheets(
  db: Db,
  filter: { orderId: number } | { statuses: readonly OrderStatus[] },
) {
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      needBy: orders.needBy,
      remakeOfOrderId: orders.remakeOfOrderId,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where('orderId' in filter ? eq(orders.id, filter.orderId) : inArray(orders.status, [...filter.statuses]))
    .orderBy(asc(orders.createdAt), asc(orders.id))
  if (rows.length === 0) return []
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      type: orderItems.type,
      amount: orderItems.amount,
      design: orderItems.design,
      measure: orderItems.measure,
      designs: orderItems.designs,
      wearer: orderItems.wearer,
    })
    .from(orderItems)
    .where(
      and(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
        inArray(orderItems.type, ['shirt', 'package7']),
      ),
    )
    .orderBy(asc(orderItems.id))
  return rows.map((row) => ({ ...row, items: items.filter((item) => item.orderId === row.id) }))
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
 * A cancelled order gives back what it took: the vouchers it redeemed get their amounts back, its
 * accessories return to stock and its fabric to the shelf (the gift vouchers it bought are voided
 * through the voucher transition table).
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
  await releaseFabrics(db, orderId)
}
