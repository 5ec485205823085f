import { formatLocale } from '#config/locales.ts'
import type { AdminCustomerDetail } from '#core/admin/customers/read.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { AdminLocale } from '../locale.ts'

const time = (iso: string, locale: string) =>
  `${formatDate(iso, locale)}, ${new Date(iso).toLocaleTimeString(formatLocale(locale), { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' })}`

/** The account's facts and its newsletter consent with the record (when, how, confirmed). */
export function CustomerFacts({ customer, locale }: { customer: AdminCustomerDetail; locale: AdminLocale }) {
  const { t } = useTranslation()
  const state = customer.newsletter.status ?? 'none'
  const row = (label: string, value: string) => (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted">{label}</dt>
      <dd className="break-all">{value}</dd>
    </div>
  )
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <section aria-labelledby="customer-account" className="rounded-sm border border-chalk bg-white p-3">
        <h2 id="customer-account" className="mb-2 font-medium">
          {t('admin.customer.account')}
        </h2>
        <dl className="space-y-1">
          {row(t('admin.customer.email'), customer.email)}
          {row(t('admin.customer.language'), customer.lang)}
          {row(t('admin.customer.since'), formatDate(customer.createdAt, locale))}
          {customer.role !== 'customer'
            ? row(t('admin.customer.role'), t(`admin.role.${customer.role}`))
            : null}
          {customer.guest
            ? row(t('admin.customer.kind'), t('admin.guestLong'))
            : row(
                t('admin.customer.confirmed'),
                t(customer.confirmed ? 'admin.customer.yes' : 'admin.customer.no'),
              )}
        </dl>
      </section>
      <section aria-labelledby="customer-newsletter" className="rounded-sm border border-chalk bg-white p-3">
        <h2 id="customer-newsletter" className="mb-2 font-medium">
          {t('admin.customer.newsletter')}
        </h2>
        <p>{t(`admin.customer.newsletterState.${state}`)}</p>
        {customer.newsletter.consent.length > 0 ? (
          <ol className="mt-2 space-y-1 border-l-2 border-chalk pl-3 text-xs">
            {customer.newsletter.consent.map((entry) => (
              <li key={`${entry.event}-${entry.at}`}>
                {time(entry.at, locale)} · {t(`admin.customer.consentEvent.${entry.event}`)} ·{' '}
                {t(`admin.newsletter.sources.${entry.source}`, { defaultValue: entry.source })} ·{' '}
                {entry.locale}
              </li>
            ))}
          </ol>
        ) : null}
      </section>
    </div>
  )
}
