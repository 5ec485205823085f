import { useState } from 'react'
import type { WishlistItem } from '#core/wishlist/wishlist.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'
import { cartStore, refreshCartCount } from '../../state/cart-store.ts'
import { Button, ButtonLink } from '../button.tsx'
import { FabricCard } from '../fabrics/fabric-card.tsx'
import { ProductCard } from '../shop/product-card.tsx'
import { showToast } from '../toast/toast-store.ts'

type Props = { item: WishlistItem; busy: boolean; onRemove: (item: WishlistItem) => void }

export function wishlistItemName(item: WishlistItem) {
  return item.kind === 'fabric' ? item.fabric.name : item.product.name
}

/**
 * One remembered item: the same card as on /stoffe or /shop, and below it its next step and
 * 'Entfernen'. An accessory without variants, or with its variant chosen when it was remembered,
 * goes to the cart from here (one piece); one with variants but no choice links to its page.
 */
export function WishlistCard({ item, busy, onRemove }: Props) {
  const { t } = useTranslation()
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex-1">
        {item.kind === 'fabric' ? (
          <FabricCard fabric={item.fabric} heading="h3" />
        ) : (
          <>
            <ProductCard product={item.product} />
            <ChosenVariant item={item} />
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <MainAction item={item} />
        <Button
          size="button"
          variant="secondary"
          disabled={busy}
          aria-label={t('wishlist.removeLabel', { name: wishlistItemName(item) })}
          onClick={() => onRemove(item)}
          className="grow"
        >
          {t('wishlist.remove')}
        </Button>
      </div>
    </div>
  )
}

/** The next step for the item: design with the fabric, put the accessory in the cart, or choose its variant. */
function MainAction({ item }: { item: WishlistItem }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  if (item.kind === 'fabric') {
    return item.fabric.inStock ? (
      <ButtonLink
        to={`${to('/hemdendesigner')}?fabric=${item.fabric.fabricId}`}
        size="button"
        className="grow"
      >
        {t('fabrics.designWith')}
      </ButtonLink>
    ) : null
  }
  if (item.product.variants.length === 0 || chosenVariant(item))
    return <AddToCart product={item.product} variantId={item.variantId} />
  return (
    <ButtonLink to={to(`/prod/${item.product.slug}`)} size="button" className="grow">
      {t('wishlist.chooseVariant')}
    </ButtonLink>
  )
}

type ProductItem = Extract<WishlistItem, { kind: 'product' }>

/** The remembered variant while it can still be bought. */
function chosenVariant(item: ProductItem) {
  return item.product.variants.find((variant) => variant.variantId === item.variantId && variant.inStock)
}

function ChosenVariant({ item }: { item: ProductItem }) {
  const { t } = useTranslation()
  const chosen = chosenVariant(item)
  return chosen ? (
    <p className="mt-2 text-sm text-ink-soft" data-testid="wishlist-variant">
      {t('wishlist.chosenVariant', { name: chosen.name })}
    </p>
  ) : null
}

function AddToCart({ product, variantId }: { product: ProductItem['product']; variantId: number | null }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)

  async function add() {
    setBusy(true)
    const result = await cartStore().act({
      action: 'add',
      item: { type: 'product', productId: product.productId, amount: 1, ...(variantId ? { variantId } : {}) },
    })
    setBusy(false)
    if (!result.ok) {
      showToast({
        kind: 'error',
        title: t('cart.errorTitle'),
        message: t(`shop.errors.${result.reason ?? 'generic'}`, { defaultValue: t('shop.errors.generic') }),
        group: 'br',
      })
      return
    }
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('designer.addedToCart', { product: product.name }),
      group: 'br',
    })
    await refreshCartCount()
  }

  return (
    <Button size="button" disabled={busy || !product.inStock} onClick={add} className="grow">
      {t('shop.addToCart')}
    </Button>
  )
}
