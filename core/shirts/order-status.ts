/**
 * The shirt's orderStatus as a transition table (spec section 4): 0 open, 1 in cart, 2 ordered.
 * addToCart moves 0 → 1, remove moves 1 → 0, ordering (checkout) moves 1 → 2; 2 is final.
 */
export const orderStatus = { open: 0, inCart: 1, ordered: 2 } as const
export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus]

export const transitions = {
  addToCart: { from: 0, to: 1 },
  remove: { from: 1, to: 0 },
  order: { from: 1, to: 2 },
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
  return value === 0 || value === 1 || value === 2
}
