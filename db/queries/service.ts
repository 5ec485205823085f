import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { orderItems, orders, serviceFiles, serviceMessages, serviceTickets } from '../schema/index.ts'

export type ServiceTicketRow = typeof serviceTickets.$inferSelect
export type ServiceMessageRow = typeof serviceMessages.$inferSelect
export type ServiceFileRow = typeof serviceFiles.$inferSelect
export type NewServiceFile = Omit<typeof serviceFiles.$inferInsert, 'messageId'>

/** Whose tickets: the customer's (from any session), or a guest session's own. */
export type TicketOwner = { sessionId: string; customerId: number | null }

function ownedBy(owner: TicketOwner): SQL {
  return owner.customerId !== null
    ? (or(
        eq(serviceTickets.customerId, owner.customerId),
        and(isNull(serviceTickets.customerId), eq(serviceTickets.sessionId, owner.sessionId)),
      ) as SQL)
    : (and(isNull(serviceTickets.customerId), eq(serviceTickets.sessionId, owner.sessionId)) as SQL)
}

/** The owner's tickets (null: every ticket, for staff), newest activity first. */
export async function listTickets(db: Db, owner: TicketOwner | null, kind?: 'service' | 'aftersale') {
  const conditions = [owner ? ownedBy(owner) : undefined, kind ? eq(serviceTickets.kind, kind) : undefined]
  return db
    .select({
      ticket: serviceTickets,
      orderNumber: orders.number,
    })
    .from(serviceTickets)
    .leftJoin(orders, eq(orders.id, serviceTickets.orderId))
    .where(and(...conditions.filter((entry) => entry !== undefined)))
    .orderBy(desc(serviceTickets.updatedAt), desc(serviceTickets.id))
    .limit(200)
}

export async function findTicket(db: Db, ticketId: number) {
  const rows = await db
    .select({ ticket: serviceTickets, orderNumber: orders.number })
    .from(serviceTickets)
    .leftJoin(orders, eq(orders.id, serviceTickets.orderId))
    .where(eq(serviceTickets.id, ticketId))
    .limit(1)
  return rows[0] ?? null
}

/** The thread with the photos of each message, oldest first. */
export async function listTicketMessages(db: Db, ticketId: number) {
  const messages = await db
    .select()
    .from(serviceMessages)
    .where(eq(serviceMessages.ticketId, ticketId))
    .orderBy(asc(serviceMessages.createdAt), asc(serviceMessages.id))
  const ids = messages.map((message) => message.id)
  const files = ids.length
    ? await db.select().from(serviceFiles).where(inArray(serviceFiles.messageId, ids))
    : []
  return messages.map((message) => ({
    ...message,
    files: files.filter((file) => file.messageId === message.id),
  }))
}

/** Ticket, first message and its photos; the caller runs it inside its transaction. */
export async function insertTicket(
  tx: Db,
  values: typeof serviceTickets.$inferInsert,
  message: string,
  files: NewServiceFile[],
) {
  const [ticket] = await tx.insert(serviceTickets).values(values).returning({ id: serviceTickets.id })
  if (!ticket) throw new Error('ticket insert returned no row')
  const [row] = await tx
    .insert(serviceMessages)
    .values({ ticketId: ticket.id, author: 'customer', body: message, createdAt: values.createdAt })
    .returning({ id: serviceMessages.id })
  if (!row) throw new Error('message insert returned no row')
  if (files.length > 0)
    await tx.insert(serviceFiles).values(files.map((file) => ({ ...file, messageId: row.id })))
  return { ticketId: ticket.id, messageId: row.id }
}

/**
 * A reply and the ticket's new status in one transaction; the status only changes while the
 * ticket is not closed (false: it was closed meanwhile, nothing is written).
 */
export async function insertReply(
  db: Db,
  ticketId: number,
  author: 'customer' | 'shop',
  body: string,
  files: NewServiceFile[],
  now: Date,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(serviceTickets)
      .set({ status: author === 'shop' ? 'answered' : 'open', updatedAt: now })
      .where(and(eq(serviceTickets.id, ticketId), inArray(serviceTickets.status, ['open', 'answered'])))
      .returning({ id: serviceTickets.id })
    if (updated.length === 0) return null
    const [row] = await tx
      .insert(serviceMessages)
      .values({ ticketId, author, body, createdAt: now })
      .returning({ id: serviceMessages.id })
    if (!row) throw new Error('message insert returned no row')
    if (files.length > 0)
      await tx.insert(serviceFiles).values(files.map((file) => ({ ...file, messageId: row.id })))
    return row.id
  })
}

export async function closeTicket(db: Db, ticketId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(serviceTickets)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(serviceTickets.id, ticketId), inArray(serviceTickets.status, ['open', 'answered'])))
    .returning({ id: serviceTickets.id })
  return rows.length === 1
}

/** One photo with its ticket's owner facts, for the access check. */
export async function findServiceFile(db: Db, fileId: string) {
  const rows = await db
    .select({
      file: serviceFiles,
      sessionId: serviceTickets.sessionId,
      customerId: serviceTickets.customerId,
    })
    .from(serviceFiles)
    .innerJoin(serviceMessages, eq(serviceMessages.id, serviceFiles.messageId))
    .innerJoin(serviceTickets, eq(serviceTickets.id, serviceMessages.ticketId))
    .where(eq(serviceFiles.id, fileId))
    .limit(1)
  return rows[0] ?? null
}

/** The customer's orders with their design lines, for the pickers and the ownership checks. */
export async function customerOrdersWithDesigns(db: Db, customerId: number) {
  const list = await db
    .select({
      id: orders.id,
      number: orders.number,
      firstOrder: orders.firstOrder,
      createdAt: orders.createdAt,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
    .limit(100)
  const ids = list.map((order) => order.id)
  const items = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          type: orderItems.type,
          name: orderItems.name,
          shirtId: orderItems.shirtId,
          design: orderItems.design,
          designs: orderItems.designs,
        })
        .from(orderItems)
        .where(and(inArray(orderItems.orderId, ids), inArray(orderItems.type, ['shirt', 'package7'])))
        .orderBy(asc(orderItems.id))
    : []
  return list.map((order) => ({
    ...order,
    designs: items
      .filter((item) => item.orderId === order.id)
      .flatMap((item) =>
        item.type === 'package7'
          ? (item.designs ?? []).map((entry) => ({ shirtId: entry.shirtId, summary: entry.design.summary }))
          : item.shirtId !== null
            ? [{ shirtId: item.shirtId, summary: item.design?.summary ?? item.name }]
            : [],
      ),
  }))
}

/**
 * At login a guest's requests move to the customer (and to the rotated session id), like the
 * guest's designs, so the thread stays visible after signing in.
 */
export async function claimSessionTickets(
  db: Db,
  oldSessionId: string,
  newSessionId: string,
  customerId: number,
) {
  await db
    .update(serviceTickets)
    .set({ customerId, sessionId: newSessionId })
    .where(and(eq(serviceTickets.sessionId, oldSessionId), isNull(serviceTickets.customerId)))
}
