import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { cartLimits } from '#core/cart/rules.ts'
import type { ProductView } from '#core/catalog/product-views.ts'
import { formatPrice } from '#core/format.ts'
import { CartFields } from '../../cart/cart-fields.tsx'
import { cartFormData } from '../../cart/cart-form.ts'
import { useCartFetcher } from '../../cart/use-cart-fetcher.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { Button } from '../button.tsx'
import { showToast } from '../toast/toast-store.ts'
import { WishlistToggle } from '../wishlist/wishlist-toggle.tsx'
import { PriceNote } from './price-note.tsx'

/**
 * Variant, amount and 'In den Warenkorb' of /prod/{product}: a form of the cart's action (intent
 * add), so that it works as a plain form post before hydration (the cart page then shows the
 * cart). Sold-out variants stay visible but cannot be chosen, and say why; the cart's answer
 * decides: success is the designer's toast, a refusal is said beside the button in the visitor's
 * language. 'Merken' below
 * remembers the chosen variant too, and a remembered accessory opens with its remembered variant.
 */
export function BuyForm({
  product,
  remembered,
  rememberedVariantId,
  onVariantChange,
}: {
  product: ProductView
  remembered: boolean
  rememberedVariantId: number | null
  /** The page's picture follows the chosen variant. */
  onVariantChange?: (variantId: number) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const ids = { hint: useId(), amount: useId(), error: useId() }
  const [variantId, setVariantId] = useState(initialVariant(product, rememberedVariantId)?.variantId ?? null)
  // The field keeps what is typed (an empty field while retyping); the amount sent is clamped.
  const [amountText, setAmountText] = useState('1')
  const amount = Math.min(cartLimits.maxAmount, Math.max(1, Math.trunc(Number(amountText)) || 1))
  const [error, setError] = useState<string | null>(null)
  const [added, setAdded] = useState(false)
  const chosen = product.variants.find((variant) => variant.variantId === variantId)
  const unitPrice = chosen?.priceBrutto ?? product.priceBrutto
  const soldOut = !product.inStock
  const anySoldOut = product.variants.some((variant) => !variant.inStock)
  const fetcher = useCartFetcher((answer) => {
    if (!answer.ok) {
      // Said once, beside the button (role alert), rather than twice with a toast.
      setError(t(`shop.errors.${answer.reason}`, { defaultValue: t('shop.errors.generic') }))
      return
    }
    const name = chosen ? `${product.name} – ${chosen.name}` : product.name
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('designer.addedToCart', { product: name }),
      group: 'br',
    })
    setAdded(true)
  })
  const busy = fetcher.state !== 'idle'

  /** After hydration: the amount as it will be counted (clamped), through the page's fetcher. */
  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(null)
    setAdded(false)
    setAmountText(String(amount))
    const fields: [string, string][] = [
      ['type', 'product'],
      ['productId', String(product.productId)],
      ['amount', String(amount)],
    ]
    if (chosen) fields.push(['variantId', String(chosen.variantId)])
    fetcher.submit(cartFormData('add', fields), { method: 'post', action: to('/cart') })
  }

  return (
    <>
      <form method="post" action={to('/cart')} onSubmit={add} className="mt-8 space-y-6" noValidate>
        <CartFields
          intent="add"
          fields={[
            ['type', 'product'],
            ['productId', String(product.productId)],
          ]}
        />
        <p className="tabular text-2xl" data-testid="product-price">
          {formatPrice(unitPrice, locale)} <PriceNote className="text-sm" />
        </p>
        {product.variants.length > 0 ? (
          <fieldset aria-describedby={anySoldOut ? ids.hint : undefined}>
            <legend className="mb-3 font-medium">{t('shop.variant')}</legend>
            <div className="flex flex-wrap gap-2">
              {product.variants.map((variant) => (
                <label
                  key={variant.variantId}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-sm border border-chalk px-4 text-[0.95rem] has-checked:border-ink has-checked:bg-linen has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:text-muted has-focus-visible:outline-2 has-focus-visible:outline-thread"
                >
                  <input
                    type="radio"
                    name="variantId"
                    className="accent-ink"
                    value={variant.variantId}
                    checked={variant.variantId === variantId}
                    disabled={!variant.inStock}
                    onChange={() => {
                      setVariantId(variant.variantId)
                      onVariantChange?.(variant.variantId)
                      setError(null)
                    }}
                  />
                  {variant.inStock ? variant.name : t('shop.variantSoldOut', { name: variant.name })}
                </label>
              ))}
            </div>
            {anySoldOut ? (
              <p id={ids.hint} className="mt-2 text-sm text-ink-soft">
                {soldOut ? t('shop.allSoldOut') : t('shop.soldOutHint')}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={ids.amount} className="mb-1 block font-medium">
              {t('shop.amount')}
            </label>
            <input
              id={ids.amount}
              name="amount"
              type="number"
              inputMode="numeric"
              min={1}
              max={cartLimits.maxAmount}
              value={amountText}
              disabled={soldOut}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => {
                setAmountText(event.target.value)
                setError(null)
              }}
              onBlur={() => setAmountText(String(amount))}
              className="tabular min-h-11 w-24 rounded-sm border border-chalk bg-paper px-3"
            />
          </div>
          <Button type="submit" size="md" disabled={busy || soldOut} className="grow sm:grow-0">
            {t('shop.addToCart')}
          </Button>
          {added ? (
            <Link to={to('/cart')} className="link inline-flex min-h-11 items-center">
              {t('shop.toCart')}
            </Link>
          ) : null}
        </div>
        {error ? (
          <p id={ids.error} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
      <div className="mt-6">
        <WishlistToggle
          item={{ kind: 'product', id: product.productId, ...(variantId ? { variantId } : {}) }}
          initial={remembered}
        />
      </div>
    </>
  )
}

/** The variant a product page opens with: the remembered one if it is in stock, else the first in stock. */
export function initialVariant(product: ProductView, rememberedVariantId: number | null) {
  return (
    product.variants.find((variant) => variant.variantId === rememberedVariantId && variant.inStock) ??
    product.variants.find((variant) => variant.inStock)
  )
}
