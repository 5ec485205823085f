import { canMove, type OrderState, orderState } from './transitions.ts'

/** Days after the first shirt's delivery after which the other six are made without an answer (/7er). */
export const fitConfirmDays = 14

export type PackageStage = 'first' | 'rest' | null

/**
 * Where a 7-shirt package stands: 'first-in-progress' until the fitting shirt is delivered, then
 * 'awaiting-fit' until the customer confirms the fit ('released') or 14 days pass ('released'
 * too), unless an after-sales request about the order is open ('complaint'). 'none' for orders
 * without a package.
 */
export type PackageRelease = 'none' | 'first-in-progress' | 'awaiting-fit' | 'complaint' | 'released'

export type PackageState = {
  status: OrderState
  packageStage: PackageStage
  firstDeliveredAt: Date | null
  fitConfirmedAt: Date | null
  openComplaint: boolean
}

export function packageRelease(order: PackageState, now: Date): PackageRelease {
  if (order.packageStage === null) return 'none'
  if (order.packageStage === 'rest') return 'released'
  if (order.status !== orderState.delivered || !order.firstDeliveredAt) return 'first-in-progress'
  if (order.fitConfirmedAt) return 'released'
  if (order.openComplaint) return 'complaint'
  return now.getTime() >= autoReleaseAt(order.firstDeliveredAt).getTime() ? 'released' : 'awaiting-fit'
}

/** The moment the other six are made without an answer: 14 days after the first shirt arrived. */
export function autoReleaseAt(firstDeliveredAt: Date): Date {
  return new Date(firstDeliveredAt.getTime() + fitConfirmDays * 86_400_000)
}

/**
 * The workshop's steps for an order. A package runs the states twice: first for the fitting shirt
 * (… → delivered), then, once released, from delivered back into production for the other six.
 */
export function canMoveOrder(order: PackageState, to: OrderState, now: Date): boolean {
  if (order.packageStage === 'first' && order.status === orderState.delivered) {
    return to === orderState.in_production && packageRelease(order, now) === 'released'
  }
  return canMove(order.status, to)
}

/** The customer may confirm the fit once the fitting shirt is delivered and until the six are released. */
export function mayConfirmFit(order: PackageState): boolean {
  return (
    order.packageStage === 'first' && order.status === orderState.delivered && order.firstDeliveredAt !== null
  )
}

/** A package's fitting shirt arrived (the 14 days start), or its six go into production. */
export function fitFirstChange(
  order: { status: OrderState; packageStage: PackageStage },
  to: OrderState,
  now: Date,
) {
  if (order.packageStage !== 'first') return {}
  if (to === orderState.delivered) return { firstDeliveredAt: now }
  if (order.status === orderState.delivered && to === orderState.in_production)
    return { packageStage: 'rest' as const }
  return {}
}
