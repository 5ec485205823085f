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

/**
 * The accessory picture a file name of /media/accessories asks for ('krawatten-1f2a44.png'): its
 * category and colour when an active product of that category is sold in that colour (or, without a
 * colour, when the category has a product), else null. Only real pictures are drawn and cached.
 */
export async function findAccessoryPicture(deps: Deps, file: string) {
  const match = /^([a-z]{1,40})(?:-([0-9a-f]{6}))?\.png$/.exec(file)
  const category = match?.[1]
  if (!category || !shopCategories.some((known) => known.slug === category)) return null
  const colour = match[2] ? `#${match[2]}` : null
  const rows = await listProducts(deps.db, category)
  const sold = colour
    ? rows.some((row) => row.variants.some((variant) => variant.colour?.toLowerCase() === colour))
    : rows.length > 0
  return sold ? { category, colour } : null
}
