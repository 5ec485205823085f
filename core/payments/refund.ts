import type { Deps } from '../deps.ts'
import { stripeClient } from './stripe-client.ts'

export type RefundResult = { ok: true; refundRef: string | null } | { ok: false; reason: string }

/**
 * Gives a paid order's money back. A card payment goes through Stripe's refund API (the whole
 * payment intent of the order's Checkout Session) under the order's stored idempotency key, so a
 * retry is the same refund, never a second one. Other payments were transfers: the workshop pays
 * them back by hand, and the shop records the refund without a provider reference.
 */
export async function refundPayment(
  deps: Pick<Deps, 'env' | 'logger'>,
  order: { id: number; paymentMethod: string; paymentRef: string | null; refundKey: string },
): Promise<RefundResult> {
  if (order.paymentMethod !== 'card') return { ok: true, refundRef: null }
  if (!order.paymentRef) return { ok: false, reason: 'no payment session' }
  try {
    const stripe = stripeClient(deps.env)
    const session = await stripe.checkout.sessions.retrieve(order.paymentRef)
    const intent =
      typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
    if (!intent) return { ok: false, reason: 'no payment intent' }
    const refund = await stripe.refunds.create(
      { payment_intent: intent },
      { idempotencyKey: order.refundKey },
    )
    return { ok: true, refundRef: refund.id }
  } catch (error) {
    deps.logger.warn({ err: error, orderId: order.id }, 'Stripe refused the refund')
    return { ok: false, reason: error instanceof Error ? error.message.slice(0, 500) : 'refused' }
  }
}
