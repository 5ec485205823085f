import { findCountryByCode } from '#config/countries.ts'
import { formatDate, formatNumber } from '#core/format.ts'
import { useTranslation } from '../i18n/react.tsx'
import type { AdminLocale } from './locale.ts'
import { GuestBadge } from './order-table.tsx'
import type { AdminOrder } from './types.ts'

/** Who ordered, every design in full with its preview, the frozen measurements and the addresses. */
export function OrderFacts({ order, locale }: { order: AdminOrder; locale: AdminLocale }) {
  const { t } = useTranslation()
  const address = (value: AdminOrder['order']['billingAddress']) =>
    [
      value.company,
      [value.firstName, value.lastName].join(' '),
      value.street,
      `${value.postalCode} ${value.city}`,
      findCountryByCode(value.countryCode)?.name[locale] ?? value.countryCode,
      value.vatId ? t('admin.order.vatId', { id: value.vatId }) : null,
    ].filter(Boolean)
  return (
    <>
      <section aria-labelledby="order-customer" className="rounded-sm border border-chalk bg-white p-3">
        <h2 id="order-customer" className="sr-only">
          {t('admin.order.customer')}
        </h2>
        <p>
          {order.customer?.name} <GuestBadge guest={order.customer?.guest} /> ·{' '}
          <a href={`mailto:${order.customer?.email}`}>{order.customer?.email}</a>
        </p>
        <p className="text-muted">
          {formatDate(order.order.createdAt, locale)} ·{' '}
          {t('admin.order.payment', { method: t(`admin.method.${order.order.paymentMethod}`) })} ·{' '}
          {t('admin.order.expected', { date: formatDate(order.order.expectedDelivery, locale) })}
          {order.order.needBy
            ? ` · ${t('admin.order.needBy', { date: formatDate(order.order.needBy, locale) })}`
            : ''}
        </p>
      </section>
      {order.designs.length > 0 ? (
        <section aria-labelledby="order-designs" className="space-y-3">
          <h2 id="order-designs" className="font-medium">
            {t('admin.order.designs')}
          </h2>
          {order.designs.map((design) => (
            <article
              key={design.key}
              className="grid gap-3 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-[10rem_1fr]"
            >
              {design.previewUrl ? (
                <img
                  src={design.previewUrl}
                  alt={design.summary}
                  width={160}
                  height={160}
                  className="h-40 w-40 object-contain"
                />
              ) : null}
              <div>
                <p className="font-medium">{design.summary}</p>
                {design.measure ? (
                  <p className="text-muted">{t('admin.order.measure', { name: design.measure })}</p>
                ) : null}
                <dl className="mt-2 grid grid-cols-1 gap-x-4 text-xs sm:grid-cols-2">
                  {design.rows.map((row) => (
                    <div
                      key={`${row.label}-${row.value}`}
                      className="flex justify-between gap-2 border-b border-linen py-0.5"
                    >
                      <dt>{row.label}</dt>
                      <dd className="text-right">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </article>
          ))}
        </section>
      ) : null}
      {order.measures.map((measure) => (
        <section
          key={measure.measureId}
          aria-label={t('admin.order.measures')}
          className="rounded-sm border border-chalk bg-white p-3"
        >
          <h2 className="mb-1 font-medium">
            {t('admin.order.measures')}: {measure.name}
          </h2>
          <dl className="grid grid-cols-2 gap-x-4 text-xs sm:grid-cols-4">
            {measure.values
              .filter((entry) => entry.value !== null)
              .map((entry) => (
                <div key={entry.field} className="flex justify-between gap-2 border-b border-linen py-0.5">
                  <dt>{t(`measures.fields.${entry.field}`, { defaultValue: entry.field })}</dt>
                  <dd className="tabular-nums">
                    {formatNumber(entry.value ?? 0, locale)} {entry.unit}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
      <section
        aria-labelledby="order-addresses"
        className="grid gap-3 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-2"
      >
        <h2 id="order-addresses" className="sr-only">
          {t('admin.order.addresses')}
        </h2>
        {(
          [
            ['billing', order.order.billingAddress],
            ['shipping', order.order.shippingAddress],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <h3 className="font-medium">{t(`admin.order.${key}`)}</h3>
            <address className="not-italic">
              {address(value).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        ))}
      </section>
    </>
  )
}
