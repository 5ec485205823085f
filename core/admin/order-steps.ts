import { readOrderState } from '#db/queries/admin-orders.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may, orderStepAction } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { enqueueOrderEffects } from '../orders/order-jobs.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import { isStaffStep, type OrderState, staffTarget, type TransitionRefusal } from '../orders/transitions.ts'
import type { OrderStepInput } from './order-schemas.ts'

export type StepResult =
  | { ok: true; from: OrderState; to: OrderState; version: number }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: TransitionRefusal; from: OrderState; version: number }
  | Forbidden

/**
 * The back office moves an order one step (core/orders/transitions.ts through transitionOrder):
 * of two staff members who saw the same version only the first one's step counts, the second gets
 * ORDER_STALE. A refund is recorded as refund_requested in that transaction together with the
 * job that sends it to the payment provider (executeRefund), so money never moves without its
 * row; the worker then records refunded, or refund_failed, which staff may request again. The
 * step's mails are jobs written in the same transaction.
 */
export async function changeOrderState(
  deps: Deps,
  actor: Actor,
  input: OrderStepInput,
  origin: string,
): Promise<StepResult> {
  if (!may(actor, orderStepAction(input.status))) return forbidden
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
    const step = await transitionOrder(tx, actor, input.orderId, event, input.version, deps.now())
    if (step.ok) await enqueueOrderEffects(deps, tx, step.effects, origin)
    return step
  })
  if (!moved.ok) return moved
  return { ok: true, from: moved.from, to, version: moved.version }
}
