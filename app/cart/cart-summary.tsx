import { type FormEvent, useState } from 'react'
import { countries } from '#config/countries.ts'
import type { CartView } from '#core/cart/cart.ts'
import { formatPrice } from '#core/format.ts'
import { Button } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { CartFields } from './cart-fields.tsx'
import type { useCartFetcher } from './use-cart-fetcher.ts'

type Fetcher = ReturnType<typeof useCartFetcher>

/**
 * The cart's form schema (zod) for the voucher field's check, loaded when the field is first used:
 * the cart's first screen needs no zod (app/cart/cart-form.ts).
 */
let schemaModule: Promise<typeof import('./cart-intent.ts')> | null = null
const loadCartSchema = () => {
  schemaModule ??= import('./cart-intent.ts')
  return schemaModule
}

/**
 * The cart's delivery country: a form of the cart's action (set-country). After hydration a new
 * choice is sent at once; without JavaScript the 'Übernehmen' button sends it.
 */
export function CountryForm({ cart, busy, fetcher }: { cart: CartView; busy: boolean; fetcher: Fetcher }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  return (
    <fetcher.Form method="post" action={to('/cart')}>
      <CartFields intent="set-country" />
      <label htmlFor="cart-country" className="mb-1 block text-sm font-medium">
        {t('cart.country')}
      </label>
      <select
        id="cart-country"
        name="countryId"
        className="mb-1 min-h-11 w-full rounded-sm border border-chalk bg-paper px-3"
        defaultValue={cart.total.deliveryCountry.countryID}
        key={cart.total.deliveryCountry.countryID}
        disabled={busy}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
      >
        {[...countries]
          .sort((a, b) => a.name[locale].localeCompare(b.name[locale], locale))
          .map((country) => (
            <option key={country.countryID} value={country.countryID}>
              {country.name[locale]}
            </option>
          ))}
      </select>
      <noscript>
        <button type="submit" className={noScriptButton}>
          {t('cart.countryApply')}
        </button>
      </noscript>
    </fetcher.Form>
  )
}

const noScriptButton =
  'mb-1 min-h-11 rounded-sm border border-ink px-4 text-[0.95rem] font-medium hover:bg-linen'

/**
 * Vouchers: apply one (apply-voucher) and take an applied one off (remove-voucher). The code is
 * checked in the browser by the action's own schema before it is sent; `error` is the action's
 * refusal, in the visitor's language.
 */
export function VoucherForms({
  cart,
  busy,
  fetcher,
  error,
}: {
  cart: CartView
  busy: boolean
  fetcher: Fetcher
  error: string | null
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const [emptyCode, setEmptyCode] = useState(false)
  const shown = emptyCode ? t('cart.voucherInvalid') : error

  function check(event: FormEvent<HTMLFormElement>) {
    // The fetcher's submit is asked for once the schema has answered (usually loaded on focus).
    event.preventDefault()
    const form = event.currentTarget
    const code = new FormData(form).get('code')
    void loadCartSchema().then(({ CartIntentSchema }) => {
      const parsed = CartIntentSchema.safeParse({ intent: 'apply-voucher', code })
      setEmptyCode(!parsed.success)
      if (parsed.success) void fetcher.submit(form, { method: 'post', action: to('/cart') })
    })
  }

  return (
    <div className="mt-5 border-t border-chalk pt-4">
      <fetcher.Form
        method="post"
        action={to('/cart')}
        onSubmit={check}
        onFocus={() => void loadCartSchema()}
        onPointerEnter={() => void loadCartSchema()}
        noValidate
      >
        <CartFields intent="apply-voucher" />
        <label htmlFor="voucher-code" className="mb-1 block text-sm font-medium">
          {t('cart.voucherLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="voucher-code"
            name="code"
            // A new answer empties the field after an applied code.
            key={cart.total.vouchers.map((voucher) => voucher.code).join()}
            autoComplete="off"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'voucher-error' : undefined}
            onChange={() => setEmptyCode(false)}
            className="min-h-11 min-w-0 flex-1 rounded-sm border border-chalk bg-paper px-3 uppercase"
          />
          <Button type="submit" size="button" variant="secondary" disabled={busy}>
            {t('cart.voucherApply')}
          </Button>
        </div>
        {shown ? (
          <p id="voucher-error" role="alert" className="mt-1 text-sm text-danger">
            {shown}
          </p>
        ) : null}
      </fetcher.Form>
      {cart.total.vouchers.map((voucher) => (
        <fetcher.Form
          key={voucher.code}
          method="post"
          action={to('/cart')}
          className="mt-2 flex items-center justify-between gap-2 text-sm"
        >
          <CartFields intent="remove-voucher" fields={[['code', voucher.code]]} />
          <span>
            {voucher.code} · {t('cart.voucherRemaining', { amount: formatPrice(voucher.remaining, locale) })}
          </span>
          <button type="submit" className="link" disabled={busy}>
            {t('cart.voucherRemove', { code: voucher.code })}
          </button>
        </fetcher.Form>
      ))}
    </div>
  )
}
