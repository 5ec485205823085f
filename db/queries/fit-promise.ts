import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { orderItems, orders, serviceTickets } from '../schema/index.ts'

/**
 * The first-order fit promise's data (core/orders/fit-promise.ts, core/service/fit-promise.ts):
 * the order a request is about with its first shirt, whether the customer used the promise, the
 * decision on the ticket and the remake order it made.
 */

/** The order with the line of its first shirt (a single shirt or a package's first design). */
export async function findPromiseOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  if (!order) return null
  const [first] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.type, ['shirt', 'package7'])))
    .orderBy(asc(orderItems.id))
    .limit(1)
  return { order, firstLine: first ?? null }
}

/** Whether a remake or an alteration was granted on any order of the customer. */
export async function hasGrantedPromise(db: Db, customerId: number) {
  const rows = await db
    .select({ id: serviceTickets.id })
    .from(serviceTickets)
    .innerJoin(orders, eq(orders.id, serviceTickets.orderId))
    .where(and(eq(orders.customerId, customerId), inArray(serviceTickets.decision, ['remake', 'alteration'])))
    .limit(1)
  return rows.length > 0
}

export type PromiseDecisionValues = {
  decision: 'remake' | 'alteration' | 'declined'
  remakeOrderId?: number | null
  returnLabel?: string | null
  alterationChanges?: { field: string; from: number | null; to: number | null }[] | null
  alterationNote?: string | null
  declineReason?: string | null
  decidedBy: number
  now: Date
}

/**
 * Writes the decision on the locked ticket: it counts as the workshop's answer ('answered').
 * Only an undecided ticket takes one (false otherwise); the unique index on granted decisions
 * refuses a second remake or alteration of the same order.
 */
export async function recordPromiseDecision(tx: Db, ticketId: number, values: PromiseDecisionValues) {
  const rows = await tx
    .update(serviceTickets)
    .set({
      decision: values.decision,
      remakeOrderId: values.remakeOrderId ?? null,
      returnLabel: values.returnLabel ?? null,
      alterationChanges: values.alterationChanges ?? null,
      alterationNote: values.alterationNote ?? null,
      declineReason: values.declineReason ?? null,
      decidedBy: values.decidedBy,
      decidedAt: values.now,
      status: 'answered',
      updatedAt: values.now,
    })
    .where(and(eq(serviceTickets.id, ticketId), sql`${serviceTickets.decision} is null`))
    .returning({ id: serviceTickets.id })
  return rows.length === 1
}

/** The latest decided request about an order, with the remake order's progress when it made one. */
export async function findPromiseDecisionOfOrder(db: Db, orderId: number) {
  const [row] = await db
    .select({
      ticketId: serviceTickets.id,
      kind: serviceTickets.kind,
      decision: serviceTickets.decision,
      returnLabel: serviceTickets.returnLabel,
      declineReason: serviceTickets.declineReason,
      decidedAt: serviceTickets.decidedAt,
      remakeOrderId: serviceTickets.remakeOrderId,
    })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.orderId, orderId), isNotNull(serviceTickets.decision)))
    .orderBy(desc(serviceTickets.decidedAt), desc(serviceTickets.id))
    .limit(1)
  if (!row) return null
  const [remake] = row.remakeOrderId
    ? await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          expectedDelivery: orders.expectedDelivery,
          carrier: orders.carrier,
          trackingNumber: orders.trackingNumber,
          shippedAt: orders.shippedAt,
          statusChangedAt: orders.statusChangedAt,
        })
        .from(orders)
        .where(eq(orders.id, row.remakeOrderId))
        .limit(1)
    : []
  return { ...row, remake: remake ?? null }
}

/** The decision on one ticket with the remake order's number (the ticket pages). */
export async function findTicketDecision(db: Db, ticketId: number) {
  const [row] = await db
    .select({
      decision: serviceTickets.decision,
      returnLabel: serviceTickets.returnLabel,
      alterationChanges: serviceTickets.alterationChanges,
      alterationNote: serviceTickets.alterationNote,
      declineReason: serviceTickets.declineReason,
      decidedAt: serviceTickets.decidedAt,
      remakeOrderId: serviceTickets.remakeOrderId,
      remakeNumber: orders.number,
      remakeStatus: orders.status,
    })
    .from(serviceTickets)
    .leftJoin(orders, eq(orders.id, serviceTickets.remakeOrderId))
    .where(eq(serviceTickets.id, ticketId))
    .limit(1)
  return row ?? null
}

/** The original order and the first shirt line of a remake order (its sheet lists what changed). */
export async function findRemakeOrigins(db: Db, remakeOrderIds: readonly number[]) {
  if (remakeOrderIds.length === 0) return new Map<number, { number: string; measure: unknown }>()
  const remakes = await db
    .select({ id: orders.id, originalId: orders.remakeOfOrderId })
    .from(orders)
    .where(and(inArray(orders.id, [...remakeOrderIds]), isNotNull(orders.remakeOfOrderId)))
  const found = new Map<number, { number: string; measure: unknown }>()
  for (const remake of remakes) {
    if (remake.originalId === null) continue
    const original = await findPromiseOrder(db, remake.originalId)
    if (!original) continue
    const line = original.firstLine
    const measure = line?.type === 'package7' ? (line.designs?.[0]?.measure ?? null) : (line?.measure ?? null)
    found.set(remake.id, { number: original.order.number ?? `#${original.order.id}`, measure })
  }
  return found
}

/**
 * Remakes and alterations granted per month (Berlin), from `since` on: how often the measuring
 * guide fails a first order.
 */
export async function countPromiseDecisionsByMonth(db: Db, since: Date) {
  const month = sql<string>`to_char(${serviceTickets.decidedAt} at time zone 'Europe/Berlin', 'YYYY-MM')`
  return db
    .select({ month, decision: serviceTickets.decision, count: sql<number>`count(*)::int` })
    .from(serviceTickets)
    .where(
      and(inArray(serviceTickets.decision, ['remake', 'alteration']), gte(serviceTickets.decidedAt, since)),
    )
    .groupBy(month, serviceTickets.decision)
    .orderBy(month)
}

/** A granted alteration: the order it is about and what to change (the alteration sheet). */
export async function findTicketAlteration(db: Db, ticketId: number) {
  const [row] = await db
    .select({
      orderId: serviceTickets.orderId,
      returnLabel: serviceTickets.returnLabel,
      note: serviceTickets.alterationNote,
      changes: serviceTickets.alterationChanges,
    })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.id, ticketId), eq(serviceTickets.decision, 'alteration')))
    .limit(1)
  if (!row?.orderId) return null
  return {
    orderId: row.orderId,
    returnLabel: row.returnLabel,
    note: row.note,
    changes: row.changes ?? [],
  }
}
