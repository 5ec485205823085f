import { Link } from 'react-router'
import type { Permitted } from '#core/access/permissions.ts'
import type { adminOrderList } from '#core/admin/orders.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import { useTranslation } from '../i18n/react.tsx'
import { type AdminColumn, AdminTable } from './list/admin-table.tsx'
import { Badge } from './list/badge.tsx'
import type { AdminLocale } from './locale.ts'

type Row = Permitted<ReturnType<typeof adminOrderList>>['orders'][number]

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Badge>{t(`admin.status.${status}`)}</Badge>
}

/** 'Gast': the order was placed without an account (docs/decisions/024). */
export function GuestBadge({ guest }: { guest: boolean | undefined }) {
  const { t } = useTranslation()
  return guest ? <Badge>{t('admin.guest')}</Badge> : null
}

/**
 * The order list: a dense table from tablet width, one card per order on a phone (the workshop
 * reads it standing at the bench), the number always the link to the order.
 */
export function OrderTable({ orders, locale }: { orders: Row[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  const money = (cents: number) => formatPrice(cents / 100, locale)
  const number = (order: Row) => (
    <Link to={`/admin/orders/${order.orderId}`} className="font-medium">
      {order.number}
    </Link>
  )
  const columns: AdminColumn<Row>[] = [
    { header: t('admin.orders.number'), cell: number },
    {
      header: t('admin.orders.date'),
      className: 'whitespace-nowrap',
      cell: (order) => formatDate(order.createdAt, locale),
    },
    {
      header: t('admin.orders.customer'),
      cell: (order) => (
        <>
          {order.customer.name} <GuestBadge guest={order.customer.guest} />
          <span className="block text-xs text-muted">{order.customer.email}</span>
        </>
      ),
    },
    { header: t('admin.orders.status'), cell: (order) => <StatusBadge status={order.status} /> },
    { header: t('admin.orders.payment'), cell: (order) => t(`admin.method.${order.paymentMethod}`) },
    { header: t('admin.orders.total'), align: 'right', cell: (order) => money(order.totalCents) },
  ]
  return (
    <AdminTable
      rows={orders}
      rowKey={(order) => order.orderId}
      columns={columns}
      card={(order) => (
        <>
          <p className="flex items-center justify-between gap-2">
            {number(order)}
            <StatusBadge status={order.status} />
          </p>
          <p className="text-muted">
            {formatDate(order.createdAt, locale)} · {money(order.totalCents)} ·{' '}
            {t(`admin.method.${order.paymentMethod}`)}
          </p>
          <p className="truncate">
            {order.customer.name} <GuestBadge guest={order.customer.guest} /> · {order.customer.email}
          </p>
        </>
      )}
    />
  )
}
