import { useTranslation } from 'react-i18next'
import type { subscriberList } from '#core/admin/newsletter/subscribers.ts'
import { formatDate } from '../../lib/format.ts'
import { SortHeader } from '../list/sort-header.tsx'
import type { AdminLocale } from '../locale.ts'

type List = Awaited<ReturnType<typeof subscriberList>>
type Row = List['subscribers'][number]
type Sorting = { typed: Record<string, string>; sort: string; dir: 'asc' | 'desc' }

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
export function SubscriberTable({
  list,
  locale,
  sorting,
}: {
  list: List
  locale: AdminLocale
  sorting: Sorting
}) {
  const { t } = useTranslation()
  const when = (iso: string | null, empty: string) => (iso ? stamp(iso, locale) : empty)
  const source = (row: Row) =>
    row.source ? t(`admin.newsletter.sources.${row.source}`, { defaultValue: row.source }) : '–'
  if (list.subscribers.length === 0) return null
  return (
    <>
      <ul className="space-y-2 md:hidden">
        {list.subscribers.map((row) => (
          <li key={row.subscriptionId} className="space-y-1 rounded-sm border border-chalk bg-white p-3">
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
          </li>
        ))}
      </ul>
      <table className="hidden w-full border-collapse bg-white md:table">
        <thead>
          <tr className="border-b border-chalk text-left text-xs">
            <SortHeader
              label={t('admin.newsletter.email')}
              column="email"
              path="/admin/newsletter"
              {...sorting}
            />
            <th className="px-2 py-2 font-medium text-muted">{t('admin.newsletter.status')}</th>
            <SortHeader
              label={t('admin.newsletter.requested')}
              column="updated"
              path="/admin/newsletter"
              {...sorting}
            />
            <th className="px-2 py-2 font-medium text-muted">{t('admin.newsletter.confirmed')}</th>
            <th className="px-2 py-2 font-medium text-muted">{t('admin.newsletter.unsubscribedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {list.subscribers.map((row) => (
            <tr key={row.subscriptionId} className="border-b border-chalk align-top">
              <td className="px-2 py-1.5 break-all">
                {row.email}
                <span className="block text-xs text-muted">{row.locale}</span>
                <Record row={row} locale={locale} />
              </td>
              <td className="px-2 py-1.5">{t(`admin.newsletter.statuses.${row.status}`)}</td>
              <td className="px-2 py-1.5">
                {when(row.requestedAt, '–')}
                <span className="block text-xs text-muted">{source(row)}</span>
              </td>
              <td className="px-2 py-1.5">{when(row.confirmedAt, t('admin.newsletter.notConfirmed'))}</td>
              <td className="px-2 py-1.5">{when(row.unsubscribedAt, '–')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
