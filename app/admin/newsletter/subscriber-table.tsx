import type { Permitted } from '#core/access/permissions.ts'
import type { subscriberList } from '#core/admin/newsletter/subscribers.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { type AdminColumn, AdminTable, type SortedTableProps } from '../list/admin-table.tsx'
import type { AdminLocale } from '../locale.ts'

type List = Permitted<ReturnType<typeof subscriberList>>
type Row = List['subscribers'][number]

const stamp = (iso: string, locale: string) =>
  `${formatDate(iso, locale)}, ${new Date(iso).toLocaleTimeString(locale, { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' })}`

/** The full consent record of one address, opened on demand (a native disclosure, no script). */
function Record({ row, locale }: { row: Row; locale: AdminLocale }) {
  const { t } = useTranslation()
  return (
    <details>
      <summary className="cursor-pointer text-xs">
        {t('admin.newsletter.record', { count: row.consent.length })}
      </summary>
      <ol className="mt-1 space-y-1 border-l-2 border-chalk pl-3 text-xs">
        {row.consent.map((entry) => (
          <li key={`${entry.event}-${entry.at}`}>
            <span className="font-medium">{stamp(entry.at, locale)}</span> ·{' '}
            {t(`admin.customer.consentEvent.${entry.event}`)} ·{' '}
            {t(`admin.newsletter.sources.${entry.source}`, { defaultValue: entry.source })} · {entry.locale}
            <span className="block text-muted">
              {t('admin.newsletter.consentText')}: „{entry.consentText}“
            </span>
          </li>
        ))}
      </ol>
    </details>
  )
}

/** Subscribers: state, when and how requested, the double opt-in, a withdrawal, and the record. */
export function SubscriberTable({ list, locale, sorting }: SortedTableProps<List>) {
  const { t } = useTranslation()
  const when = (iso: string | null, empty: string) => (iso ? stamp(iso, locale) : empty)
  const source = (row: Row) =>
    row.source ? t(`admin.newsletter.sources.${row.source}`, { defaultValue: row.source }) : '–'
  if (list.subscribers.length === 0) return null
  const columns: AdminColumn<Row>[] = [
    {
      header: t('admin.newsletter.email'),
      sort: 'email',
      className: 'break-all',
      cell: (row) => (
        <>
          {row.email}
          <span className="block text-xs text-muted">{row.locale}</span>
          <Record row={row} locale={locale} />
        </>
      ),
    },
    { header: t('admin.newsletter.status'), cell: (row) => t(`admin.newsletter.statuses.${row.status}`) },
    {
      header: t('admin.newsletter.requested'),
      sort: 'updated',
      cell: (row) => (
        <>
          {when(row.requestedAt, '–')}
          <span className="block text-xs text-muted">{source(row)}</span>
        </>
      ),
    },
    {
      header: t('admin.newsletter.confirmed'),
      cell: (row) => when(row.confirmedAt, t('admin.newsletter.notConfirmed')),
    },
    { header: t('admin.newsletter.unsubscribedAt'), cell: (row) => when(row.unsubscribedAt, '–') },
  ]
  return (
    <AdminTable
      rows={list.subscribers}
      rowKey={(row) => row.subscriptionId}
      columns={columns}
      sorting={{ path: '/admin/newsletter', ...sorting }}
      from="md"
      cardClassName="space-y-1"
      rowClassName="align-top"
      card={(row) => (
        <>
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium break-all">{row.email}</span>
            <span className="rounded-full border border-ink-soft px-2 py-0.5 text-xs">
              {t(`admin.newsletter.statuses.${row.status}`)}
            </span>
          </p>
          <p className="text-xs">
            {t('admin.newsletter.requested')}: {when(row.requestedAt, '–')} · {source(row)}
          </p>
          <p className="text-xs">
            {t('admin.newsletter.confirmed')}: {when(row.confirmedAt, t('admin.newsletter.notConfirmed'))}
          </p>
          <Record row={row} locale={locale} />
        </>
      )}
    />
  )
}
