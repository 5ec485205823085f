import { Link } from 'react-router'
import { backOfficeMenu } from '#core/admin/menu.ts'
import { adminOverview } from '#core/admin/overview.ts'
import { formatPrice } from '#core/format.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { LowStockCard } from '../../admin/low-stock-card.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { RevenueChart } from '../../admin/revenue-chart.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/overview'

/** /admin: the day and the week at a glance, what waits in each state, the inboxes. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  return {
    locale: office.locale,
    overview: orNotFound(args.request, await adminOverview(office.deps, office.actor)),
    catalog: backOfficeMenu(office.actor).catalog,
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Backoffice')

const card = 'rounded-sm border border-chalk bg-white p-3'

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { overview, locale } = loaderData
  const money = (cents: number) => formatPrice(cents / 100, locale)
  return (
    <div className="space-y-5">
      <h1 className="font-serif text-2xl">{t('admin.overview.title')}</h1>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ['today', overview.today],
            ['week', overview.week],
          ] as const
        ).map(([key, totals]) => (
          <section key={key} className={card} aria-labelledby={`overview-${key}`}>
            <h2 id={`overview-${key}`} className="text-xs uppercase tracking-wide text-muted">
              {t(`admin.overview.${key}`)}
            </h2>
            <p className="mt-1 text-2xl tabular-nums">{money(totals.cents)}</p>
            <p className="text-muted">{t('admin.overview.orders', { count: totals.orders })}</p>
          </section>
        ))}
        {(
          [
            ['openTickets', overview.openTickets, '/admin/tickets?status=open'],
            ['newFeedback', overview.newFeedback, '/admin/feedback?status=new'],
          ] as const
        ).map(([key, count, href]) => (
          <section key={key} className={card} aria-labelledby={`overview-${key}`}>
            <h2 id={`overview-${key}`} className="text-xs uppercase tracking-wide text-muted">
              {t(`admin.overview.${key}`)}
            </h2>
            <p className="mt-1 text-2xl tabular-nums">{count}</p>
            <Link to={href} className="inline-flex min-h-10 items-center">
              {t(`admin.overview.${key}Link`)} →
            </Link>
          </section>
        ))}
      </div>
      <div className="grid gap-3 lg:grid-cols-[2fr_1fr]">
        <section className={card} aria-labelledby="overview-chart">
          <h2 id="overview-chart" className="mb-2 font-medium">
            {t('admin.overview.chart')}
          </h2>
          <RevenueChart days={overview.revenueByDay} locale={locale} label={t('admin.overview.chart')} />
          <p className="mt-1 text-xs text-muted">{t('admin.overview.revenueNote')}</p>
        </section>
        <section className={card} aria-labelledby="overview-waiting">
          <h2 id="overview-waiting" className="mb-2 font-medium">
            {t('admin.overview.waiting')}
          </h2>
          <ul className="divide-y divide-chalk">
            {overview.waiting.map((entry) => (
              <li key={entry.status}>
                <Link
                  to={`/admin/orders?status=${entry.status}`}
                  className="flex min-h-10 items-center justify-between no-underline hover:bg-linen"
                >
                  <span>{t(`admin.status.${entry.status}`)}</span>
                  <span className="tabular-nums">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <LowStockCard lowStock={overview.lowStock} locale={locale} linked={loaderData.catalog} />
      <PromiseMonths months={overview.fitPromiseMonths} className={card} />
      <section className={card} aria-labelledby="overview-search-misses">
        <h2 id="overview-search-misses" className="mb-2 font-medium">
          {t('admin.overview.searchMisses')}
        </h2>
        {overview.searchMisses.length === 0 ? (
          <p className="text-muted">{t('admin.overview.searchMissesNone')}</p>
        ) : (
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {overview.searchMisses.map((miss) => (
              <li key={miss.query}>{t('admin.overview.searchMissesItem', miss)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

/** Remakes and alterations per month, newest first: months with neither are left out. */
function PromiseMonths({
  months,
  className,
}: {
  months: { month: string; remakes: number; alterations: number }[]
  className: string
}) {
  const { t } = useTranslation()
  const busy = months.filter((entry) => entry.remakes + entry.alterations > 0).reverse()
  return (
    <section className={className} aria-labelledby="overview-fit-promise" data-testid="overview-fit-promise">
      <h2 id="overview-fit-promise" className="font-medium">
        {t('admin.promise.months')}
      </h2>
      <p className="mb-2 text-xs text-muted">{t('admin.promise.monthsHint')}</p>
      {busy.length === 0 ? (
        <p className="text-muted">{t('admin.promise.monthsNone')}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {busy.map((entry) => (
            <li key={entry.month}>
              <span className="tabular-nums">{entry.month}</span>:{' '}
              {t('admin.promise.monthRow', { remakes: entry.remakes, alterations: entry.alterations })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
