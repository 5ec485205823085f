import { useState } from 'react'
import { Link } from 'react-router'
import { findShopProduct } from '#core/catalog/products.ts'
import { accessoryProductData, breadcrumbData } from '#core/seo/structured-data.ts'
import { rememberedVariant } from '#core/wishlist/wishlist.ts'
import { AccessoryPicture } from '../../components/shop/accessory-sketch.tsx'
import { BuyForm, initialVariant } from '../../components/shop/buy-form.tsx'
import { ShopBreadcrumb } from '../../components/shop/shop-breadcrumb.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { structuredDataPlace } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/product'

/** /prod/{product}: one accessory by its slug (as /shop links it); unknown or inactive is a 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const vatRate = shop.deliveryCountry.VAT
  const product = /^[a-z0-9-]{1,80}$/.test(params.product)
    ? await findShopProduct(shop.deps, { slug: params.product }, { locale, vatRate })
    : null
  if (!product) pageNotFound(request)
  const loaded = shop.session
  const remembered = loaded
    ? await rememberedVariant(
        { deps: shop.deps, session: loaded.session, customer: loaded.customer, locale },
        { kind: 'product', refId: product.productId },
      )
    : undefined
  const place = structuredDataPlace(request, context)
  const trail = productTrail(product, t('nav.shop'))
  return {
    meta: {
      title: t('pages.product.title', { product: product.name, category: product.category.name }),
      description: product.description,
    },
    product,
    remembered: remembered !== undefined,
    rememberedVariantId: remembered ?? null,
    trail,
    structuredData: [accessoryProductData(place, product), breadcrumbData(place, trail)],
  }
}

/** Accessoires › category › product: the breadcrumb the page shows, and its JSON-LD. */
function productTrail(
  product: { name: string; slug: string; category: { name: string; slug: string } },
  shopName: string,
) {
  return [
    { name: shopName, path: '/shop' },
    { name: product.category.name, path: `/shop/${product.category.slug}` },
    { name: product.name, path: `/prod/${product.slug}` },
  ]
}

export const meta = routeMeta

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { product, remembered, rememberedVariantId, trail } = loaderData
  const [chosenId, setChosenId] = useState<number | null>(null)
  // A variant chosen on another product (client navigation) does not count here.
  const shown =
    product.variants.find((variant) => variant.variantId === chosenId) ??
    initialVariant(product, rememberedVariantId) ??
    product.variants[0]
  return (
    <div>
      <ShopBreadcrumb trail={trail} />
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <AccessoryPicture
          category={product.category.slug}
          colour={shown?.colour}
          photo={product.photo}
          alt={product.name}
          eager
          className="aspect-[3/2] rounded-sm md:aspect-square"
        />
        <div>
          <h1 className="text-[2.1rem] sm:text-5xl">{product.name}</h1>
          <p className="mt-4 text-lg text-ink-soft">{product.description}</p>
          {/* Remounted per product: a client navigation to another product starts with its own choice. */}
          <BuyForm
            key={product.productId}
            product={product}
            remembered={remembered}
            rememberedVariantId={rememberedVariantId}
            onVariantChange={setChosenId}
          />
          <div className="mt-8 space-y-2 border-t border-chalk pt-6 text-sm text-ink-soft">
            <p>{t('shop.delivery')}</p>
            <p>
              {t('shop.withdrawal')}{' '}
              <Link to={to('/widerruf')} className="link">
                {t('shop.withdrawalLink')}
              </Link>
            </p>
          </div>
        </div>
      </div>
    </div>
  )
}
