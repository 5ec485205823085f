import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/orders'

/** /dashboard/orders. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'dashboardOrders') }
}

export const meta = routeMeta

const links = [['/hemdendesigner', 'nav.designer']] as const

export default function OrdersPage() {
  return <PurposePage messageKey="dashboardOrders" links={links} />
}
