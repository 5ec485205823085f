import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/checkout-success'

/** /checkout-success: the answer after placing an order. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'checkoutSuccess') }
}

export const meta = routeMeta

const links = [
  ['/dashboard/orders', 'pages.dashboardOrders.title'],
  ['/', 'errors.backHome'],
] as const

export default function CheckoutSuccessPage() {
  return <PurposePage messageKey="checkoutSuccess" links={links} />
}
