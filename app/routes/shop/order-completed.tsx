import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { OrderConfirmation } from '../../orders/order-confirmation.tsx'
import { orderFromQuery } from '../../orders/order-loader.server.ts'
import type { Route } from './+types/order-completed'

/** /order-completed: the order is placed; payment by transfer or invoice is still to come. */
export async function loader(args: Route.LoaderArgs) {
  return { meta: messagesMeta(args.request, 'orderCompleted'), ...(await orderFromQuery(args)) }
}

export const meta = routeMeta

export default function OrderCompletedPage({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation page="orderCompleted" order={loaderData.order} loggedIn={loaderData.loggedIn} />
}
