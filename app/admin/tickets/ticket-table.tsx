import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { AdminTicketRow } from '#core/admin/tickets.ts'
import { formatDate } from '../../lib/format.ts'
import type { AdminLocale } from '../locale.ts'

export function TicketBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const tone = status === 'open' ? 'border-ink bg-linen font-medium' : 'border-ink-soft'
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs whitespace-nowrap ${tone}`}>
      {t(`admin.tickets.state.${status}`)}
    </span>
  )
}

/** The inbox: a dense table from tablet width, a card per request on a phone. */
export function TicketTable({ tickets, locale }: { tickets: AdminTicketRow[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  const kindOf = (row: AdminTicketRow) =>
    `${t(`admin.tickets.kinds.${row.kind}`)} · ${t(`admin.tickets.topics.${row.topic}`)}`
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {tickets.map((row) => (
          <li key={row.ticketId} className="rounded-sm border border-chalk bg-white p-3">
            <p className="flex items-start justify-between gap-2">
              <Link to={`/admin/tickets/${row.ticketId}`} className="min-w-0 font-medium break-words">
                #{row.ticketId} {row.subject}
              </Link>
              <TicketBadge status={row.status} />
            </p>
            <p className="truncate">{row.name ? `${row.name} · ${row.email}` : row.email}</p>
            <p className="text-muted">
              {kindOf(row)} · {formatDate(row.updatedAt, locale)}
              {row.assignee ? ` · ${row.assignee.email}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse bg-white sm:table">
        <thead>
          <tr className="border-b border-chalk text-left text-xs text-muted">
            <th className="px-2 py-2 font-medium">{t('admin.tickets.number')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.tickets.subject')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.tickets.customer')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.tickets.status')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.tickets.assignee')}</th>
            <th className="px-2 py-2 font-medium">{t('admin.tickets.updated')}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((row) => (
            <tr key={row.ticketId} className="border-b border-chalk hover:bg-linen">
              <td className="px-2 py-1.5 tabular-nums">{row.ticketId}</td>
              <td className="px-2 py-1.5">
                <Link to={`/admin/tickets/${row.ticketId}`} className="font-medium">
                  {row.subject}
                </Link>
                <span className="block text-xs text-muted">
                  {kindOf(row)}
                  {row.orderNumber ? ` · ${row.orderNumber}` : ''}
                </span>
              </td>
              <td className="px-2 py-1.5">
                {row.name || row.email}
                {row.name ? <span className="block text-xs text-muted">{row.email}</span> : null}
              </td>
              <td className="px-2 py-1.5">
                <TicketBadge status={row.status} />
              </td>
              <td className="px-2 py-1.5">{row.assignee?.email ?? '–'}</td>
              <td className="px-2 py-1.5 whitespace-nowrap">{formatDate(row.updatedAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
