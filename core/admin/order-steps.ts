import { readOrderState } from '#db/queries/admin-orders.ts'
import type { Deps } from '../deps.ts'
import { runOrderEffects } from '../orders/order-effects.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import {
  isStaffStep,
  type OrderState,
  orderState,
  staffTarget,
  type TransitionRefusal,
} from '../orders/transitions.ts'
import type { Actor } from './audit.ts'
import type { OrderStepInput } from './order-schemas.ts'

export type StepResult =
  | { ok: true; from: OrderState; to: OrderState; version: number }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: TransitionRefusal | 'REFUND_FAILED'; from: OrderState; version: number }

/**
 * The back office moves an order one step (core/orders/transitions.ts through transitionOrder):
 * of two staff members who saw the same version only the first one's step counts, the second gets
 * ORDER_STALE. A refund is recorded as requested in that transaction and sent to the payment
 * provider only after its commit (executeRefund), so money never moves without its row; the
 * answer is the state the order ends in (refunded, or REFUND_FAILED with the order in
 * refund_failed, which staff may request again). Mails go after the commit.
 */
export async function changeOrderState(
  deps: Deps,
  actor: Actor,
  input: OrderStepInput,
  origin: string,
): Promise<StepResult> {
  const to = staffTarget(input.status)
  const moved = await deps.db.transaction(async (tx) => {
    if (!isStaffStep(to)) {
      const order = await readOrderState(tx, input.orderId)
      if (!order) return { ok: false as const, code: 'NOT_FOUND' as const }
      return {
        ok: false as const,
        code: 'BAD_TRANSITION' as const,
        from: order.status,
        version: order.version,
      }
    }
    const event = { to, carrier: input.carrier, trackingNumber: input.trackingNumber }
    return transitionOrder(tx, actor, input.orderId, event, input.version, deps.now())
  })
  if (!moved.ok) return moved
  await runOrderEffects(deps, moved.effects, origin)
  if (to !== orderState.refund_requested) return { ok: true, from: moved.from, to, version: moved.version }
  // The refund was sent after the commit: answer with what the provider's answer made of it.
  const now = await readOrderState(deps.db, input.orderId)
  if (!now) return { ok: false, code: 'NOT_FOUND' }
  if (now.status === orderState.refund_failed)
    return { ok: false, code: 'REFUND_FAILED', from: now.status, version: now.version }
  return { ok: true, from: moved.from, to: now.status, version: now.version }
}
