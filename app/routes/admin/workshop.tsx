import { Form, Link } from 'react-router'
import { staffOrderList } from '#core/orders/staff-orders.ts'
import { isOrderState, type OrderState, orderStates } from '#core/orders/transitions.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { WorkshopList } from '../../admin/workshop/workshop-list.tsx'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/workshop'

/**
 * /admin/workshop: the workshop's list moved from /dashboard/werkstatt (which now redirects
 * here): orders by due date with the open ones on top, by state, searchable (number, name,
 * email), each with its production sheet, and the batch print of everything paid or in production.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const url = new URL(args.request.url)
  const asked = url.searchParams.get('status') ?? ''
  const status: OrderState | null = isOrderState(asked) ? asked : null
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const orders = orNotFound(
    args.request,
    await staffOrderList(office.deps, office.actor, {
      status: status ?? undefined,
      search: query || undefined,
      sort: 'due',
      page: 1,
    }),
  )
  return { locale: office.locale, status, query, orders }
}

export const meta: Route.MetaFunction = () => adminMeta('Werkstatt · Workshop')

function hrefOf(status: string | null, query: string) {
  const search = new URLSearchParams()
  if (status) search.set('status', status)
  if (query) search.set('q', query)
  const text = search.toString()
  return `/admin/workshop${text ? `?${text}` : ''}`
}

export default function AdminWorkshop({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { orders, status, query, locale } = loaderData
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-serif text-2xl">{t('admin.workshop.title')}</h1>
          <p className="text-muted">{t('admin.workshop.lead')}</p>
        </div>
        <a href="/admin/sheets.pdf">{t('admin.workshop.batch')}</a>
      </div>
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-sm border border-chalk bg-white p-3"
      >
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <label className="min-w-0 grow sm:grow-0">
          <span className="block text-xs text-muted">{t('admin.workshop.search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder={t('admin.workshop.searchHint')}
            className="min-h-10 w-full rounded-sm border border-chalk bg-white px-2 sm:w-72"
          />
        </label>
        <button type="submit" className={buttonClass('sm', 'primary')}>
          {t('admin.workshop.search')}
        </button>
      </Form>
      <nav aria-label={t('admin.workshop.filter')} className="flex flex-wrap gap-1">
        {[null, ...orderStates].map((state) => (
          <Link
            key={state ?? 'all'}
            to={hrefOf(state, query)}
            aria-current={state === status ? 'page' : undefined}
            className="inline-flex min-h-10 items-center rounded-full border border-chalk bg-white px-3 text-sm no-underline aria-[current=page]:border-ink aria-[current=page]:bg-linen"
          >
            {state ? t(`admin.status.${state}`) : t('admin.workshop.all')}
          </Link>
        ))}
      </nav>
      <WorkshopList orders={orders} locale={locale} />
    </div>
  )
}
