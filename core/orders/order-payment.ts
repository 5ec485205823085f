import { findCustomerOrder } from '#db/queries/orders.ts'
import { startCardCheckout } from '../payments/card-checkout.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { guestOrderPath } from './order-mail-data.ts'
import { offlinePayment, type PaymentStart } from './payment.ts'
import { isPaymentMethod } from './rules.ts'
import { orderState } from './transitions.ts'

/** Outside the order itself: the shop's origin for the links of the mails and the card page. */
export type PlaceOrderOptions = { origin?: string }

export type PlacedOrder = { orderId: number; number: string; totalBrutto: number; payment: PaymentStart }

/** What paying needs to know of the request: the shop's deps, the customer and the language. */
type PayingContext = Pick<ShirtContext, 'deps' | 'customer' | 'locale'>

type StoredOrder = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>['order']

/** The customer's own order answered again (a double submit); null for another's or none. */
export async function replayOrder(
  context: PayingContext,
  orderId: number,
  options: PlaceOrderOptions,
): Promise<({ ok: true; replay: true } & PlacedOrder) | null> {
  const found = await findCustomerOrder(context.deps.db, orderId, context.customer?.id ?? 0)
  if (!found) return null
  const { order } = found
  return {
    ok: true,
    replay: true,
    orderId: order.id,
    number: order.number ?? '',
    totalBrutto: order.totalCents / 100,
    payment: await paymentOfOrder(context, order, options),
  }
}

/** pay: the customer's own order paid again (its card page reopened); null for another's or none. */
export async function payOrder(context: ShirtContext, orderId: number, options: PlaceOrderOptions) {
  const found = context.customer
    ? await findCustomerOrder(context.deps.db, orderId, context.customer.id)
    : null
  if (!found) return null
  const { order } = found
  return {
    orderId: order.id,
    number: order.number ?? '',
    payment: await paymentOfOrder(context, order, options),
  }
}

/** How an existing order is paid now: already paid, the bank details, or (again) the card page. */
export async function paymentOfOrder(
  context: PayingContext,
  order: StoredOrder,
  options: PlaceOrderOptions,
): Promise<PaymentStart> {
  const method = isPaymentMethod(order.paymentMethod) ? order.paymentMethod : 'prepayment'
  if (order.status !== orderState.pending || order.totalCents === 0) return { kind: 'paid', method }
  if (method !== 'card') return offlinePayment(method)
  return startCardCheckout(
    context.deps,
    { id: order.id, number: order.number ?? '', totalCents: order.totalCents, paymentRef: order.paymentRef },
    cardCustomer(context, options),
  )
}

export function cardCustomer(context: PayingContext, options: PlaceOrderOptions & { guestToken?: string }) {
  return {
    email: context.customer?.email ?? '',
    locale: context.locale,
    origin: originOf(context, options),
    // A guest comes back to the order's own page (its link), not to the customer's pages.
    returnPath: options.guestToken ? guestOrderPath(options.guestToken) : null,
  }
}

export function originOf(context: Pick<ShirtContext, 'deps'>, options: PlaceOrderOptions) {
  return options.origin ?? context.deps.env.PUBLIC_ORIGIN ?? 'http://localhost'
}
