import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { adminOrderList } from '#core/admin/orders.ts'
import { formatDate, formatPrice } from '../lib/format.ts'
import type { AdminLocale } from './locale.ts'

type Row = Awaited<ReturnType<typeof adminOrderList>>['orders'][number]

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return (
    <span className="inline-block rounded-full border border-ink-soft px-2 py-0.5 text-xs whitespace-nowrap">
      {t(`admin.status.${status}`)}
    </span>
  )
}

/**
 * The order list: a dense table from tablet width, one card per order on a phone (the workshop
 * reads it standing at the bench), the number always the link to the order.
 */
export function OrderTable({ orders, locale }: { orders: Row[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  const money = (cents: number) => formatPrice(cents / 100, locale)
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {orders.map((order) => (
          <li key={order.orderId} className="rounded-sm border border-chalk bg-white p-3">
            <p className="flex items-center justify-between gap-2">
              <Link to={`/admin/orders/${order.orderId}`} className="font-medium">
                {order.number}
              </Link>
              <StatusBadge status={order.status} />
            </p>
            <p className="text-muted">
              {formatDate(order.createdAt, locale)} · {money(order.totalCents)} ·{' '}
              {t(`admin.method.${order.paymentMethod}`)}
            </p>
            <p className="truncate">
              {order.customer.name} · {order.customer.email}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse bg-white sm:table">
        <thead>
          <tr className="border-b border-chalk text-left text-xs text-muted">
            <th className="px-2 py-2 font-medium">{t('admin.orders.number')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.orders.date')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.orders.customer')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.orders.status')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.orders.payment')}</th>
            <th className="px-2 py-2 text-right font-medium">{t('admin.orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.orderId} className="border-b border-chalk hover:bg-linen">
              <td className="px-2 py-1.5">
                <Link to={`/admin/orders/${order.orderId}`} className="font-medium">
                  {order.number}
                </Link>
              </td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDate(order.createdAt, locale)}</td>
              <td className="px-2 py-1.5">
                {order.customer.name}
                <span className="block text-xs text-muted">{order.customer.email}</span>
              </td>
              <td className="px-2 py-1.5">
                <StatusBadge status={order.status} />
              </td>
              <td className="px-2 py-1.5">{t(`admin.method.${order.paymentMethod}`)}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{money(order.totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
