import type { WishlistItem } from '#core/wishlist/wishlist.ts'
import { CartFields } from '../../cart/cart-fields.tsx'
import { useCartFetcher } from '../../cart/use-cart-fetcher.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'
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

/** 'In den Warenkorb': a form of the cart's action (add), a plain form post before hydration. */
function AddToCart({ product, variantId }: { product: ProductItem['product']; variantId: number | null }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const fetcher = useCartFetcher((answer) => {
    if (!answer.ok) {
      showToast({
        kind: 'error',
        title: t('cart.errorTitle'),
        message: t(`shop.errors.${answer.reason}`, { defaultValue: t('shop.errors.generic') }),
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
  })
  const fields: [string, string][] = [
    ['type', 'product'],
    ['productId', String(product.productId)],
    ['amount', '1'],
  ]
  if (variantId) fields.push(['variantId', String(variantId)])
  return (
    <fetcher.Form method="post" action={to('/cart')} className="flex grow">
      <CartFields intent="add" fields={fields} />
      <Button
        type="submit"
        size="button"
        disabled={fetcher.state !== 'idle' || !product.inStock}
        className="grow"
      >
        {t('shop.addToCart')}
      </Button>
    </fetcher.Form>
  )
}
