import { type OrderStatus, orderStatus, orderStatuses } from '#db/schema/statuses.ts'

/**
 * The order's transition table: the one place besides the schema that names order states. Every
 * change of an order's state goes through `transitionOrder` (transition-order.ts), which asks
 * this table and returns `effectsOf` the step, which become jobs of the step's transaction.
 *
 * pending → paid → in_production → shipped → delivered; cancelled before production. A refund
 * (after a cancellation or the return of a delivered order) is first recorded as
 * refund_requested, then the provider's answer makes it refunded or refund_failed; a failed
 * refund may be requested again.
 */
export const orderStates = orderStatuses
export type OrderState = OrderStatus
/** The states by name (`orderState.paid`), for code outside this table. */
export const orderState = orderStatus

const transitions = {
  pending: ['paid', 'cancelled'],
  paid: ['in_production', 'cancelled'],
  in_production: ['shipped'],
  shipped: ['delivered'],
  delivered: ['refund_requested'],
  cancelled: ['refund_requested'],
  refund_requested: ['refunded', 'refund_failed'],
  refund_failed: ['refund_requested'],
  refunded: [],
} as const satisfies Record<OrderState, readonly OrderState[]>

export function canMove(from: OrderState, to: OrderState): boolean {
  return (transitions[from] as readonly OrderState[]).includes(to)
}

export function isOrderState(value: string): value is OrderState {
  return (orderStates as readonly string[]).includes(value)
}

/** Only the payment provider's answer ends a refund; staff request it (and request it again). */
const providerAnswers: readonly OrderState[] = ['refunded', 'refund_failed']

/** Whether staff may choose `to` as a step in the back office. */
export function isStaffStep(to: OrderState): boolean {
  return !providerAnswers.includes(to)
}

/**
 * Staff ask for 'refunded' (the API's word for "give the money back"); the order records the
 * request first and the provider's answer decides the rest.
 */
export function staffTarget(to: OrderState): OrderState {
  return to === 'refunded' ? 'refund_requested' : to
}

/** Paid, waiting for or in production: the production sheets' batch and the shirt queue. */
export const productionStates: readonly OrderState[] = ['paid', 'in_production']
/** Shipped or delivered: the customer has the shirts (fit feedback). */
export const receivedStates: readonly OrderState[] = ['shipped', 'delivered']
/** The steps a customer follows a paid order through (a remake's progress on the original's page). */
export const progressStates: readonly OrderState[] = ['paid', 'in_production', 'shipped', 'delivered']
/** The orders that wait for staff on the overview. */
export const waitingStates: readonly OrderState[] = [
  'pending',
  'paid',
  'in_production',
  'shipped',
  'refund_failed',
]

/** The provider's idempotency key of an order's refund: a retry is the same refund. */
export function refundKeyOf(orderId: number): string {
  return `refund-order-${orderId}`
}

/** What a step asks for besides the state: a shipment's tracking, a refund's answer. */
export type OrderEvent = {
  to: OrderState
  carrier?: string | null
  trackingNumber?: string | null
  /** Stripe's refund id; null for money paid back by hand. */
  refundRef?: string | null
  /** Why the provider refused the refund. */
  failure?: string
}

export type TransitionRefusal = 'ORDER_STALE' | 'BAD_TRANSITION' | 'TRACKING_REQUIRED' | 'NOT_PAID'

/** A package's fit-first facts (fit-first.ts) plus what every step checks. */
export type TransitionOrder = {
  status: OrderState
  version: number
  paidAt: Date | null
}

/** Whether a step may happen, given whether the transition table (with fit first) allows it. */
export function transitionRefusal(
  order: TransitionOrder,
  event: OrderEvent,
  allowed: boolean,
  expectedVersion?: number,
): TransitionRefusal | null {
  if (expectedVersion !== undefined && expectedVersion !== order.version) return 'ORDER_STALE'
  if (!allowed) return 'BAD_TRANSITION'
  if (event.to === 'shipped' && !(event.carrier && event.trackingNumber)) return 'TRACKING_REQUIRED'
  if (event.to === 'refund_requested' && order.paidAt === null) return 'NOT_PAID'
  return null
}

/** The columns a step writes besides the state, its time and the version. */
export function transitionChanges(orderId: number, event: OrderEvent, now: Date) {
  switch (event.to) {
    case 'paid':
      return { paidAt: now }
    case 'shipped':
      return { carrier: event.carrier ?? null, trackingNumber: event.trackingNumber ?? null, shippedAt: now }
    case 'refund_requested':
      return { refundKey: refundKeyOf(orderId), refundFailure: null }
    case 'refunded':
      return { refundedAt: now, refundRef: event.refundRef ?? null, refundFailure: null }
    case 'refund_failed':
      return { refundFailure: event.failure ?? 'unknown' }
    default:
      return {}
  }
}

/** Which steps mail the customer: the shipment, a cancellation and a refund. */
export const mailedSteps: readonly OrderState[] = ['shipped', 'cancelled', 'refunded']

/**
 * What a step leaves behind, as data: each becomes a job written in the step's transaction
 * (order-jobs.ts), run by the worker after the commit, and each is safe to run twice (mails are sent from the order as it is; a refund of an
 * order that is no longer refund_requested does nothing).
 */
export type OrderEffect =
  /** The gift vouchers bought with the order, now usable, to the buyer. */
  | { kind: 'gift-vouchers-mail'; orderId: number }
  /** The customer's mail about the step (mailedSteps). */
  | { kind: 'step-mail'; orderId: number; to: OrderState }
  /** Ask the payment provider for the money (core/payments/execute-refund.ts). */
  | { kind: 'refund'; orderId: number }

export function effectsOf(transition: { orderId: number; to: OrderState }): OrderEffect[] {
  const { orderId, to } = transition
  return [
    ...(to === 'paid' ? [{ kind: 'gift-vouchers-mail' as const, orderId }] : []),
    ...(mailedSteps.includes(to) ? [{ kind: 'step-mail' as const, orderId, to }] : []),
    ...(to === 'refund_requested' ? [{ kind: 'refund' as const, orderId }] : []),
  ]
}
