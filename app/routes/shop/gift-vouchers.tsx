import { cartLimits } from '#core/cart/rules.ts'
import { describeOwnedDesigns, listShirts } from '#core/shirts/read-shirts.ts'
import { VoucherForm } from '../../cart/voucher-form.tsx'
import { loadContent } from '../../content/content.server.ts'
import { shopContext } from '../../context.ts'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/gift-vouchers'

/**
 * /geschenkgutscheine: the explanation (content/{locale}/geschenkgutscheine.md) with the form that
 * puts a gift voucher into the cart after its opening paragraph: value, recipient, greeting and,
 * to gift a shirt, one of the visitor's own designs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const doc = await loadContent(locale, 'geschenkgutscheine')
  if (!doc) pageNotFound(request)
  const cut = doc.html.indexOf('<h2')
  const loaded = shop.session
  const shirtContext = loaded
    ? { deps: shop.deps, session: loaded.session, customer: loaded.customer, locale }
    : null
  const statuses = [0, 1, 2]
  const [shirts, descriptions]: [Awaited<ReturnType<typeof listShirts>>, Record<number, string>] =
    shirtContext
      ? await Promise.all([listShirts(shirtContext, statuses), describeOwnedDesigns(shirtContext, statuses)])
      : [[], {}]
  return {
    meta: { title: doc.title, description: doc.description, keywords: doc.keywords, brandSuffix: false },
    heading: doc.heading ?? doc.title,
    intro: cut > 0 ? doc.html.slice(0, cut) : '',
    body: cut > 0 ? doc.html.slice(cut) : doc.html,
    limits: { min: cartLimits.voucherMinCents / 100, max: cartLimits.voucherMaxCents / 100 },
    designs: shirts.map((shirt) => ({
      shirtId: shirt.shirtId,
      priceBrutto: shirt.priceBrutto,
      summary: descriptions[shirt.shirtId] ?? '',
    })),
  }
}

export const meta = routeMeta

export default function GiftVouchersPage({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <h1 className="mb-6 max-w-3xl text-[2.1rem] sm:text-5xl">{loaderData.heading}</h1>
      {loaderData.intro ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML
        <div className="prose-shop" dangerouslySetInnerHTML={{ __html: loaderData.intro }} />
      ) : null}
      <VoucherForm limits={loaderData.limits} designs={loaderData.designs} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own Markdown, rendered without raw HTML */}
      <div className="prose-shop mt-12" dangerouslySetInnerHTML={{ __html: loaderData.body }} />
    </article>
  )
}
