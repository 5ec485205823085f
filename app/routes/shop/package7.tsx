import { cartLimits, unitPrice } from '#core/cart/rules.ts'
import { centsToEuro } from '#core/pricing/money.ts'
import { effectiveCountry } from '#core/sessions/rules.ts'
import { describeOwnedDesigns } from '#core/shirts/read-shirts.ts'
import { PackageBuilder } from '../../cart/package-builder.tsx'
import { loadContent } from '../../content/content.server.ts'
import { shopContext } from '../../context.ts'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/package7'

/**
 * /7er: the package's explanation (Markdown of content/{locale}/7er.md) with the builder after its
 * opening paragraph. The package price follows the session's delivery country.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const doc = await loadContent(locale, '7er')
  if (!doc) pageNotFound(request)
  const country = effectiveCountry(shop.session?.session ?? null)
  const cut = doc.html.indexOf('<h2')
  const loaded = shop.session
  // The builder lists designs through shirt.php list; these lines say what each one is.
  const descriptions = loaded
    ? await describeOwnedDesigns(
        { deps: shop.deps, session: loaded.session, customer: loaded.customer, locale },
        [0, 1],
      )
    : {}
  return {
    meta: { title: doc.title, description: doc.description, keywords: doc.keywords, brandSuffix: false },
    heading: doc.heading ?? doc.title,
    intro: cut > 0 ? doc.html.slice(0, cut) : '',
    body: cut > 0 ? doc.html.slice(cut) : doc.html,
    offer: {
      size: cartLimits.package7Shirts,
      fabricGroups: [...cartLimits.package7FabricGroups],
      priceBrutto: centsToEuro(unitPrice('package7', cartLimits.package7PriceCents, country).grossCents),
      vatRate: country.VAT,
    },
    descriptions,
  }
}

export const meta = routeMeta

export default function PackagePage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <h1 className="mb-6 max-w-3xl text-[2.1rem] sm:text-5xl">{loaderData.heading}</h1>
      {loaderData.intro ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML
        <div className="prose-shop" dangerouslySetInnerHTML={{ __html: loaderData.intro }} />
      ) : null}
      <PackageBuilder offer={loaderData.offer} descriptions={loaderData.descriptions} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML */}
      <div className="prose-shop mt-12" dangerouslySetInnerHTML={{ __html: loaderData.body }} />
    </article>
  )
}
