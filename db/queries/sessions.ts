import { and, eq, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { customers, sessions } from '../schema/index.ts'
import {
  cachedSessionRow,
  forgettingSessions,
  rememberSessionRow,
  sessionCacheEpoch,
} from '../session-cache.ts'
import { customerSubscribedSql } from './newsletter.ts'
import { preparedFor } from './prepared.ts'

const sessionColumns = {
  id: sessions.id,
  customerId: sessions.customerId,
  customerGeneration: sessions.customerGeneration,
  adminLogin: sessions.adminLogin,
  selectedShirtId: sessions.selectedShirtId,
  deliveryCountryId: sessions.deliveryCountryId,
  lang: sessions.lang,
  lifetimeDays: sessions.lifetimeDays,
  csrfToken: sessions.csrfToken,
  choices: sessions.choices,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
}

const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  newsletterSubscribed: customerSubscribedSql,
  role: customers.role,
  sessionGeneration: customers.sessionGeneration,
  disabledAt: customers.disabledAt,
  blockedAt: customers.blockedAt,
}

/**
 * The session and, if any, its customer: it runs on every request. Two single-table reads by
 * primary key rather than one join: most visitors are guests, and for them the second read never
 * happens (planning a three-table join cost PGlite as much as a whole second read; docs/performance.md).
 * On PGlite the session row usually comes from memory (db/session-cache.ts); the customer never does.
 */
export async function findSessionWithCustomer(db: Db, id: string) {
  const session = cachedSessionRow<SessionRow>(db, id) ?? (await readSession(db, id))
  if (!session) return null
  if (session.customerId === null) return { session, customer: null }
  const customerQuery = preparedFor(db, 'session_customer', (handle) =>
    handle
      .select(customerColumns)
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .limit(1)
      .prepare('session_customer'),
  )
  const [customer] = await customerQuery.execute({ id: session.customerId })
  return { session, customer: customer ?? null }
}

async function readSession(db: Db, id: string) {
  const epoch = sessionCacheEpoch()
  const sessionQuery = preparedFor(db, 'session_by_id', (handle) =>
    handle
      .select(sessionColumns)
      .from(sessions)
      .where(eq(sessions.id, sql.placeholder('id')))
      .limit(1)
      .prepare('session_by_id'),
  )
  const [session] = await sessionQuery.execute({ id })
  if (session) rememberSessionRow(db, id, session, epoch)
  return session ?? null
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof readSession>>>

export type NewSession = typeof sessions.$inferInsert

export async function insertSession(db: Db, values: NewSession) {
  const rows = await db.insert(sessions).values(values).returning(sessionColumns)
  return rows[0] as NonNullable<(typeof rows)[0]>
}

export type SessionPatch = Partial<
  Pick<
    NewSession,
    | 'customerId'
    | 'customerGeneration'
    | 'adminLogin'
    | 'selectedShirtId'
    | 'deliveryCountryId'
    | 'lang'
    | 'lifetimeDays'
    | 'choices'
    | 'lastSeenAt'
    | 'expiresAt'
  >
>

export async function updateSession(db: Db, id: string, patch: SessionPatch) {
  const rows = await forgettingSessions(id, () =>
    db.update(sessions).set(patch).where(eq(sessions.id, id)).returning(sessionColumns),
  )
  return rows[0] ?? null
}

export async function deleteSession(db: Db, id: string) {
  await forgettingSessions(id, () => db.delete(sessions).where(eq(sessions.id, id)))
}

/** Moves a session's row to a new id (rotation at login) keeping everything that belongs to it. */
export async function renameSession(db: Db, oldId: string, newId: string, patch: SessionPatch) {
  const rows = await forgettingSessions(oldId, () =>
    db
      .update(sessions)
      .set({ id: newId, ...patch })
      .where(eq(sessions.id, oldId))
      .returning(sessionColumns),
  )
  return rows[0] ?? null
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await forgettingSessions(
    () => true,
    () => db.delete(sessions).where(lt(sessions.expiresAt, now)),
  )
}

/** Ends every session of a customer, except the one that asked (password change, deletion). */
export async function deleteCustomerSessions(db: Db, customerId: number, exceptId?: string) {
  const condition = exceptId
    ? and(eq(sessions.customerId, customerId), ne(sessions.id, exceptId))
    : eq(sessions.customerId, customerId)
  await forgettingSessions(
    (row) => row.customerId === customerId && row.id !== exceptId,
    () => db.delete(sessions).where(condition),
  )
}

/** Row lock on the session for the rest of a transaction (serialises one visitor's creates). */
export async function lockSession(db: Db, id: string) {
  await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id)).for('update')
}
