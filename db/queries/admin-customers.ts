import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import {
  catalogFabrics,
  customers,
  measureProfiles,
  newsletterSubscriptions,
  orders,
  serviceTickets,
  shirts,
} from '../schema/index.ts'
import { deleteCustomerSessions } from './sessions.ts'

/** The back office's reads and writes of customer accounts. */

export type CustomerFilter = {
  q?: string
  state?: 'active' | 'blocked'
  sort: 'created' | 'name' | 'email'
  dir: 'asc' | 'desc'
  limit: number
  offset: number
}

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function customerWhere(filter: Pick<CustomerFilter, 'q' | 'state'>): SQL | undefined {
  const like = filter.q ? likeOf(filter.q) : null
  return and(
    // Anonymised accounts (deleted with orders on file) are no longer anybody.
    isNull(customers.disabledAt),
    like
      ? or(
          ilike(customers.email, like),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
        )
      : undefined,
    filter.state === 'blocked' ? isNotNull(customers.blockedAt) : undefined,
    filter.state === 'active' ? isNull(customers.blockedAt) : undefined,
  )
}

const sortColumns = {
  created: [customers.createdAt],
  name: [customers.lastName, customers.firstName],
  email: [customers.email],
} as const

export async function searchCustomers(db: Db, filter: CustomerFilter) {
  const where = customerWhere(filter)
  const direction = filter.dir === 'asc' ? asc : desc
  const orderCount = db.select({ value: count() }).from(orders).where(eq(orders.customerId, customers.id))
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      role: customers.role,
      createdAt: customers.createdAt,
      blockedAt: customers.blockedAt,
      pendingSince: customers.pendingSince,
      guestSince: customers.guestSince,
      orders: sql<number>`(${orderCount})::int`,
    })
    .from(customers)
    .where(where)
    .orderBy(...sortColumns[filter.sort].map((column) => direction(column)), desc(customers.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db.select({ value: count() }).from(customers).where(where)
  return { rows, total: total?.value ?? 0 }
}

/** What the customer's page lists besides the account: orders, designs, profiles, tickets. */
export async function customerRecords(db: Db, customerId: number) {
  const [orderRows, designRows, profileRows, ticketRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.id))
      .limit(100),
    db
      .select({
        id: shirts.id,
        fabric: catalogFabrics.number,
        colour: catalogFabrics.colour,
        orderStatus: shirts.orderStatus,
        createdAt: shirts.createdAt,
      })
      .from(shirts)
      .innerJoin(catalogFabrics, eq(catalogFabrics.id, shirts.fabricId))
      .where(eq(shirts.customerId, customerId))
      .orderBy(desc(shirts.id))
      .limit(100),
    db
      .select({ id: measureProfiles.id, name: measureProfiles.setName, createdAt: measureProfiles.createdAt })
      .from(measureProfiles)
      .where(eq(measureProfiles.customerId, customerId))
      .orderBy(asc(measureProfiles.id))
      .limit(100),
    db
      .select({
        id: serviceTickets.id,
        subject: serviceTickets.subject,
        status: serviceTickets.status,
        updatedAt: serviceTickets.updatedAt,
      })
      .from(serviceTickets)
      .where(eq(serviceTickets.customerId, customerId))
      .orderBy(desc(serviceTickets.updatedAt))
      .limit(100),
  ])
  return { orders: orderRows, designs: designRows, profiles: profileRows, tickets: ticketRows }
}

/** The subscription of the account's address, if any (consent records: admin-newsletter.ts). */
export async function subscriptionOfEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1)
  return row ?? null
}

/** The row locked for a block or unblock, so two admins do not interleave. */
export async function lockCustomerBlock(db: Db, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      blockedAt: customers.blockedAt,
      blockReason: customers.blockReason,
      disabledAt: customers.disabledAt,
      role: customers.role,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update')
  return row ?? null
}

/** Blocks (with a reason) or unblocks; a block ends every session of the account at once. */
export async function setCustomerBlock(
  db: Db,
  customerId: number,
  block: { at: Date; reason: string } | null,
) {
  await db
    .update(customers)
    .set({
      blockedAt: block?.at ?? null,
      blockReason: block?.reason ?? null,
      updatedAt: block?.at ?? sql`now()`,
    })
    .where(eq(customers.id, customerId))
  if (block) await deleteCustomerSessions(db, customerId)
}
