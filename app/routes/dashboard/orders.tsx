import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { formatDate, formatPrice } from '#core/format.ts'
import { Button } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { showToast } from '../../components/toast/toast-store.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireCustomer } from '../../lib/guards.server.ts'
import { postJson } from '../../lib/http.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { OrderDetailView } from '../../orders/order-detail.tsx'
import { orderFromQuery, ordersOfCustomer } from '../../orders/order-loader.server.ts'
import { cartStore } from '../../state/cart-store.ts'
import type { Route } from './+types/orders'

/** /dashboard/orders: the customer's orders; ?order= shows one with invoice and reorder. */
export async function loader(args: Route.LoaderArgs) {
  requireCustomer(args)
  const selected = await orderFromQuery(args)
  return {
    meta: messagesMeta(args.request, 'dashboardOrders'),
    orders: selected.order ? [] : await ordersOfCustomer(args),
    order: selected.order,
    asked: new URL(args.request.url).searchParams.has('order'),
  }
}

export const meta = routeMeta

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const { order, orders, asked } = loaderData

  async function reorder(orderId: number) {
    setBusy(true)
    const response = await postJson('/api/orders.php', { action: 'reorder', orderId }).catch(() => null)
    setBusy(false)
    if (response?.ok) {
      showToast({
        kind: 'success',
        title: t('cart.successTitle'),
        message: t('orders.reordered'),
        group: 'br',
      })
      void cartStore().refreshCount(true)
      navigate(to('/cart'))
    } else {
      const answer = response ? ((await response.json().catch(() => ({}))) as { reason?: string }) : {}
      showToast({
        kind: 'error',
        title: t('cart.errorTitle'),
        message:
          answer.reason === 'SHIRT_CREATE_LIMIT'
            ? t('designer.failures.SHIRT_CREATE_LIMIT')
            : t('orders.reorderFailed'),
        group: 'br',
      })
    }
  }

  if (order) {
    return (
      <div>
        <p className="mb-4">
          <Link to={to('/dashboard/orders')} className="link">
            ← {t('orders.back')}
          </Link>
        </p>
        <OrderDetailView order={order} />
        {order.items.some((item) => item.design || item.designs) ? (
          <Button
            className="mt-6"
            variant="secondary"
            disabled={busy}
            onClick={() => void reorder(order.orderId)}
          >
            {t('orders.reorder')}
          </Button>
        ) : null}
      </div>
    )
  }
  return (
    <div>
      <PageIntro title={t('pages.dashboardOrders.title')} lead={t('pages.dashboardOrders.lead')} />
      {asked ? (
        <p role="alert" className="mb-4 text-danger">
          {t('orders.notFound')}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <p className="rounded-sm bg-linen px-4 py-6">{t('orders.none')}</p>
      ) : (
        <ul className="divide-y divide-chalk border-y border-chalk">
          {orders.map((entry) => (
            <li
              key={entry.orderId}
              className="flex flex-wrap items-center justify-between gap-3 py-4"
              data-testid="order-row"
            >
              <div>
                <p className="font-serif text-lg">{t('orders.number', { number: entry.number })}</p>
                <p className="text-sm text-ink-soft">
                  {t('orders.date', { date: formatDate(entry.createdAt, locale) })} ·{' '}
                  {t('orders.count', { count: entry.itemCount })} · {t(`orders.${entry.status}`)}
                </p>
              </div>
              <div className="flex items-center gap-4">
                <span className="tabular-nums">{formatPrice(entry.totalBrutto, locale)}</span>
                <Link
                  to={`${to('/dashboard/orders')}?order=${entry.orderId}`}
                  className="link"
                  aria-label={`${t('orders.details')}: ${entry.number}`}
                >
                  {t('orders.details')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
