import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../client.ts'
import { customers, orders, serviceMessages, serviceTickets } from '../schema/index.ts'

export type TicketFilter = {
  status?: 'open' | 'answered' | 'closed'
  /** null: nobody assigned; a number: that staff member. */
  assigneeId?: number | null
  kind?: 'service' | 'aftersale'
  limit: number
  offset: number
}

const assignee = alias(customers, 'assignee')

/** One page of every ticket for the back office, newest activity first, and the total. */
export async function listAdminTickets(db: Db, filter: TicketFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(serviceTickets.status, filter.status) : undefined,
    filter.kind ? eq(serviceTickets.kind, filter.kind) : undefined,
    filter.assigneeId === null
      ? isNull(serviceTickets.assigneeId)
      : filter.assigneeId !== undefined
        ? eq(serviceTickets.assigneeId, filter.assigneeId)
        : undefined,
  ]
  const where = and(...conditions.filter((entry) => entry !== undefined))
  const rows = await db
    .select({
      ticket: serviceTickets,
      orderNumber: orders.number,
      assigneeEmail: assignee.email,
    })
    .from(serviceTickets)
    .leftJoin(orders, eq(orders.id, serviceTickets.orderId))
    .leftJoin(assignee, eq(assignee.id, serviceTickets.assigneeId))
    .where(where)
    .orderBy(desc(serviceTickets.updatedAt), desc(serviceTickets.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db.select({ value: count() }).from(serviceTickets).where(where)
  return { rows, total: total?.value ?? 0 }
}

/** The ticket's row, held until the transaction ends (steps read and write it in one go). */
export async function lockTicket(tx: Db, ticketId: number) {
  const rows = await tx.select().from(serviceTickets).where(eq(serviceTickets.id, ticketId)).for('update')
  return rows[0] ?? null
}

export async function setTicketAssignee(tx: Db, ticketId: number, assigneeId: number | null, now: Date) {
  await tx.update(serviceTickets).set({ assigneeId, updatedAt: now }).where(eq(serviceTickets.id, ticketId))
}

export async function setTicketStatus(
  tx: Db,
  ticketId: number,
  status: 'open' | 'answered' | 'closed',
  now: Date,
) {
  await tx.update(serviceTickets).set({ status, updatedAt: now }).where(eq(serviceTickets.id, ticketId))
}

/** The workshop's answer, on the caller's transaction (the ticket row is locked by then). */
export async function insertShopMessage(tx: Db, ticketId: number, body: string, now: Date) {
  const [row] = await tx
    .insert(serviceMessages)
    .values({ ticketId, author: 'shop', body, createdAt: now })
    .returning({ id: serviceMessages.id })
  if (!row) throw new Error('message insert returned no row')
  return row.id
}

/** Accounts with a back-office role: who a ticket can be assigned to. */
export async function listBackOfficeAccounts(db: Db) {
  return db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(customers.role, ['staff', 'admin']))
    .orderBy(customers.email)
    .limit(200)
}

export async function findBackOfficeAccount(db: Db, id: number) {
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(and(eq(customers.id, id), inArray(customers.role, ['staff', 'admin'])))
    .limit(1)
  return rows[0] ?? null
}
