import { shirtOrderStatus } from '#db/schema/shirts.ts'

/**
 * The shirt's orderStatus as a transition table: 0 open, 1 in cart, 2 ordered.
 * addToCart moves 0 → 1, remove moves 1 → 0, ordering (checkout) moves 1 → 2; 2 is final.
 */
export const orderStatus = shirtOrderStatus
export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus]

export const transitions = {
  addToCart: { from: orderStatus.open, to: orderStatus.inCart },
  remove: { from: orderStatus.inCart, to: orderStatus.open },
  order: { from: orderStatus.inCart, to: orderStatus.ordered },
} as const
export type StatusEvent = keyof typeof transitions

export function nextStatus(current: number, event: StatusEvent): OrderStatus | null {
  const transition = transitions[event]
  return current === transition.from ? transition.to : null
}

/** Ordered designs cannot be changed or deleted, only duplicated. */
export function isEditable(status: number): boolean {
  return status !== orderStatus.ordered
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return Object.values<unknown>(orderStatus).includes(value)
}
