import { formatLocale } from '#config/locales.ts'
import type { CartItemView, CartTotalView, DesignDetail } from '#core/cart/cart.ts'
import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'

/** A small stacked preview of a design (the folded layers), or a fabric sample / placeholder. */
export function LinePicture({
  design,
  image,
  label,
}: {
  design?: DesignDetail
  image?: string
  label: string
}) {
  const { t } = useTranslation()
  if (design) {
    return (
      <div
        role="img"
        aria-label={t('cart.preview', { summary: design.summary })}
        className="relative isolate aspect-[5/6] w-20 shrink-0 overflow-hidden rounded-sm border border-chalk bg-linen sm:w-28"
      >
        {design.preview.map(([name, folder, zIndex, opacity]) => (
          <img
            key={`${folder}/${name}`}
            src={`/folded/${folder}/${name}`}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-contain"
            style={{ zIndex, opacity }}
          />
        ))}
      </div>
    )
  }
  if (image) {
    return (
      <img
        src={image}
        alt=""
        className="aspect-square w-20 shrink-0 rounded-sm border border-chalk object-cover sm:w-28"
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className="flex aspect-square w-20 shrink-0 items-center justify-center rounded-sm border border-chalk bg-linen font-serif text-2xl text-thread-dark sm:w-28"
    >
      {label.slice(0, 1)}
    </div>
  )
}

/** Whether the right of withdrawal applies to a line (§ 312g (2) no. 1 BGB): shown on every line. */
export function WithdrawalNote({ item }: { item: Pick<CartItemView, 'withdrawal'> }) {
  const { t } = useTranslation()
  return (
    <p className="text-xs text-ink-soft">
      {t(item.withdrawal ? 'cart.withdrawal14' : 'cart.withdrawalExcluded')}
    </p>
  )
}

/** Subtotal, shipping, vouchers, total and VAT per rate: the same block in cart, checkout and orders. */
export function TotalsBlock({
  total,
  compact = false,
}: {
  total: Pick<CartTotalView, 'itemsBrutto' | 'shippingBrutto' | 'totalBrutto' | 'vat' | 'vouchers'>
  compact?: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const price = (value: number) => formatPrice(value, locale)
  const taxFree = total.vat.every((share) => share.rate === 0)
  const row = 'flex items-baseline justify-between gap-4'
  return (
    <div className={compact ? 'text-sm' : ''}>
      <dl className="space-y-2">
        <div className={row}>
          <dt>{t('cart.subtotal')}</dt>
          <dd className="tabular-nums">{price(total.itemsBrutto)}</dd>
        </div>
        <div className={row}>
          <dt>{t('cart.shipping')}</dt>
          <dd className="tabular-nums">
            {total.shippingBrutto === 0 ? t('cart.shippingFree') : price(total.shippingBrutto)}
          </dd>
        </div>
        {total.vouchers
          .filter((voucher) => voucher.amount > 0)
          .map((voucher) => (
            <div key={voucher.code} className={row}>
              <dt>{t('cart.voucherDiscount', { code: voucher.code })}</dt>
              <dd className="tabular-nums">−{price(voucher.amount)}</dd>
            </div>
          ))}
        <div className={`${row} border-t border-chalk pt-3`}>
          <dt className="font-serif text-xl">{t('cart.total')}</dt>
          <dd className="font-serif text-xl tabular-nums" data-testid="cart-total">
            {price(total.totalBrutto)}
          </dd>
        </div>
      </dl>
      {taxFree ? (
        <p className="mt-1 text-xs text-ink-soft">{t('cart.noVat')}</p>
      ) : (
        total.vat
          .filter((share) => share.rate > 0)
          .map((share) => (
            <p key={share.rate} className="mt-1 text-xs text-ink-soft">
              {t('cart.vatLine', {
                rate: share.rate.toLocaleString(formatLocale(locale)),
                amount: price(share.amount),
              })}
            </p>
          ))
      )}
      {/* A multi-purpose voucher is a means of payment: the VAT above is the goods' own. */}
      {!taxFree && total.vouchers.some((voucher) => voucher.amount > 0) ? (
        <p className="mt-1 text-xs text-ink-soft">{t('cart.voucherVatNote')}</p>
      ) : null}
    </div>
  )
}
