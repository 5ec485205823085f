import { findOrderById } from '#db/queries/orders.ts'
import { systemActor } from '../admin/audit.ts'
import type { Deps } from '../deps.ts'
import { enqueueOrderEffects } from '../orders/order-jobs.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import { type OrderEvent, type OrderState, orderState, refundKeyOf } from '../orders/transitions.ts'
import { refundPayment } from './refund.ts'

/** The state the run recorded (refunded or refund_failed), or null when it had nothing to do. */
export type RefundOutcome = { to: OrderState | null }

/**
 * The second phase of a refund, outside any request's transaction: an order recorded as
 * refund_requested is sent to the payment provider, and the answer makes it refunded (with the
 * provider's refund id) or refund_failed (with the reason). Safe to run twice: the stored
 * idempotency key makes a repeated call the same refund at the provider, and an order that is no
 * longer refund_requested is left alone (nothing is sent). The recorded step's effects (the
 * customer's refund mail) are written as jobs in its transaction.
 */
export async function executeRefund(deps: Deps, orderId: number, origin: string): Promise<RefundOutcome> {
  const order = await findOrderById(deps.db, orderId)
  if (order?.status !== orderState.refund_requested) return { to: null }
  const refund = await refundPayment(deps, { ...order, refundKey: order.refundKey ?? refundKeyOf(order.id) })
  deps.counters?.refund(refund.ok ? 'ok' : 'failed')
  const event: OrderEvent = refund.ok
    ? { to: orderState.refunded, refundRef: refund.refundRef }
    : { to: orderState.refund_failed, failure: refund.reason }
  const moved = await deps.db.transaction(async (tx) => {
    const step = await transitionOrder(tx, systemActor('refund'), orderId, event, undefined, deps.now())
    if (step.ok) await enqueueOrderEffects(deps, tx, step.effects, origin)
    return step
  })
  // Another run recorded the provider's answer first: the same refund, already on the order.
  return { to: moved.ok ? moved.to : null }
}
