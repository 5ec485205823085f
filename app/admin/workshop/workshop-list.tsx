import { Link } from 'react-router'
import type { Permitted } from '#core/access/permissions.ts'
import { formatDate } from '#core/format.ts'
import type { staffOrderList } from '#core/orders/staff-orders.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { AdminLocale } from '../locale.ts'
import { StatusBadge } from '../order-table.tsx'

type Row = Permitted<ReturnType<typeof staffOrderList>>[number]

/** The workshop's list: one row per order with its due date, the order page and its sheet. */
export function WorkshopList({ orders, locale }: { orders: Row[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  if (orders.length === 0) return <p className="rounded-sm bg-white px-3 py-4">{t('admin.workshop.empty')}</p>
  return (
    <ul
      className="divide-y divide-chalk rounded-sm border border-chalk bg-white"
      data-testid="workshop-orders"
    >
      {orders.map((order) => (
        <li key={order.orderId} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link to={`/admin/orders/${order.orderId}`} className="font-medium">
                {order.number}
              </Link>
              <StatusBadge status={order.status} />
              {order.packageStage ? (
                <span className="text-xs text-muted">
                  {t(`admin.workshop.package.${order.packageStage}`)}
                </span>
              ) : null}
            </p>
            <p className="truncate">
              {order.customer.name} · {order.customer.email}
            </p>
            <p className="text-muted">
              <span className="font-medium text-ink">
                {t('admin.workshop.due', { date: formatDate(order.due, locale) })}
              </span>
              {order.needBy
                ? ` · ${t('admin.workshop.needBy', { date: formatDate(order.needBy, locale) })}`
                : ''}
            </p>
          </div>
          <a href={`/admin/orders/${order.orderId}/sheet.pdf`} className="sm:text-right">
            {t('admin.workshop.sheet')}
          </a>
        </li>
      ))}
    </ul>
  )
}
