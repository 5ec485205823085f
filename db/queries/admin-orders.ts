import { and, count, desc, eq, gte, ilike, isNull, notInArray, or, sql, sum } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { customers, orderNotes, orders, serviceTickets } from '../schema/index.ts'
import { type OrderStatus, orderStatus } from '../schema/statuses.ts'

export type OrderSearch = {
  q?: string
  status?: OrderStatus
  payment?: string
  /** Placed on or after / on or before these Berlin calendar days ('2026-11-26'). */
  from?: string
  to?: string
  limit: number
  offset: number
}

const berlinDay = sql`(${orders.createdAt} at time zone 'Europe/Berlin')::date`

function searchCondition(filter: OrderSearch) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return and(
    like
      ? or(
          ilike(orders.number, like),
          ilike(customers.email, like),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
        )
      : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.payment ? eq(orders.paymentMethod, filter.payment) : undefined,
    filter.from ? sql`${berlinDay} >= ${filter.from}::date` : undefined,
    filter.to ? sql`${berlinDay} <= ${filter.to}::date` : undefined,
  )
}

/** The back office's order list: newest first, searched by number, email or name, one page. */
export async function searchOrders(db: Db, filter: OrderSearch) {
  const where = searchCondition(filter)
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      needBy: orders.needBy,
      expectedDelivery: orders.expectedDelivery,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      guestSince: customers.guestSince,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db
    .select({ value: count() })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
  return { rows, total: total?.value ?? 0 }
}

const stepColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  version: orders.version,
  customerId: orders.customerId,
  lang: orders.lang,
  paymentMethod: orders.paymentMethod,
  paymentRef: orders.paymentRef,
  paidAt: orders.paidAt,
  totalCents: orders.totalCents,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  refundRef: orders.refundRef,
  refundKey: orders.refundKey,
  refundFailure: orders.refundFailure,
  packageStage: orders.packageStage,
  firstDeliveredAt: orders.firstDeliveredAt,
  fitConfirmedAt: orders.fitConfirmedAt,
}

/** An order's row for a back-office step, held until the transaction ends. */
export async function lockOrderForStep(db: Db, orderId: number) {
  const rows = await db.select(stepColumns).from(orders).where(eq(orders.id, orderId)).for('update')
  return rows[0] ?? null
}

/** The same row without a lock, for pages that only show it. */
export async function readOrderState(db: Db, orderId: number) {
  const rows = await db.select(stepColumns).from(orders).where(eq(orders.id, orderId))
  return rows[0] ?? null
}

export async function insertOrderNote(db: Db, note: typeof orderNotes.$inferInsert) {
  const [row] = await db.insert(orderNotes).values(note).returning({ id: orderNotes.id })
  return row?.id ?? 0
}

export async function listOrderNotes(db: Db, orderId: number) {
  return db
    .select({
      id: orderNotes.id,
      authorEmail: orderNotes.authorEmail,
      body: orderNotes.body,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(desc(orderNotes.id))
}

/** Orders that count for revenue: placed, not cancelled, and no refund requested, made or failed. */
const counted = notInArray(orders.status, [
  orderStatus.cancelled,
  orderStatus.refund_requested,
  orderStatus.refunded,
  orderStatus.refund_failed,
])

/** Orders and gross revenue placed since an instant. */
export async function orderTotalsSince(db: Db, since: Date) {
  const [row] = await db
    .select({ orders: count(), cents: sum(orders.totalCents) })
    .from(orders)
    .where(and(counted, gte(orders.createdAt, since)))
  return { orders: row?.orders ?? 0, cents: Number(row?.cents ?? 0) }
}

/** Gross revenue per calendar day in Berlin since an instant ('2026-11-26' → cents). */
export async function revenueByDay(db: Db, since: Date) {
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`
  const rows = await db
    .select({ day, cents: sum(orders.totalCents) })
    .from(orders)
    .where(and(counted, gte(orders.createdAt, since)))
    .groupBy(day)
  return rows.map((row) => ({ day: row.day, cents: Number(row.cents ?? 0) }))
}

export async function countOrdersByStatus(db: Db) {
  return db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status)
}

export async function countOpenTickets(db: Db) {
  const [row] = await db
    .select({ value: count() })
    .from(serviceTickets)
    .where(eq(serviceTickets.status, 'open'))
  return row?.value ?? 0
}

/** A customer's role by email, held until the transaction ends (a role change is audited). */
/** The accounts with a back-office role, admins first, for /admin/staff. */
export async function listBackOfficeAccounts(db: Db) {
  return db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      role: customers.role,
    })
    .from(customers)
    .where(notInArray(customers.role, ['customer']))
    .orderBy(customers.role, customers.email)
}

export async function lockCustomerRole(db: Db, email: string) {
  const rows = await db
    .select({ id: customers.id, role: customers.role })
    .from(customers)
    .where(and(eq(customers.email, email), isNull(customers.guestSince)))
    .for('update')
  return rows[0] ?? null
}

export async function setCustomerRole(
  db: Db,
  customerId: number,
  role: (typeof customers.$inferSelect)['role'],
) {
  await db.update(customers).set({ role, updatedAt: new Date() }).where(eq(customers.id, customerId))
}
