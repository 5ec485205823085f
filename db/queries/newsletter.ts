import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { newsletterConsentLog, newsletterSubscriptions } from '../schema/index.ts'

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect
export type SubscriptionStatus = SubscriptionRow['status']
export type ConsentEvent = typeof newsletterConsentLog.$inferInsert

/**
 * Whether the customer of the surrounding query (table `customers`) has a confirmed subscription:
 * the session answer and the account read it from the one newsletter table, never from a copy.
 * Both sides are qualified by hand: in a query over one table drizzle leaves column names bare,
 * and a bare "email" inside the subquery would mean the subscription's own column.
 */
export const customerSubscribedSql = sql<boolean>`exists (select 1 from "newsletter_subscriptions" "ns" where "ns"."email" = "customers"."email" and "ns"."status" = 'subscribed')`

/** The subscription state of the customer's address, or null when it never asked (email is unique). */
export const customerSubscriptionStatusSql = sql<SubscriptionStatus | null>`(select "ns"."status" from "newsletter_subscriptions" "ns" where "ns"."email" = "customers"."email")`

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
