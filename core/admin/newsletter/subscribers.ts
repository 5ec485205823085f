import { consentEventsOf, searchSubscribers } from '#db/queries/admin-newsletter.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import { toCsv } from './csv.ts'
import type { SubscriberSearchInput } from './schemas.ts'

export const subscriberPageSize = 50
/** The CSV holds at most this many rows (a filter narrows a larger list). */
export const exportLimit = 50_000

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString())

/**
 * /admin/newsletter: every address with its state and its consent record — when and where it was
 * requested, whether and when the double opt-in was confirmed, and a withdrawal. No tokens.
 */
export async function subscriberList(deps: Pick<Deps, 'db'>, actor: Actor, input: SubscriberSearchInput) {
  if (!may(actor, 'newsletter.manage')) return forbidden
  const { rows, total } = await searchSubscribers(deps.db, {
    ...input,
    limit: subscriberPageSize,
    offset: (input.page - 1) * subscriberPageSize,
  })
  const events = await consentEventsOf(
    deps.db,
    rows.map((row) => row.id),
  )
  const pages = Math.max(1, Math.ceil(total / subscriberPageSize))
  return {
    subscribers: rows.map((row) => ({
      subscriptionId: row.id,
      email: row.email,
      status: row.status,
      locale: row.locale,
      requestedAt: iso(row.requestedAt),
      source: row.source,
      confirmedAt: iso(row.confirmedAt),
      unsubscribedAt: iso(row.unsubscribedAt),
      consent: events
        .filter((event) => event.subscriptionId === row.id)
        .map(({ subscriptionId: _id, ...event }) => ({ ...event, at: event.at.toISOString() })),
    })),
    total,
    page: Math.min(input.page, pages),
    pages,
  }
}

export const subscriberCsvHeader = [
  'email',
  'status',
  'language',
  'requested_at',
  'source',
  'double_opt_in_confirmed_at',
  'unsubscribed_at',
  'consent_text',
] as const

/** The CSV of the filtered list (all pages), formula-safe (csv.ts). */
export async function subscriberCsv(deps: Pick<Deps, 'db'>, actor: Actor, input: SubscriberSearchInput) {
  if (!may(actor, 'newsletter.manage')) return forbidden
  const { rows } = await searchSubscribers(deps.db, { ...input, limit: exportLimit, offset: 0 })
  return toCsv(
    subscriberCsvHeader,
    rows.map((row) => [
      row.email,
      row.status,
      row.locale,
      iso(row.requestedAt),
      row.source,
      iso(row.confirmedAt),
      iso(row.unsubscribedAt),
      row.consentText,
    ]),
  )
}
