import { findShopCategory } from '#config/shop.ts'
import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/shop-category'

/** /shop/{category}: one accessory category; unknown categories are a validation 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  const category = findShopCategory(params.category)
  if (!category) pageNotFound(request)
  const { locale } = requestLocale(request)
  const name = category.name[locale]
  return { meta: messagesMeta(request, 'shopCategory', { category: name }), name }
}

export const meta = routeMeta

const links = [['/shop', 'nav.shop']] as const

export default function ShopCategoryPage({ loaderData }: Route.ComponentProps) {
  return <PurposePage messageKey="shopCategory" values={{ category: loaderData.name }} links={links} />
}
