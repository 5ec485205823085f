import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { OrderConfirmation } from '../../orders/order-confirmation.tsx'
import { orderAfterPayment } from '../../orders/order-loader.server.ts'
import type { Route } from './+types/checkout-success'

/**
 * /checkout-success: the order is placed; payment by transfer or invoice is still to come, or the
 * customer is back from the card page (the order is settled here if the webhook has not arrived yet).
 */
export async function loader(args: Route.LoaderArgs) {
  return { meta: messagesMeta(args.request, 'checkoutSuccess'), ...(await orderAfterPayment(args)) }
}

export const meta = routeMeta

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  return <OrderConfirmation page="checkoutSuccess" order={loaderData.order} loggedIn={loaderData.loggedIn} />
}
