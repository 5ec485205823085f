import { Link } from 'react-router'
import type { AdminTicket } from '#core/admin/tickets.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { languageName } from '../inbox/language.ts'
import type { AdminLocale } from '../locale.ts'

/** Who asked, about which order, and in which language the answer mail goes out. */
export function TicketFacts({ ticket, locale }: { ticket: AdminTicket; locale: AdminLocale }) {
  const { t } = useTranslation()
  const rows: [string, React.ReactNode][] = [
    [t('admin.ticket.name'), ticket.name || '–'],
    [
      t('admin.ticket.email'),
      <a key="email" href={`mailto:${ticket.email}`} className="break-all">
        {ticket.email}
      </a>,
    ],
    [t('admin.ticket.language'), languageName(ticket.lang)],
    [t('admin.ticket.opened'), formatDate(ticket.createdAt, locale)],
    [
      t('admin.ticket.order'),
      ticket.orderId ? (
        <Link key="order" to={`/admin/orders/${ticket.orderId}`}>
          {ticket.orderNumber ?? ticket.orderId}
        </Link>
      ) : (
        '–'
      ),
    ],
  ]
  return (
    <section aria-labelledby="ticket-facts" className="rounded-sm border border-chalk bg-white p-3">
      <h2 id="ticket-facts" className="mb-2 font-medium">
        {t('admin.ticket.facts')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
