import { Link } from 'react-router'
import type { AdminTicketRow } from '#core/admin/tickets.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { type AdminColumn, AdminTable } from '../list/admin-table.tsx'
import { Badge } from '../list/badge.tsx'
import type { AdminLocale } from '../locale.ts'

export function TicketBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Badge strong={status === 'open'}>{t(`admin.tickets.state.${status}`)}</Badge>
}

/** The inbox: a dense table from tablet width, a card per request on a phone. */
export function TicketTable({ tickets, locale }: { tickets: AdminTicketRow[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  const kindOf = (row: AdminTicketRow) =>
    `${t(`admin.tickets.kinds.${row.kind}`)} · ${t(`admin.tickets.topics.${row.topic}`)}`
  const columns: AdminColumn<AdminTicketRow>[] = [
    { header: t('admin.tickets.number'), className: 'tabular-nums', cell: (row) => row.ticketId },
    {
      header: t('admin.tickets.subject'),
      cell: (row) => (
        <>
          <Link to={`/admin/tickets/${row.ticketId}`} className="font-medium">
            {row.subject}
          </Link>
          <span className="block text-xs text-muted">
            {kindOf(row)}
            {row.orderNumber ? ` · ${row.orderNumber}` : ''}
          </span>
        </>
      ),
    },
    {
      header: t('admin.tickets.customer'),
      cell: (row) => (
        <>
          {row.name || row.email}
          {row.name ? <span className="block text-xs text-muted">{row.email}</span> : null}
        </>
      ),
    },
    { header: t('admin.tickets.status'), cell: (row) => <TicketBadge status={row.status} /> },
    { header: t('admin.tickets.assignee'), cell: (row) => row.assignee?.email ?? '–' },
    {
      header: t('admin.tickets.updated'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.updatedAt, locale),
    },
  ]
  return (
    <AdminTable
      rows={tickets}
      rowKey={(row) => row.ticketId}
      columns={columns}
      card={(row) => (
        <>
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
        </>
      )}
    />
  )
}
