import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/order-completed'

/** /order/completed: payment confirmed. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'orderCompleted') }
}

export const meta = routeMeta

const links = [
  ['/dashboard/orders', 'pages.dashboardOrders.title'],
  ['/', 'errors.backHome'],
] as const

export default function OrderCompletedPage() {
  return <PurposePage messageKey="orderCompleted" links={links} />
}
