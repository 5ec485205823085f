import { listLowStockFabrics } from '#db/queries/admin-fabrics.ts'
import { countNewFeedback } from '#db/queries/admin-feedback.ts'
import {
  countOpenTickets,
  countOrdersByStatus,
  orderTotalsSince,
  revenueByDay,
} from '#db/queries/admin-orders.ts'
import { countPromiseDecisionsByMonth } from '#db/queries/fit-promise.ts'
import type { Actor } from '../access/actor.ts'
import { forbidden, may } from '../access/permissions.ts'
import { lowStockMetres } from '../catalog/stock.ts'
import type { Deps } from '../deps.ts'
import { waitingStates } from '../orders/transitions.ts'
import { frequentSearchMisses } from '../search/search.ts'

/** The calendar day in Berlin of an instant, 'YYYY-MM-DD'. */
export function berlinDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(instant)
}

/** The instant a Berlin calendar day starts (DST-safe: the offset is read for that very day). */
export function berlinMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`)
  const berlinWall = new Date(
    `${utcMidnight.toLocaleString('sv-SE', { timeZone: 'Europe/Berlin' }).replace(' ', 'T')}Z`,
  )
  return new Date(utcMidnight.getTime() - (berlinWall.getTime() - utcMidnight.getTime()))
}

/** Monday of the week of a Berlin day. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T12:00:00Z`)
  const back = (date.getUTCDay() + 6) % 7
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10)
}

/** The last `count` Berlin days up to `today`, each with its revenue (0 for a day without orders). */
export function fillDays(today: string, count: number, revenue: { day: string; cents: number }[]) {
  const byDay = new Map(revenue.map((entry) => [entry.day, entry.cents]))
  const end = new Date(`${today}T12:00:00Z`).getTime()
  return Array.from({ length: count }, (_, index) => {
    const day = new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10)
    return { day, cents: byDay.get(day) ?? 0 }
  })
}

/**
 * The last `count` calendar months up to the month of `today` ('YYYY-MM'), oldest first, each with
 * its remakes and alterations under the first-order fit promise (0 for a quiet month).
 */
export function fillMonths(
  today: string,
  count: number,
  rows: readonly { month: string; decision: string | null; count: number }[],
) {
  const [year, month] = today.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, index) => {
    const back = count - 1 - index
    const date = new Date(Date.UTC(year, month - 1 - back, 1))
    const key = date.toISOString().slice(0, 7)
    const of = (decision: string) =>
      rows.find((row) => row.month === key && row.decision === decision)?.count ?? 0
    return { month: key, remakes: of('remake'), alterations: of('alteration') }
  })
}

export const promiseMonths = 12

export const chartDays = 14
/** How many low fabrics the overview lists; the fabric list filters all of them. */
export const lowStockShown = 6

/**
 * The back office's first page: today's and this week's orders and revenue (gross, without
 * cancelled and refunded orders), revenue per day of the last two weeks, the orders waiting in
 * each state, open service requests, feedback nobody has marked done yet and the offered fabrics
 * that run low (fewest metres first, with their shelf).
 */
export async function adminOverview(deps: Pick<Deps, 'db' | 'now'>, actor: Actor) {
  if (!may(actor, 'backOffice.overview')) return forbidden
  const now = deps.now()
  const today = berlinDay(now)
  const chartStart = fillDays(today, chartDays, [])[0]?.day ?? today
  const monthsStart = `${fillMonths(today, promiseMonths, [])[0]?.month ?? today.slice(0, 7)}-01`
  const [
    todayTotals,
    weekTotals,
    revenue,
    byStatus,
    openTickets,
    newFeedback,
    lowStock,
    searchMisses,
    promiseDecisions,
  ] = await Promise.all([
    orderTotalsSince(deps.db, berlinMidnight(today)),
    orderTotalsSince(deps.db, berlinMidnight(weekStart(today))),
    revenueByDay(deps.db, berlinMidnight(chartStart)),
    countOrdersByStatus(deps.db),
    countOpenTickets(deps.db),
    countNewFeedback(deps.db),
    listLowStockFabrics(deps.db, lowStockMetres, lowStockShown),
    frequentSearchMisses(deps),
    countPromiseDecisionsByMonth(deps.db, berlinMidnight(monthsStart)),
  ])
  const counts = new Map(byStatus.map((row) => [row.status, row.count]))
  return {
    today: todayTotals,
    week: weekTotals,
    revenueByDay: fillDays(today, chartDays, revenue),
    waiting: waitingStates.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    openTickets,
    newFeedback,
    lowStock: { below: lowStockMetres, fabrics: lowStock },
    /** What visitors searched for most often in 30 days without finding anything (no personal data). */
    searchMisses,
    /** Remakes and alterations under the first-order fit promise per month: how good the measuring guide is. */
    fitPromiseMonths: fillMonths(today, promiseMonths, promiseDecisions),
  }
}
