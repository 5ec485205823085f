import { Link } from 'react-router'
import type { ProductView } from '#core/catalog/product-views.ts'
import { formatPrice } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { AccessoryPicture } from './accessory-sketch.tsx'
import { PriceNote } from './price-note.tsx'

/**
 * One accessory in a list: drawing, name, the start of its description, options and gross price.
 * Its name is an h2 where the list sits right under the page's h1 (a category page), else an h3.
 */
export function ProductCard({ product, heading = 'h3' }: { product: ProductView; heading?: 'h2' | 'h3' }) {
  const Heading = heading
  const { t } = useTranslation()
  const to = useLocalePath()
  const locale = useLocale()
  const href = to(`/prod/${product.slug}`)
  const price = formatPrice(product.priceBrutto, locale)
  return (
    <article className="group flex h-full overflow-hidden rounded-sm border border-chalk bg-paper sm:flex-col">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-28 shrink-0 no-underline sm:w-auto">
        <AccessoryPicture
          category={product.category.slug}
          photo={product.photo}
          alt=""
          colour={(product.variants.find((variant) => variant.inStock) ?? product.variants[0])?.colour}
          className="h-full min-h-32 w-full transition-colors duration-300 group-hover:bg-chalk/60 sm:aspect-[3/2] sm:h-auto"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <Heading className="font-sans text-base font-semibold leading-snug">
          <Link to={href} className="no-underline hover:underline">
            {product.name}
          </Link>
        </Heading>
        <p className="line-clamp-2 text-sm text-ink-soft">{product.description}</p>
        <p className="mt-1 text-xs text-ink-soft">
          {product.inStock ? (
            product.variants.length > 1 ? (
              t('shop.variantsCount', { count: product.variants.length })
            ) : null
          ) : (
            <span className="rounded-full bg-danger/10 px-2 py-0.5 text-danger">{t('shop.soldOut')}</span>
          )}
        </p>
        <p className="tabular mt-auto pt-3 text-[0.95rem] font-medium">
          {product.priceFrom ? t('price.from', { price }) : price} <PriceNote />
        </p>
      </div>
    </article>
  )
}
