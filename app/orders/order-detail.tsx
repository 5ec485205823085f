import { findCountryByCode } from '#config/countries.ts'
import { formatDate, formatPrice } from '#core/format.ts'
import type { OrderDetail } from '#core/orders/read-orders.ts'
import { TotalsBlock, WithdrawalNote } from '../cart/cart-lines.tsx'
import { ButtonLink } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { FitFeedback } from '../measuring/fit-feedback-form.tsx'
import { CardPayment } from './card-payment.tsx'
import { FitPromiseProgress } from './fit-promise-progress.tsx'
import { PackageFit } from './package-fit.tsx'

/** Bank transfer instructions of a prepayment / invoice order that is not paid yet. */
export function PaymentInstructions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (!order.bank) return null
  if (order.total.totalBrutto === 0)
    return <p className="rounded-sm bg-linen px-4 py-3">{t('orders.nothingToPay')}</p>
  return (
    <div className="rounded-sm border-l-4 border-thread bg-linen px-4 py-3" data-testid="bank-details">
      <p className="font-medium">
        {t('orders.bankTitle', { amount: formatPrice(order.total.totalBrutto, locale) })}
      </p>
      <p className="mt-1 text-sm">
        {t('orders.bankDetails', {
          holder: order.bank.holder,
          iban: order.bank.iban,
          bic: order.bank.bic,
          number: order.number,
        })}
      </p>
    </div>
  )
}

/**
 * One order: lines as frozen at checkout, addresses, totals, delivery date, invoice link. For the
 * workshop (`staff`) the customer's own actions (pay, confirm the fit, feedback, service,
 * withdrawal, the invoice link that only the customer may open) are left out.
 */
export function OrderDetailView({
  order,
  staff = false,
  guest = false,
}: {
  order: OrderDetail
  staff?: boolean
  /** A guest's order page (its link): what needs the account (fit, service, invoice) waits for it. */
  guest?: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const address = (value: OrderDetail['billingAddress']) =>
    [
      value.company,
      [value.firstName, value.lastName].join(' '),
      value.street,
      `${value.postalCode} ${value.city}`,
      findCountryByCode(value.countryCode)?.name[locale] ?? value.countryCode,
    ].filter(Boolean)
  return (
    <article aria-labelledby={`order-${order.orderId}`} className="space-y-6">
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`order-${order.orderId}`} className="text-2xl">
          {t('orders.number', { number: order.number })}
        </h2>
        <p className="rounded-full border border-ink px-3 py-1 text-sm">{t(`orders.${order.status}`)}</p>
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-ink-soft">{t('orders.orderDate')}: </dt>
          <dd className="inline">{formatDate(order.createdAt, locale)}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('orders.payment', { method: '' })}</dt>
          <dd>{t('orders.payment', { method: t(`orders.method${order.paymentMethod}`) })}</dd>
        </div>
        <div>
          <dd data-testid="delivery">
            <DeliveryLine order={order} />
          </dd>
        </div>
        {order.needBy ? (
          <div>
            <dd>{t('orders.needBy', { date: formatDate(order.needBy, locale) })}</dd>
          </div>
        ) : null}
      </dl>
      {order.shipment ? (
        <p className="rounded-sm border-l-4 border-success bg-linen px-4 py-3 text-sm" data-testid="shipment">
          {t('orders.tracking', {
            carrier: order.shipment.carrier,
            date: order.shipment.shippedAt ? formatDate(order.shipment.shippedAt, locale) : '',
          })}{' '}
          {order.shipment.url ? (
            <a href={order.shipment.url} rel="noreferrer noopener" target="_blank" className="link">
              {order.shipment.trackingNumber}
            </a>
          ) : (
            order.shipment.trackingNumber
          )}
        </p>
      ) : null}
      {staff ? null : (
        <>
          {guest ? null : <CardPayment order={order} />}
          <PaymentInstructions order={order} />
          {guest ? null : <PackageFit order={order} />}
        </>
      )}
      <section aria-label={t('orders.items')}>
        <ul className="divide-y divide-chalk border-y border-chalk">
          {order.items.map((item) => (
            <li key={item.itemId} className="py-4">
              <p className="flex flex-wrap justify-between gap-x-4">
                <span className="font-serif text-lg">
                  {item.amount > 1 ? `${item.amount} × ` : ''}
                  {item.name}
                </span>
                <span className="tabular-nums">{formatPrice(item.lineBrutto, locale)}</span>
              </p>
              <p className="text-sm">{item.design?.summary ?? item.description}</p>
              {item.measure ? (
                <p className="text-sm">{t('cart.measure', { name: item.measure.name })}</p>
              ) : null}
              {item.wearer ? <p className="text-sm">{t('orders.wearer', { name: item.wearer })}</p> : null}
              {item.designs ? (
                <ol className="mt-1 list-decimal pl-5 text-sm">
                  {item.designs.map((design) => (
                    <li key={design.shirtId}>
                      {design.summary}
                      {design.measure ? ` · ${t('cart.measure', { name: design.measure.name })}` : ''}
                    </li>
                  ))}
                </ol>
              ) : null}
              <WithdrawalNote item={item} />
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-ink-soft">{t('orders.frozenNote')}</p>
      </section>
      {order.giftVouchers.length ? (
        <ul className="space-y-1 text-sm">
          {order.giftVouchers.map((voucher) => (
            <li key={voucher.id}>
              {voucher.code
                ? t('orders.giftVoucher', { value: formatPrice(voucher.value, locale), code: voucher.code })
                : t('orders.giftVoucherPending', { value: formatPrice(voucher.value, locale) })}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-6 md:grid-cols-[1fr_20rem]">
        <div className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <h3 className="mb-1 font-medium">{t('orders.billing')}</h3>
            <address className="not-italic">
              {address(order.billingAddress).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
          <div>
            <h3 className="mb-1 font-medium">{t('orders.shippingAddress')}</h3>
            <address className="not-italic">
              {address(order.shippingAddress).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </div>
        <div className="rounded-sm border border-chalk p-4">
          <TotalsBlock total={order.total} compact />
        </div>
      </div>
      {staff || guest ? null : (
        <FitFeedback orderId={order.orderId} status={order.status} profiles={orderProfiles(order)} />
      )}
      {order.fitPromise ? (
        <FitPromiseProgress decision={order.fitPromise} />
      ) : order.firstOrderGoodwill ? (
        <p className="rounded-sm bg-linen px-4 py-3 text-sm">{t('orders.goodwill')}</p>
      ) : null}
      {order.remakeOf ? (
        <p className="rounded-sm bg-linen px-4 py-3 text-sm" data-testid="remake-note">
          {t('fitPromise.remakeOrder')}
        </p>
      ) : null}
      {staff || guest ? null : <CustomerActions order={order} />}
    </article>
  )
}

/** Service, withdrawal and the invoice: what only the order's customer can do. */
function CustomerActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <>
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-sm border border-chalk px-4 py-3 text-sm"
        data-testid="order-service"
      >
        <p className="max-w-xl">{t('service.help2')}</p>
        <ButtonLink to={`${to('/aftersale')}?order=${order.orderId}`} size="sm" variant="secondary">
          {t('service.serviceLink')}
        </ButtonLink>
      </div>
      {order.items.some((item) => item.withdrawal) ? (
        <div
          className="flex flex-wrap items-center justify-between gap-3 rounded-sm border border-chalk px-4 py-3 text-sm"
          data-testid="order-withdrawal"
        >
          <div className="max-w-xl">
            <p>{t('orders.withdraw')}</p>
            <p className="mt-1 text-ink-soft">{t('withdrawal.orderLinkHint')}</p>
          </div>
          <ButtonLink
            to={`${to('/vertrag-widerrufen')}?order=${encodeURIComponent(order.number)}`}
            size="sm"
            variant="secondary"
          >
            {t('withdrawal.orderLink')}
          </ButtonLink>
        </div>
      ) : null}
      <p>
        <a
          className="link"
          href={`/api/orders/${order.orderId}/invoice.pdf`}
          target="_blank"
          rel="noopener"
          data-testid="invoice-link"
        >
          {t('orders.invoice')}
        </a>
      </p>
      {order.eInvoice ? (
        <div data-testid="e-invoice">
          <p className="text-sm text-ink-soft">{t('orders.eInvoiceHint')}</p>
          <ul className="mt-1 space-y-1">
            <li>
              <a className="link" href={`/api/orders/${order.orderId}/invoice.xml`} download>
                {t('orders.eInvoice')}
              </a>
            </li>
            {order.eInvoice.creditNote ? (
              <li>
                <a className="link" href={`/api/orders/${order.orderId}/credit-note.xml`} download>
                  {t('orders.creditNote')}
                </a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </>
  )
}

/** The measurement profiles an order's shirts were made with, once each. */
function orderProfiles(order: OrderDetail) {
  const profiles = new Map<number, { measureId: number; name: string }>()
  for (const item of order.items) {
    for (const measure of [item.measure, ...(item.designs ?? []).map((design) => design.measure)]) {
      if (measure) profiles.set(measure.measureId, measure)
    }
  }
  return [...profiles.values()]
}

/** The delivery as core/orders/rules.ts `deliveryOutlook` tells it: planned, on its way, arrived. */
function DeliveryLine({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { delivery } = order
  if (delivery.kind === 'arrived')
    return <>{t('orders.deliveredOn', { date: formatDate(delivery.on, locale) })}</>
  if (delivery.kind === 'onTheWay')
    return (
      <>
        {t('orders.arrivesBy', {
          date: formatDate(delivery.arrivesBy, locale),
          carrier: order.shipment?.carrier ?? '',
          days: delivery.transitDays,
        })}
      </>
    )
  return <>{t('orders.expected', { date: formatDate(delivery.on, locale) })}</>
}
