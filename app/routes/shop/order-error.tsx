import { PurposePage } from '../../components/purpose-page.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import type { Route } from './+types/order-error'

/** /order/error: payment not completed. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'orderError') }
}

export const meta = routeMeta

const links = [
  ['/cart', 'nav.cart'],
  ['/service', 'nav.service'],
] as const

export default function OrderErrorPage() {
  return <PurposePage messageKey="orderError" links={links} />
}
