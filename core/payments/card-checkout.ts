import type { Locale } from '#config/locales.ts'
import { findOrderById, setPaymentRef } from '#db/queries/orders.ts'
import type { Deps } from '../deps.ts'
import { shopLink } from '../orders/order-mail-data.ts'
import { orderState } from '../orders/transitions.ts'
import { settlePayment } from './settle-payment.ts'
import { stripeClient } from './stripe-client.ts'

export type CardOrder = {
  id: number
  number: string
  totalCents: number
  paymentRef: string | null
}

/** Where the customer goes next: the provider's payment page, or a page of the shop. */
export type CardStart =
  | { kind: 'redirect'; method: 'card'; url: string }
  | { kind: 'processing'; method: 'card' }
  | { kind: 'failed'; method: 'card' }

/**
 * Opens (or reopens) the Stripe Checkout page for a pending card order. Called after the order's
 * transaction has committed, never inside it: a slow provider must not hold the customer's lock.
 * An open session is reused; a completed one means the webhook is on its way; otherwise a new
 * session is created under an idempotency key tied to the previous one, so a double click or a
 * replayed placeOrder reaches the same payment page instead of opening two.
 */
export async function startCardCheckout(
  deps: Deps,
  order: CardOrder,
  customer: {
    email: string
    locale: Locale
    origin: string
    /** A guest's order: its own page (the guest link), where the provider sends the guest back. */
    returnPath?: string | null
  },
): Promise<CardStart> {
  try {
    const stripe = stripeClient(deps.env)
    if (order.paymentRef) {
      const previous = await stripe.checkout.sessions.retrieve(order.paymentRef)
      if (previous.status === 'open' && previous.url)
        return { kind: 'redirect', method: 'card', url: previous.url }
      if (previous.status === 'complete') return { kind: 'processing', method: 'card' }
    }
    const page = (path: string) => `${shopLink(customer.origin, customer.locale, path)}?order=${order.id}`
    // A guest cannot open the customer's pages (they need the login): back to the order's own page.
    const back = customer.returnPath ? shopLink(customer.origin, customer.locale, customer.returnPath) : null
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(order.id),
        customer_email: customer.email,
        locale: customer.locale,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: order.totalCents,
              product_data: { name: `Nadel & Faden ${order.number}` },
            },
          },
        ],
        metadata: { orderId: String(order.id), orderNumber: order.number },
        payment_intent_data: { metadata: { orderId: String(order.id), orderNumber: order.number } },
        success_url: back ?? page('/checkout-success'),
        cancel_url: back ?? page('/order/error'),
      },
      { idempotencyKey: `nf-order-${order.id}-after-${order.paymentRef ?? 'none'}` },
    )
    if (!session.url) throw new Error(`Stripe session ${session.id} has no url`)
    await setPaymentRef(deps.db, order.id, session.id)
    return { kind: 'redirect', method: 'card', url: session.url }
  } catch (error) {
    deps.logger.error({ err: error, orderId: order.id }, 'card payment could not be started')
    return { kind: 'failed', method: 'card' }
  }
}

/**
 * The customer is back from the provider's page before its webhook may have arrived: ask the
 * provider about the order's session and settle it the same way the webhook would (recorded under
 * its own key, so the webhook arriving later changes nothing). Answers whether the order is paid now.
 */
export async function confirmReturnedPayment(deps: Deps, orderId: number): Promise<boolean> {
  const order = await findOrderById(deps.db, orderId)
  if (order?.paymentMethod !== 'card' || order.status !== orderState.pending || !order.paymentRef)
    return false
  try {
    const session = await stripeClient(deps.env).checkout.sessions.retrieve(order.paymentRef)
    if (session.payment_status !== 'paid') return false
    const outcome = await settlePayment(deps, {
      kind: 'paid',
      eventId: `return:${session.id}`,
      type: 'checkout.session.retrieved',
      orderId: order.id,
      sessionId: session.id,
      amountCents: session.amount_total ?? null,
      currency: session.currency ?? null,
    })
    return outcome === 'paid' || outcome === 'already-paid'
  } catch (error) {
    deps.logger.warn({ err: error, orderId }, 'card payment could not be confirmed on return')
    return false
  }
}
