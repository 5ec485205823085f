import { cartLimits } from '#core/cart/rules.ts'
import { describeOwnedDesigns, listShirts } from '#core/shirts/read-shirts.ts'
import { VoucherForm } from '../../cart/voucher-form.tsx'
import { priceFill } from '../../content/price-fill.server.ts'
import { loadTextAround } from '../../content/text-around.server.ts'
import { TextAround } from '../../content/text-around.tsx'
import { shopContext } from '../../context.ts'
import { requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import type { Route } from './+types/gift-vouchers'

/**
 * /geschenkgutscheine: the explanation (content/{locale}/geschenkgutscheine.md) with the form that
 * puts a gift voucher into the cart after its opening paragraph: value, recipient, greeting and,
 * to gift a shirt, one of the visitor's own designs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const text = await loadTextAround(
    request,
    locale,
    'geschenkgutscheine',
    await priceFill(shop.deps.db, locale),
  )
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
    ...text,
    structuredData: [navBreadcrumb(request, context, [{ name: text.heading, path: '/geschenkgutscheine' }])],
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
    <TextAround text={loaderData}>
      <VoucherForm limits={loaderData.limits} designs={loaderData.designs} />
    </TextAround>
  )
}
