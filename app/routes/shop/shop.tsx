import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/shop'

/** /shop: the accessories shop (products arrive with the catalog, issue 7). */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'shop') }
}

export const meta = routeMeta

const links = [
  ['/hemdendesigner', 'nav.designer'],
  ['/geschenkgutscheine', 'footer.giftVouchers'],
] as const

export default function ShopPage() {
  return <PurposePage messageKey="shop" links={links} />
}
