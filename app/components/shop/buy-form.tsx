import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProductView } from '#core/catalog/product-views.ts'
import { formatPrice } from '../../lib/format.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { cartStore, refreshCartCount } from '../../state/cart-store.ts'
import { Button } from '../button.tsx'
import { showToast } from '../toast/toast-store.ts'
import { PriceNote } from './price-note.tsx'

const maxAmount = 20

/**
 * Variant, amount and 'In den Warenkorb' of /prod/{product}. Sold-out variants stay visible but
 * cannot be chosen, and say why; the cart's answer (cart.php add) decides, the toast reports it.
 */
export function BuyForm({ product }: { product: ProductView }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const ids = { hint: useId(), amount: useId(), error: useId() }
  const firstAvailable = product.variants.find((variant) => variant.inStock)
  const [variantId, setVariantId] = useState(firstAvailable?.variantId ?? null)
  const [amount, setAmount] = useState(1)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const chosen = product.variants.find((variant) => variant.variantId === variantId)
  const unitPrice = chosen?.priceBrutto ?? product.priceBrutto
  const soldOut = !product.inStock
  const anySoldOut = product.variants.some((variant) => !variant.inStock)

  async function add(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const item = { type: 'product', productId: product.productId, amount, ...(chosen ? { variantId } : {}) }
    const result = await cartStore().act({ action: 'add', item })
    setBusy(false)
    if (!result.ok) {
      const message = t(`shop.errors.${result.reason ?? 'generic'}`, {
        defaultValue: t('shop.errors.generic'),
      })
      setError(message)
      showToast({ kind: 'error', title: t('designer.toastError'), message, group: 'br' })
      return
    }
    const name = chosen ? `${product.name} – ${chosen.name}` : product.name
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('designer.addedToCart', { product: name }),
      group: 'br',
    })
    await refreshCartCount()
  }

  return (
    <form onSubmit={add} className="mt-8 space-y-6" noValidate>
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
                  name="variant"
                  className="accent-ink"
                  value={variant.variantId}
                  checked={variant.variantId === variantId}
                  disabled={!variant.inStock}
                  onChange={() => setVariantId(variant.variantId)}
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
            type="number"
            inputMode="numeric"
            min={1}
            max={maxAmount}
            value={amount}
            disabled={soldOut}
            aria-describedby={error ? ids.error : undefined}
            onChange={(event) => setAmount(Math.min(maxAmount, Math.max(1, Number(event.target.value) || 1)))}
            className="tabular min-h-11 w-24 rounded-sm border border-chalk bg-paper px-3"
          />
        </div>
        <Button type="submit" size="md" disabled={busy || soldOut} className="grow sm:grow-0">
          {t('shop.addToCart')}
        </Button>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  )
}
