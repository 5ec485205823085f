import { findShopCategory } from '#config/shop.ts'
import { findCategoryProducts } from '#core/catalog/products.ts'
import { breadcrumbData } from '#core/seo/structured-data.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { CategoryLinks } from '../../components/shop/category-links.tsx'
import { ProductCard } from '../../components/shop/product-card.tsx'
import { ShopBreadcrumb } from '../../components/shop/shop-breadcrumb.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { structuredDataPlace } from '../../lib/structured-data.server.ts'
import type { Route } from './+types/shop-category'

/** /shop/{category}: the accessories of one category; unknown categories are a validation 404. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const category = findShopCategory(params.category)
  if (!category) pageNotFound(request)
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const vatRate = shop.deliveryCountry.VAT
  const products = await findCategoryProducts(shop.deps, category.slug, { locale, vatRate })
  const name = category.name[locale]
  const trail = [
    { name: t('nav.shop'), path: '/shop' },
    { name, path: `/shop/${category.slug}` },
  ]
  return {
    meta: messagesMeta(request, 'shopCategory', { category: name }),
    slug: category.slug,
    name,
    products,
    trail,
    structuredData: [breadcrumbData(structuredDataPlace(request, context), trail)],
  }
}

export const meta = routeMeta

export default function ShopCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { slug, name, products, trail } = loaderData
  return (
    <div>
      <ShopBreadcrumb trail={trail} />
      <PageIntro title={name} lead={t(`shop.categoryLeads.${slug}`)} />
      <CategoryLinks />
      {products.length === 0 ? (
        <p className="rounded-sm bg-linen p-6">{t('shop.emptyCategory')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((product) => (
            <li key={product.productId}>
              <ProductCard product={product} heading="h2" />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
