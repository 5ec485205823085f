import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { isOrderState, type OrderState, orderStates } from '#core/orders/rules.ts'
import { staffOrderList, staffOrderSheet } from '#core/orders/staff-orders.ts'
import { isStaff } from '#core/sessions/staff.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { requireCustomer } from '../../lib/guards.server.ts'
import { messagesMeta, pageNotFound } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { WorkshopOrderList } from '../../workshop/order-list.tsx'
import { OrderSheet } from '../../workshop/order-sheet.tsx'
import { searchOf, WorkshopTools } from '../../workshop/workshop-tools.tsx'
import type { Route } from './+types/orders'

/**
 * /dashboard/werkstatt: the workshop's orders by due date (open ones first), by state, searchable
 * (?q= order number, name, email), with each order's production sheet and the batch print; ?order=
 * shows one order's sheet (designs, the frozen profiles, the next steps). Only for staff;
 * everybody else gets 404.
 */
export async function loader(args: Route.LoaderArgs) {
  requireCustomer(args)
  const shop = args.context.get(shopContext)
  if (!isStaff(shop.session)) pageNotFound(args.request)
  const url = new URL(args.request.url)
  const asked = url.searchParams.get('status') ?? ''
  const status: OrderState | null = isOrderState(asked) ? asked : null
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const orderId = Number(url.searchParams.get('order'))
  const sheet =
    Number.isInteger(orderId) && orderId > 0 && orderId <= 2_147_483_647
      ? await staffOrderSheet(shop.deps, orderId)
      : null
  return {
    meta: messagesMeta(args.request, 'workshop'),
    status,
    query,
    sheet,
    askedOrder: url.searchParams.has('order'),
    orders: sheet
      ? []
      : await staffOrderList(shop.deps, {
          status: status ?? undefined,
          search: query || undefined,
          sort: 'due',
          page: 1,
        }),
  }
}

export const meta = routeMeta

export default function WorkshopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { sheet, orders, status, query, askedOrder } = loaderData
  if (sheet) return <OrderSheet sheet={sheet} />
  return (
    <div>
      <PageIntro title={t('pages.workshop.title')} lead={t('pages.workshop.lead')} />
      {askedOrder ? (
        <p role="alert" className="mb-6 rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
          {t('orders.notFound')}
        </p>
      ) : null}
      <WorkshopTools status={status} query={query} />
      <nav aria-label={t('workshop.filter')} className="mb-6 flex flex-wrap gap-2">
        {[null, ...orderStates].map((state) => (
          <Link
            key={state ?? 'all'}
            to={`${to('/dashboard/werkstatt')}${searchOf({ status: state, q: query })}`}
            aria-current={state === status ? 'page' : undefined}
            className="min-h-11 rounded-full border border-chalk px-4 py-2 text-sm aria-[current=page]:border-ink aria-[current=page]:bg-linen"
          >
            {state ? t(`orders.${state}`) : t('workshop.all')}
          </Link>
        ))}
      </nav>
      {query && orders.length === 0 ? (
        <p className="rounded-sm bg-linen px-4 py-6">{t('workshop.noMatch', { query })}</p>
      ) : (
        <WorkshopOrderList orders={orders} />
      )}
    </div>
  )
}
