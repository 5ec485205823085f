import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { newsletterConsentLog, newsletterSubscriptions } from '../schema/index.ts'

/** The back office's reads of the newsletter's subscribers and consent records. */

export type SubscriberFilter = {
  q?: string
  status?: 'pending' | 'subscribed' | 'unsubscribed'
  sort: 'updated' | 'email'
  dir: 'asc' | 'desc'
  limit: number
  offset: number
}

/** The latest event of a kind in the subscription's record, as a correlated subquery. */
function latest<T>(
  column: 'at' | 'source' | 'consent_text',
  event: 'requested' | 'confirmed' | 'unsubscribed',
) {
  // Spelled out: inside a select list drizzle would leave the outer column unqualified.
  return sql<T | null>`(select "l".${sql.raw(`"${column}"`)} from "newsletter_consent_log" "l" where "l"."subscription_id" = "newsletter_subscriptions"."id" and "l"."event" = ${event} order by "l"."id" desc limit 1)`
}

const subscriberColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  status: newsletterSubscriptions.status,
  locale: newsletterSubscriptions.locale,
  updatedAt: newsletterSubscriptions.updatedAt,
  requestedAt: latest<string>('at', 'requested'),
  source: latest<string>('source', 'requested'),
  consentText: latest<string>('consent_text', 'requested'),
  confirmedAt: latest<string>('at', 'confirmed'),
  unsubscribedAt: latest<string>('at', 'unsubscribed'),
}

function subscriberWhere(filter: Pick<SubscriberFilter, 'q' | 'status'>): SQL | undefined {
  return and(
    filter.q
      ? ilike(newsletterSubscriptions.email, `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
      : undefined,
    filter.status ? eq(newsletterSubscriptions.status, filter.status) : undefined,
  )
}

export async function searchSubscribers(db: Db, filter: SubscriberFilter) {
  const where = subscriberWhere(filter)
  const direction = filter.dir === 'asc' ? asc : desc
  const column = filter.sort === 'email' ? newsletterSubscriptions.email : newsletterSubscriptions.updatedAt
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(direction(column), desc(newsletterSubscriptions.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [total] = await db.select({ value: count() }).from(newsletterSubscriptions).where(where)
  return { rows, total: total?.value ?? 0 }
}

/** Every consent event of these subscriptions, oldest first (the list's expandable record). */
export async function consentEventsOf(db: Db, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return []
  return db
    .select({
      subscriptionId: newsletterConsentLog.subscriptionId,
      event: newsletterConsentLog.event,
      source: newsletterConsentLog.source,
      locale: newsletterConsentLog.locale,
      consentText: newsletterConsentLog.consentText,
      at: newsletterConsentLog.at,
    })
    .from(newsletterConsentLog)
    .where(inArray(newsletterConsentLog.subscriptionId, subscriptionIds))
    .orderBy(asc(newsletterConsentLog.id))
}
