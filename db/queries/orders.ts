import { and, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  checkoutRequests,
  invoiceCounters,
  orderItems,
  orders,
  paymentEvents,
  productVariants,
  shirts,
  voucherRedemptions,
  vouchers,
} from '../schema/index.ts'
import { type OrderStatus, orderStatus, type VoucherStatus, voucherStatus } from '../schema/statuses.ts'
import type { StatusMove } from './shirts.ts'

export async function findCheckoutRequest(db: Db, customerId: number, key: string) {
  const rows = await db
    .select()
    .from(checkoutRequests)
    .where(and(eq(checkoutRequests.customerId, customerId), eq(checkoutRequests.idempotencyKey, key)))
    .limit(1)
  return rows[0] ?? null
}

/** Claims a key; false when another request already holds it (the unique index decides). */
export async function claimCheckoutRequest(db: Db, customerId: number, key: string, hash: string) {
  const rows = await db
    .insert(checkoutRequests)
    .values({ customerId, idempotencyKey: key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ id: checkoutRequests.id })
  return rows[0]?.id ?? null
}

export async function finishCheckoutRequest(db: Db, id: number, orderId: number) {
  await db.update(checkoutRequests).set({ orderId }).where(eq(checkoutRequests.id, id))
}

export async function releaseCheckoutRequest(db: Db, id: number) {
  await db.delete(checkoutRequests).where(and(eq(checkoutRequests.id, id), isNull(checkoutRequests.orderId)))
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id })
  if (!row) throw new Error('order insert returned nothing')
  return row.id
}

/** The order number follows the order's id (a refused order leaves a gap there, harmlessly). */
export async function setOrderNumber(db: Db, orderId: number, number: string) {
  await db.update(orders).set({ number }).where(eq(orders.id, orderId))
}

/**
 * The series' next invoice number, counted in the caller's transaction: the counter row stays
 * locked until it ends, so parallel orders take their numbers one after the other, and a rollback
 * gives the number back.
 */
export async function takeInvoiceNumber(db: Db, series: string): Promise<number> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.series,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber })
  if (!row) throw new Error('invoice counter update returned nothing')
  return row.lastNumber
}

export async function setInvoiceNumber(db: Db, orderId: number, invoiceNumber: string, at: Date) {
  await db.update(orders).set({ invoiceNumber, invoiceDate: at }).where(eq(orders.id, orderId))
}

export async function insertOrderItems(db: Db, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length) await db.insert(orderItems).values(values)
}

/**
 * Takes `amountCents` from a voucher only if it still holds that much and is usable: one guarded
 * UPDATE, so two orders can never spend the same balance (a single-use voucher drops to 0).
 */
export async function spendVoucher(db: Db, voucherId: number, amountCents: number, now: Date) {
  const rows = await db
    .update(vouchers)
    .set({
      balanceCents: sql`case when ${vouchers.singleUse} then 0 else ${vouchers.balanceCents} - ${amountCents} end`,
    })
    .where(
      and(
        eq(vouchers.id, voucherId),
        eq(vouchers.status, voucherStatus.active),
        gte(vouchers.balanceCents, amountCents),
        sql`${vouchers.balanceCents} > 0`,
        or(isNull(vouchers.expiresAt), sql`${vouchers.expiresAt} > ${now}`),
      ),
    )
    .returning({ id: vouchers.id })
  return rows.length > 0
}

/** A gift voucher bought with an order: pending (unusable) until the order is paid. */
export async function insertPendingVoucher(
  db: Db,
  values: Omit<typeof vouchers.$inferInsert, 'status' | 'balanceCents'> & { initialCents: number },
) {
  const [row] = await db
    .insert(vouchers)
    .values({ ...values, balanceCents: values.initialCents, status: voucherStatus.pending })
    .returning({ id: vouchers.id })
  return row?.id ?? null
}

export async function insertRedemption(db: Db, voucherId: number, orderId: number, amountCents: number) {
  await db.insert(voucherRedemptions).values({ voucherId, orderId, amountCents })
}

/** Guarded stock decrement; false when not enough is left. */
export async function takeStock(db: Db, variantId: number, amount: number) {
  const rows = await db
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - ${amount}` })
    .where(and(eq(productVariants.id, variantId), gte(productVariants.stock, amount)))
    .returning({ id: productVariants.id })
  return rows.length > 0
}

/**
 * Designs in the cart become ordered along the `order` edge of the status table, only from its
 * start (the cart): a concurrent order finds none.
 */
export async function markShirtsOrdered(
  db: Db,
  shirtIds: readonly number[],
  order: StatusMove,
  orderId: number,
  now: Date,
) {
  if (shirtIds.length === 0) return 0
  const rows = await db
    .update(shirts)
    .set({ orderStatus: order.to, orderId, updatedAt: now })
    .where(and(inArray(shirts.id, [...shirtIds]), eq(shirts.orderStatus, order.from)))
    .returning({ id: shirts.id })
  return rows.length
}

/** Made-to-measure shirts waiting for or in production: the queue before a new order. */
export async function countQueuedShirts(db: Db) {
  const rows = await db
    .select({ total: sql<number>`coalesce(sum(${orderItems.amount}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orders.status, [orderStatus.paid, orderStatus.in_production]),
        inArray(orderItems.type, ['shirt', 'package7']),
      ),
    )
  return rows[0]?.total ?? 0
}

export async function listCustomerOrders(db: Db, customerId: number) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      expectedDelivery: orders.expectedDelivery,
      // Qualified by hand: in a one-table select Drizzle writes bare column names, and a bare "id"
      // inside the subquery would be the order line's own id, not the order's.
      itemCount: sql<number>`(select coalesce(sum("oi"."amount"), 0)::int from "order_items" "oi" where "oi"."order_id" = "orders"."id")`,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
}

export async function findCustomerOrder(db: Db, orderId: number, customerId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1)
  if (!rows[0]) return null
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id)
  const redeemed = await db
    .select({ code: vouchers.issuedCode, amountCents: voucherRedemptions.amountCents })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(eq(voucherRedemptions.orderId, orderId))
  const bought = await db
    .select({
      id: vouchers.id,
      code: vouchers.issuedCode,
      status: vouchers.status,
      initialCents: vouchers.initialCents,
      recipientName: vouchers.recipientName,
      message: vouchers.message,
      expiresAt: vouchers.expiresAt,
    })
    .from(vouchers)
    .where(eq(vouchers.purchaseOrderId, orderId))
    .orderBy(vouchers.id)
  return { order: rows[0], items, redeemed, bought }
}

export async function findOrderByNumber(db: Db, number: string, customerId: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.customerId, customerId)))
    .limit(1)
  return rows[0]?.id ?? null
}

/**
 * Moves an order from the state it was read in to the next one (core/orders/transitions.ts
 * decides which), with the step's columns and a version bump. Guarded on the from-state: answers
 * the new version, or null when the order was not in `from` any more.
 */
export async function moveOrderStatus(
  db: Db,
  orderId: number,
  move: { from: OrderStatus; to: OrderStatus; at: Date },
  values: Pick<
    typeof orders.$inferInsert,
    | 'paidAt'
    | 'carrier'
    | 'trackingNumber'
    | 'shippedAt'
    | 'refundedAt'
    | 'refundRef'
    | 'refundKey'
    | 'refundFailure'
    | 'packageStage'
    | 'firstDeliveredAt'
  >,
) {
  const rows = await db
    .update(orders)
    .set({ ...values, status: move.to, statusChangedAt: move.at, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), eq(orders.status, move.from)))
    .returning({ version: orders.version })
  return rows[0]?.version ?? null
}

/** The gift vouchers bought with an order, from any of the states in `from` to `to`. */
export async function movePurchasedVouchers(
  db: Db,
  orderId: number,
  move: { from: readonly VoucherStatus[]; to: VoucherStatus },
) {
  if (move.from.length === 0) return
  await db
    .update(vouchers)
    .set({ status: move.to })
    .where(and(eq(vouchers.purchaseOrderId, orderId), inArray(vouchers.status, [...move.from])))
}

/** The provider's reference of a card payment; only while the order still waits for its money. */
export async function setPaymentRef(db: Db, orderId: number, paymentRef: string) {
  await db
    .update(orders)
    .set({ paymentRef })
    .where(and(eq(orders.id, orderId), eq(orders.status, orderStatus.pending)))
}

/**
 * Records a provider event once. Answers false when the event id was seen before: providers
 * deliver an event again until they get a 2xx, and a retry must change nothing twice.
 */
export async function recordPaymentEvent(
  db: Db,
  event: { id: string; provider: string; type: string; orderId: number | null },
) {
  const rows = await db
    .insert(paymentEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id })
  return rows.length === 1
}

/** What the shop did with a recorded event (paid, mismatch, noted, …): the audit trail of payments. */
export async function setPaymentEventOutcome(db: Db, id: string, outcome: string) {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id))
}

export async function findOrderById(db: Db, orderId: number) {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return rows[0] ?? null
}

/** The customer confirms the fit of a package's first shirt; only once, only while it waits. */
export async function confirmPackageFit(db: Db, orderId: number, customerId: number, now: Date) {
  const rows = await db
    .update(orders)
    .set({ fitConfirmedAt: now })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.customerId, customerId),
        eq(orders.packageStage, 'first'),
        eq(orders.status, orderStatus.delivered),
        isNull(orders.fitConfirmedAt),
      ),
    )
    .returning({ id: orders.id })
  return rows.length === 1
}

/** The design a gift voucher carries (frozen into its order line at the giver's checkout), or null. */
export async function findVoucherGiftDesign(db: Db, voucherId: number) {
  const rows = await db
    .select({ design: orderItems.design })
    .from(orderItems)
    .where(and(eq(orderItems.voucherId, voucherId), isNotNull(orderItems.design)))
    .limit(1)
  return rows[0]?.design ?? null
}

/**
 * A guest's order: the SHA-256 of its link (to look it up) and the token sealed (for the status
 * mails), written in the order's own transaction.
 */
export async function setOrderGuestToken(db: Db, orderId: number, token: { hash: string; sealed: string }) {
  await db
    .update(orders)
    .set({ guestTokenHash: token.hash, guestTokenSealed: token.sealed })
    .where(eq(orders.id, orderId))
}

/** The order behind a guest link (by the SHA-256 of its token) and the row that placed it. */
export async function findOrderByGuestToken(db: Db, tokenHash: string) {
  const rows = await db
    .select({ orderId: orders.id, customerId: orders.customerId })
    .from(orders)
    .where(eq(orders.guestTokenHash, tokenHash))
    .limit(1)
  return rows[0] ?? null
}
