import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { AdminCustomerDetail } from '#core/admin/customers/read.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { AdminLocale } from '../locale.ts'
import { StatusBadge } from '../order-table.tsx'

function Block({
  id,
  title,
  empty,
  children,
}: {
  id: string
  title: string
  empty: string | null
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-sm border border-chalk bg-white p-3">
      <h2 id={id} className="mb-2 font-medium">
        {title}
      </h2>
      {empty ? <p className="text-muted">{empty}</p> : children}
    </section>
  )
}

/** Orders (linked to the order page), designs, profile names and service requests of the account. */
export function CustomerRecords({
  customer,
  locale,
}: {
  customer: AdminCustomerDetail
  locale: AdminLocale
}) {
  const { t } = useTranslation()
  const none = (count: number, key: string) => (count === 0 ? t(key) : null)
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Block
        id="customer-orders"
        title={t('admin.customer.orders')}
        empty={none(customer.orders.length, 'admin.customer.noOrders')}
      >
        <ul className="divide-y divide-chalk">
          {customer.orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
              <Link to={`/admin/orders/${order.id}`} className="font-medium">
                {order.number ?? `#${order.id}`}
              </Link>
              <StatusBadge status={order.status} />
              <span className="text-muted">{formatDate(order.createdAt, locale)}</span>
              <span className="ml-auto tabular-nums">{formatPrice(order.totalCents / 100, locale)}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        id="customer-designs"
        title={t('admin.customer.designs')}
        empty={none(customer.designs.length, 'admin.customer.noDesigns')}
      >
        <ul className="divide-y divide-chalk">
          {customer.designs.map((design) => (
            <li key={design.id} className="flex flex-wrap gap-x-3 py-1.5">
              <span className="font-medium">{t('admin.customer.design', { id: design.id })}</span>
              <span>
                {design.fabric} · {design.colour}
              </span>
              <span className="text-muted">{t(`admin.customer.designStatus.${design.orderStatus}`)}</span>
              <span className="ml-auto text-muted">{formatDate(design.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        id="customer-profiles"
        title={t('admin.customer.profiles')}
        empty={none(customer.profiles.length, 'admin.customer.noProfiles')}
      >
        <ul className="divide-y divide-chalk">
          {customer.profiles.map((profile) => (
            <li key={profile.id} className="flex gap-3 py-1.5">
              <span>{profile.name}</span>
              <span className="ml-auto text-muted">{formatDate(profile.createdAt, locale)}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block
        id="customer-tickets"
        title={t('admin.customer.tickets')}
        empty={none(customer.tickets.length, 'admin.customer.noTickets')}
      >
        <ul className="divide-y divide-chalk">
          {customer.tickets.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap gap-x-3 py-1.5">
              <span className="font-medium">{ticket.subject}</span>
              <span className="text-muted">{t(`admin.customer.ticketStatus.${ticket.status}`)}</span>
              <span className="ml-auto text-muted">{formatDate(ticket.updatedAt, locale)}</span>
            </li>
          ))}
        </ul>
      </Block>
    </div>
  )
}
