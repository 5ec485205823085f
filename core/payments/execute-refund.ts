import { findOrderById } from '#db/queries/orders.ts'
import { systemActor } from '../admin/audit.ts'
import type { Deps } from '../deps.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import {
  type OrderEffect,
  type OrderEvent,
  type OrderState,
  orderState,
  refundKeyOf,
} from '../orders/transitions.ts'
import { refundPayment } from './refund.ts'

/** The state the run recorded (refunded or refund_failed), or null when it had nothing to do. */
export type RefundOutcome = { to: OrderState | null; effects: OrderEffect[] }

/**
 * The second phase of a refund, outside any request's transaction: an order recorded as
 * refund_requested is sent to the payment provider, and the answer makes it refunded (with the
 * provider's refund id) or refund_failed (with the reason). Safe to run twice: the stored
 * idempotency key makes a repeated call the same refund at the provider, and an order that is no
 * longer refund_requested is left alone (nothing is sent). The answer lists the effects of the
 * recorded step (the customer's refund mail) for the caller to run.
 */
export async function executeRefund(deps: Deps, orderId: number): Promise<RefundOutcome> {
  const order = await findOrderById(deps.db, orderId)
  if (order?.status !== orderState.refund_requested) return { to: null, effects: [] }
  const refund = await refundPayment(deps, { ...order, refundKey: order.refundKey ?? refundKeyOf(order.id) })
  const event: OrderEvent = refund.ok
    ? { to: orderState.refunded, refundRef: refund.refundRef }
    : { to: orderState.refund_failed, failure: refund.reason }
  const moved = await deps.db.transaction((tx) =>
    transitionOrder(tx, systemActor('refund'), orderId, event, undefined, deps.now()),
  )
  // Another run recorded the provider's answer first: the same refund, already on the order.
  if (!moved.ok) return { to: null, effects: [] }
  return { to: moved.to, effects: moved.effects }
}
