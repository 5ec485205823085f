import { PurposePage } from '../../components/purpose-page.tsx'
import { requireCustomer } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/checkout'

/** /checkout: login required (spec section 6). */
export function loader(args: Route.LoaderArgs) {
  requireCustomer(args)
  return { meta: messagesMeta(args.request, 'checkout') }
}

export const meta = routeMeta

const links = [['/cart', 'nav.cart']] as const

export default function CheckoutPage() {
  return <PurposePage messageKey="checkout" links={links} />
}
