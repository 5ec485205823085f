import type { Locale } from '#config/locales.ts'
import { type ShopCategorySlug, shopCategories } from '#config/shop.ts'
import { findProduct, findProductBySlug, listProducts } from '#db/queries/products.ts'
import type { Deps } from '../deps.ts'
import { productView } from './product-views.ts'

type Audience = { locale: Locale; vatRate: number }

/** The accessories of one category (/shop/{category}, catalog.php products). */
export async function findCategoryProducts(deps: Deps, category: ShopCategorySlug, audience: Audience) {
  const rows = await listProducts(deps.db, category)
  return rows.map((row) => productView(row, audience.locale, audience.vatRate))
}

/** /shop: every category of config/shop.ts in its order, each with its products (possibly none). */
export async function findShopOverview(deps: Deps, audience: Audience) {
  const views = (await listProducts(deps.db)).map((row) =>
    productView(row, audience.locale, audience.vatRate),
  )
  return shopCategories.map((category) => ({
    slug: category.slug,
    name: category.name[audience.locale],
    products: views.filter((view) => view.category.slug === category.slug),
  }))
}

/** One active accessory by id (catalog.php product) or by slug (/prod/{product}); null when unknown. */
export async function findShopProduct(
  deps: Deps,
  key: { productId: number } | { slug: string },
  audience: Audience,
) {
  const row =
    'slug' in key ? await findProductBySlug(deps.db, key.slug) : await findProduct(deps.db, key.productId)
  return row ? productView(row, audience.locale, audience.vatRate) : null
}
