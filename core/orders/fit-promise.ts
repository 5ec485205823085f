import { type OrderState, receivedStates } from './transitions.ts'

/**
 * The first-order fit promise (/erstbestellerkulanz): the first shirt of a customer's first order
 * is altered or made again free of charge when it does not fit, reported within 30 days of
 * delivery, once per customer. The one place this rule lives: the service form asks it when a
 * customer requests a remake, the back office asks it again when staff decide.
 */
export const fitPromiseDays = 30

/** Why the promise does not cover a request; each has its text in every language (`fitPromise.reasons`). */
export const fitPromiseRefusals = [
  'NOT_FIRST_ORDER',
  'NOT_FIRST_SHIRT',
  'NOT_RECEIVED',
  'TOO_LATE',
  'ALREADY_USED',
] as const
export type FitPromiseRefusal = (typeof fitPromiseRefusals)[number]

/** What staff may give as a reason besides the rule's: the shirt was worn or altered elsewhere, or the fit is right. */
export const staffDeclineReasons = ['ALTERED_ELSEWHERE', 'WORN', 'FITS_AS_ORDERED'] as const
export const declineReasons = [...fitPromiseRefusals, ...staffDeclineReasons] as const
export type DeclineReason = (typeof declineReasons)[number]

/** What staff decide on a request under the promise. */
export const fitPromiseDecisions = ['remake', 'alteration', 'declined'] as const
export type FitPromiseDecision = (typeof fitPromiseDecisions)[number]

export type FitPromiseCase = {
  order: {
    /** The order was the customer's first with shirts (orders.first_order, set at checkout). */
    firstOrder: boolean
    status: OrderState
    /** When the order was marked delivered; null while it is on its way. */
    deliveredAt: Date | null
  }
  /** The design the request names; null: the order's first shirt. */
  shirtId: number | null
  /** The design of the order's first shirt line (a package's first design); null when it was deleted. */
  firstShirtId: number | null
  /** When the customer reported it: the request's time, not the day staff decide. */
  reportedAt: Date
  /** A remake or alteration was granted to this customer already. */
  used: boolean
}

/** The last moment a shirt delivered at `deliveredAt` can be reported. */
export function fitPromiseEnds(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + fitPromiseDays * 86_400_000)
}

/**
 * Null when the promise covers the request, else the first reason it does not. A shipped order
 * not yet marked delivered is covered: its 30 days have not started.
 */
export function fitPromiseRefusal(request: FitPromiseCase): FitPromiseRefusal | null {
  const { order } = request
  if (!order.firstOrder) return 'NOT_FIRST_ORDER'
  if (request.shirtId !== null && request.shirtId !== request.firstShirtId) return 'NOT_FIRST_SHIRT'
  if (!receivedStates.includes(order.status)) return 'NOT_RECEIVED'
  if (order.deliveredAt && request.reportedAt.getTime() > fitPromiseEnds(order.deliveredAt).getTime())
    return 'TOO_LATE'
  if (request.used) return 'ALREADY_USED'
  return null
}

export function isDeclineReason(value: string): value is DeclineReason {
  return (declineReasons as readonly string[]).includes(value)
}
