import { cartLimits, unitPrice } from '#core/cart/rules.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { centsToEuro } from '#core/pricing/money.ts'
import { groupBaseCents } from '#core/pricing/price-groups.ts'
import { describeOwnedDesigns } from '#core/shirts/read-shirts.ts'
import { PackageBuilder } from '../../cart/package-builder.tsx'
import { priceFill } from '../../content/price-fill.server.ts'
import { loadTextAround } from '../../content/text-around.server.ts'
import { TextAround } from '../../content/text-around.tsx'
import { shopContext } from '../../context.ts'
import { requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import type { Route } from './+types/package7'

/**
 * /7er: the package's explanation (Markdown of content/{locale}/7er.md) with the builder after its
 * opening paragraph. The package price follows the session's delivery country.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const { prices } = await getCatalog(shop.deps.db)
  const text = await loadTextAround(request, locale, '7er', await priceFill(shop.deps.db, locale))
  const country = shop.deliveryCountry
  const loaded = shop.session
  // The builder lists designs through shirt.php list; these lines say what each one is.
  const descriptions = loaded
    ? await describeOwnedDesigns(
        { deps: shop.deps, session: loaded.session, customer: loaded.customer, locale },
        [0, 1],
      )
    : {}
  return {
    ...text,
    offer: {
      size: cartLimits.package7Shirts,
      fabricGroups: [...cartLimits.package7FabricGroups],
      priceBrutto: centsToEuro(unitPrice('package7', prices.package7Cents, country).grossCents),
      basePricesBrutto: Object.fromEntries(
        cartLimits.package7FabricGroups.map((group) => [
          group,
          centsToEuro(unitPrice('shirt', groupBaseCents(prices, group), country).grossCents),
        ]),
      ),
      vatRate: country.VAT,
    },
    descriptions,
    structuredData: [navBreadcrumb(request, context, [{ name: text.heading, path: '/7er' }])],
  }
}

export const meta = routeMeta

export default function PackagePage({ loaderData }: Route.ComponentProps) {
  return (
    <TextAround text={loaderData}>
      <PackageBuilder offer={loaderData.offer} descriptions={loaderData.descriptions} />
    </TextAround>
  )
}
