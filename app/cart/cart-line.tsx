import { Link } from 'react-router'
import type { CartItemView } from '#core/cart/cart.ts'
import { cartLimits } from '#core/cart/rules.ts'
import { formatPrice } from '#core/format.ts'
import { withMeasuringReturn } from '#core/measures/measuring-return.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { CartFields } from './cart-fields.tsx'
import { LinePicture, WithdrawalNote } from './cart-lines.tsx'
import { PackageProblem } from './package-notices.tsx'
import type { useCartFetcher } from './use-cart-fetcher.ts'

export type Profile = { measureId: number; set_name: string }

/**
 * One line of /cart. Its amount and 'Entfernen' are forms of the cart's action (set-quantity,
 * remove): the − and + buttons send the new amount as their own value, so they work as plain form
 * posts before the page is hydrated, and through the page's fetcher after.
 */
export function CartLine({
  item,
  busy,
  profiles,
  fetcher,
  onMeasure,
}: {
  item: CartItemView
  busy: boolean
  profiles: Profile[]
  fetcher: ReturnType<typeof useCartFetcher>
  onMeasure: (shirtId: number, measureId: number) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const price = (value: number) => formatPrice(value, locale)
  const fixedAmount = item.type === 'package7' || item.type === 'samples'
  return (
    <li className="flex gap-4 py-5" data-testid="cart-line">
      <LinePicture design={item.design ?? item.designs?.[0]} image={item.image} label={item.name} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 className="font-serif text-lg">{item.name}</h3>
          <p className="font-medium tabular-nums">{price(item.lineBrutto)}</p>
        </div>
        <p className="mt-1 text-sm text-ink-soft">{item.description}</p>
        {item.message ? (
          <p className="mt-1 text-sm italic">{t('cart.voucherMessage', { message: item.message })}</p>
        ) : null}
        {item.type === 'package7' && item.designs ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer">{t('cart.packageDesigns')}</summary>
            <ol className="mt-2 list-decimal space-y-1 pl-5">
              {item.designs.map((design) => (
                <li key={design.shirtId}>{design.summary}</li>
              ))}
            </ol>
          </details>
        ) : null}
        <PackageProblem problem={item.problem} />
        {item.savingBrutto ? (
          <p className="mt-1 text-sm font-medium text-thread-dark">
            {t('cart.packageSaving', { amount: price(item.savingBrutto) })}
          </p>
        ) : null}
        {item.type === 'shirt' && item.design ? (
          <MeasureChoice design={item.design} profiles={profiles} busy={busy} onMeasure={onMeasure} />
        ) : null}
        <WithdrawalNote item={item} />
        <div className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
          {fixedAmount ? null : (
            <fetcher.Form method="post" action={to('/cart')} className="flex items-center gap-1">
              <CartFields intent="set-quantity" fields={[['itemId', item.itemId]]} />
              <fieldset className="flex items-center gap-1">
                <legend className="sr-only">{t('cart.amount')}</legend>
                <button
                  type="submit"
                  name="amount"
                  value={item.amount - 1}
                  className="h-11 w-11 rounded-sm border border-chalk text-lg disabled:opacity-40"
                  aria-label={t('cart.decrease', { name: item.name })}
                  disabled={busy || item.amount <= 1}
                >
                  −
                </button>
                <span className="w-8 text-center tabular-nums" aria-live="polite" data-testid="cart-amount">
                  {item.amount}
                </span>
                <button
                  type="submit"
                  name="amount"
                  value={item.amount + 1}
                  className="h-11 w-11 rounded-sm border border-chalk text-lg disabled:opacity-40"
                  aria-label={t('cart.increase', { name: item.name })}
                  disabled={busy || item.amount >= cartLimits.maxAmount}
                >
                  +
                </button>
                {item.amount > 1 ? (
                  <span className="ml-2 text-xs text-ink-soft">
                    {t('cart.unitPrice', { price: price(item.priceBrutto) })}
                  </span>
                ) : null}
              </fieldset>
            </fetcher.Form>
          )}
          {item.type === 'shirt' ? (
            <Link
              to={`${to('/meine-hemden')}?hemd=${item.shirtId}`}
              className="link min-h-11 content-center text-sm"
            >
              {t('cart.edit')}
            </Link>
          ) : null}
          <fetcher.Form method="post" action={to('/cart')}>
            <CartFields intent="remove" fields={[['itemId', item.itemId]]} />
            <button
              type="submit"
              className="link min-h-11 text-sm"
              disabled={busy}
              aria-label={t('cart.removeLabel', { name: item.name })}
            >
              {t('cart.remove')}
            </button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  )
}

function MeasureChoice({
  design,
  profiles,
  busy,
  onMeasure,
}: {
  design: NonNullable<CartItemView['design']>
  profiles: Profile[]
  busy: boolean
  onMeasure: (shirtId: number, measureId: number) => void
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const id = `measure-${design.shirtId}`
  return (
    <div className="mt-2 text-sm">
      {profiles.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id}>{t('cart.measureLabel')}</label>
          <select
            id={id}
            className="min-h-11 rounded-sm border border-chalk bg-paper px-2"
            value={design.measure?.id ?? 0}
            disabled={busy}
            onChange={(event) => onMeasure(design.shirtId, Number(event.target.value))}
          >
            {design.measure ? null : <option value={0}>—</option>}
            {profiles.map((profile) => (
              <option key={profile.measureId} value={profile.measureId}>
                {profile.set_name}
              </option>
            ))}
          </select>
        </div>
      ) : design.measure ? (
        <p>{t('cart.measure', { name: design.measure.name })}</p>
      ) : null}
      {design.measure?.source === 'standard' ? (
        <p className="mt-1 text-xs text-ink-soft">{t('cart.standardInUse')}</p>
      ) : null}
      {design.measure ? null : (
        <p className="mt-1 text-thread-dark">
          {t('cart.noMeasure')}{' '}
          <Link
            to={withMeasuringReturn(to('/massnehmen/neu'), { path: '/cart', shirtId: design.shirtId })}
            className="link"
          >
            {t('cart.addMeasure')}
          </Link>
        </p>
      )}
    </div>
  )
}
