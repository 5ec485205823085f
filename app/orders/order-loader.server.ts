import type { RouterContextProvider } from 'react-router'
import { fetchOrder, listOrders } from '#core/orders/read-orders.ts'
import { orderState } from '#core/orders/transitions.ts'
import { confirmReturnedPayment } from '#core/payments/card-checkout.ts'
import { shopContext } from '../context.ts'
import { requestLocale } from '../lib/page.server.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

function shirtContextOf({ request, context }: Args) {
  const shop = context.get(shopContext)
  const loaded = shop.session
  if (!loaded?.customer) return null
  return {
    deps: shop.deps,
    session: loaded.session,
    customer: loaded.customer,
    locale: requestLocale(request).locale,
  }
}

/** The order named by ?order= when it belongs to the logged-in customer; null otherwise. */
export async function orderFromQuery(args: Args) {
  const context = shirtContextOf(args)
  const id = Number(new URL(args.request.url).searchParams.get('order'))
  if (!context || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    return { loggedIn: !!context, order: null }
  return { loggedIn: true, order: await fetchOrder(context, id) }
}

export async function ordersOfCustomer(args: Args) {
  const context = shirtContextOf(args)
  return context ? ((await listOrders(context)) ?? []) : []
}

/** After the payment provider's page: the order of ?order=, settled first if the provider says it is paid. */
export async function orderAfterPayment(args: Args) {
  const found = await orderFromQuery(args)
  const { order } = found
  if (order?.paymentMethod !== 'card' || order.status !== orderState.pending) return found
  const context = shirtContextOf(args)
  if (!context || !(await confirmReturnedPayment(context.deps, order.orderId))) return found
  return { loggedIn: true, order: await fetchOrder(context, order.orderId) }
}
