import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { WishlistItem } from '#core/wishlist/wishlist.ts'
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
 * One remembered item: the same card as on /stoffe or /shop, and below it 'Entfernen' and, for an
 * accessory without variants, 'In den Warenkorb' (one piece; one with variants links to its page,
 * where the variant is chosen).
 */
export function WishlistCard({ item, busy, onRemove }: Props) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex-1">
        {item.kind === 'fabric' ? (
          <FabricCard fabric={item.fabric} heading="h3" />
        ) : (
          <ProductCard product={item.product} />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {item.kind === 'product' ? (
          item.product.variants.length === 0 ? (
            <AddToCart product={item.product} />
          ) : (
            <ButtonLink
              to={to(`/prod/${item.product.slug}`)}
              size="button"
              variant="secondary"
              className="grow"
            >
              {t('wishlist.chooseVariant')}
            </ButtonLink>
          )
        ) : null}
        <Button
          size="button"
          variant="ghost"
          disabled={busy}
          aria-label={t('wishlist.removeLabel', { name: wishlistItemName(item) })}
          onClick={() => onRemove(item)}
          className="grow border-chalk"
        >
          {t('wishlist.remove')}
        </Button>
      </div>
    </div>
  )
}

function AddToCart({ product }: { product: Extract<WishlistItem, { kind: 'product' }>['product'] }) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)

  async function add() {
    setBusy(true)
    const result = await cartStore().act({
      action: 'add',
      item: { type: 'product', productId: product.productId, amount: 1 },
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
