import { canMoveOrder, type PackageState } from './fit-first.ts'
import type { OrderState } from './rules.ts'

/** Why a back-office step is refused (the `reason` of the API and the page's message key). */
export type StepRefusal = 'ORDER_STALE' | 'BAD_TRANSITION' | 'TRACKING_REQUIRED' | 'NOT_PAID'

export type StepOrder = PackageState & { version: number; paidAt: Date | null }

/**
 * Whether the back office may move an order to `to` now: the order is unchanged since the staff
 * member read it (`version`), the transition table (fit first included) allows the step, a
 * shipment names its carrier and tracking number, and only money that arrived can be refunded.
 */
export function stepRefusal(
  order: StepOrder,
  step: { to: OrderState; version?: number; carrier?: string; trackingNumber?: string },
  now: Date,
): StepRefusal | null {
  if (step.version !== undefined && step.version !== order.version) return 'ORDER_STALE'
  if (!canMoveOrder(order, step.to, now)) return 'BAD_TRANSITION'
  if (step.to === 'shipped' && !(step.carrier && step.trackingNumber)) return 'TRACKING_REQUIRED'
  if (step.to === 'refunded' && order.paidAt === null) return 'NOT_PAID'
  return null
}

/**
 * Which steps mail the customer (issue 18): the shipment (carrier and tracking number), a
 * cancellation and a refund. Payment received, production and delivery do not: the order
 * confirmation already names the production time, and a mail per workshop step is noise.
 */
export const mailedSteps: readonly OrderState[] = ['shipped', 'cancelled', 'refunded']
