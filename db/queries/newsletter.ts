import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../client.ts'
import { newsletterConsentLog, newsletterSubscriptions } from '../schema/index.ts'

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type SubscriptionStatus = SubscriptionRow['status']
export type ConsentEvent = typeof newsletterConsentLog.$inferInsert

/**
 * Whether the address in `email` (a customers.email column) has a confirmed subscription: the
 * session answer and the account read it from the one newsletter table, never from a copy.
 */
export function subscribedSql(email: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${newsletterSubscriptions} where ${newsletterSubscriptions.email} = ${email} and ${newsletterSubscriptions.status} = 'subscribed')`
}

/** The subscription state of the address in `email`, or null when it never asked. */
export function subscriptionStatusSql(email: AnyPgColumn): SQL<SubscriptionStatus | null> {
  return sql<SubscriptionStatus | null>`(select ${newsletterSubscriptions.status} from ${newsletterSubscriptions} where ${newsletterSubscriptions.email} = ${email})`
}

export async function findSubscriptionByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .limit(1)
  return rows[0] ?? null
}

export async function findSubscriptionByConfirmHash(db: Db, hash: string) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmTokenHash, hash))
    .limit(1)
  return rows[0] ?? null
}

export async function findSubscriptionByUnsubscribeToken(db: Db, token: string) {
  const rows = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .limit(1)
  return rows[0] ?? null
}

/** Inserts the row of a new address; null when a parallel request created it first. */
export async function insertSubscription(db: Db, values: typeof newsletterSubscriptions.$inferInsert) {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning()
  return rows[0] ?? null
}

export type SubscriptionPatch = Partial<
  Pick<
    typeof newsletterSubscriptions.$inferInsert,
    'status' | 'locale' | 'confirmTokenHash' | 'confirmExpiresAt' | 'lastMailAt' | 'updatedAt'
  >
>

/**
 * Changes a row only if it is still in the state the caller read (`from`): of two clicks on the
 * same link only one wins, and it alone writes the consent record.
 */
export async function updateSubscription(
  db: Db,
  id: number,
  from: SubscriptionStatus,
  patch: SubscriptionPatch,
): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set(patch)
    .where(and(eq(newsletterSubscriptions.id, id), eq(newsletterSubscriptions.status, from)))
    .returning({ id: newsletterSubscriptions.id })
  return rows.length === 1
}

export async function logConsent(db: Db, event: ConsentEvent) {
  await db.insert(newsletterConsentLog).values(event)
}

export async function listConsentLog(db: Db, subscriptionId: number) {
  return db
    .select()
    .from(newsletterConsentLog)
    .where(eq(newsletterConsentLog.subscriptionId, subscriptionId))
    .orderBy(newsletterConsentLog.id)
}
