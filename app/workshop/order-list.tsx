import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { staffOrderList } from '#core/orders/staff-orders.ts'
import { formatDate, formatPrice } from '../lib/format.ts'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'

type Row = Awaited<ReturnType<typeof staffOrderList>>[number]

/** The workshop's order list: one row per order (a card on phones) with its due date and sheet. */
export function WorkshopOrderList({ orders }: { orders: Row[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  if (orders.length === 0) return <p className="rounded-sm bg-linen px-4 py-6">{t('workshop.empty')}</p>
  return (
    <ul className="divide-y divide-chalk border-y border-chalk" data-testid="workshop-orders">
      {orders.map((order) => (
        <li key={order.orderId} className="grid gap-1 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
          <div className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <Link
                to={`${to('/dashboard/werkstatt')}?order=${order.orderId}`}
                className="link font-serif text-lg"
              >
                {order.number}
              </Link>
              <span className="text-sm text-ink-soft">{formatDate(order.createdAt, locale)}</span>
              {order.packageStage ? (
                <span className="rounded-full bg-linen px-2 py-0.5 text-xs">
                  {t(`workshop.package.${order.packageStage}`)}
                </span>
              ) : null}
            </p>
            <p className="truncate text-sm">
              {order.customer.name} · {order.customer.email}
            </p>
            <p className="text-sm text-ink-soft">
              {t(`orders.method${order.paymentMethod}`)} ·{' '}
              <span className="font-medium text-ink">
                {t('workshop.due', { date: formatDate(order.due, locale) })}
              </span>{' '}
              · {t('orders.expected', { date: formatDate(order.expectedDelivery, locale) })}
              {order.needBy ? ` · ${t('orders.needBy', { date: formatDate(order.needBy, locale) })}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-3 sm:flex-col sm:items-end">
            <span className="tabular">{formatPrice(order.totalBrutto, locale)}</span>
            <span className="rounded-full border border-ink px-3 py-1 text-sm">
              {t(`orders.${order.status}`)}
            </span>
            <a href={`/admin/orders/${order.orderId}/sheet.pdf`} className="link text-sm">
              {t('workshop.sheetPdf')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
