import { Link } from 'react-router'
import { findShopOverview } from '#core/catalog/products.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { CategoryLinks } from '../../components/shop/category-links.tsx'
import { ProductCard } from '../../components/shop/product-card.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import type { Route } from './+types/shop'

/** /shop: the accessories, category by category, priced for the session's delivery country. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const vatRate = shop.deliveryCountry.VAT
  const categories = await findShopOverview(shop.deps, { locale, vatRate })
  return {
    meta: messagesMeta(request, 'shop'),
    categories,
    structuredData: [navBreadcrumb(request, context, [{ name: t('nav.shop'), path: '/shop' }])],
  }
}

export const meta = routeMeta

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <PageIntro title={t('pages.shop.title')} lead={t('pages.shop.lead')} />
      <CategoryLinks />
      {loaderData.categories.map((category) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`} className="mb-14">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-chalk pb-2">
            <h2 id={`category-${category.slug}`} className="text-2xl sm:text-3xl">
              <Link to={to(`/shop/${category.slug}`)} className="no-underline hover:underline">
                {category.name}
              </Link>
            </h2>
            <p className="text-sm text-ink-soft">
              {t('shop.categoryCount', { count: category.products.length })}
            </p>
          </div>
          {category.products.length === 0 ? (
            <p className="rounded-sm bg-linen p-6">{t('shop.emptyCategory')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {category.products.map((product) => (
                <li key={product.productId}>
                  <ProductCard product={product} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
