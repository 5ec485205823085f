import type { OrderState } from '../orders/transitions.ts'
import type { Actor, SignedInActor } from './actor.ts'

type SignedInRole = SignedInActor['role']

const backOffice = ['staff', 'admin'] as const
const adminOnly = ['admin'] as const

/**
 * Who may do what (docs/decisions/014): staff run the workshop and the service desk; the admin
 * also handles money, the catalogue, customers, vouchers, the newsletter list, staff accounts, the
 * audit log and failed background jobs. No action is open to guests, so an actor that passes
 * `may` always has an id and an email for the audit log.
 */
export const permissions = {
  'backOffice.overview': backOffice,
  'orders.read': backOffice,
  'order.note': backOffice,
  'order.cancel': backOffice,
  'order.produce': backOffice,
  'order.ship': backOffice,
  'order.markPaid': adminOnly,
  'order.refund': adminOnly,
  'workshop.read': backOffice,
  'tickets.handle': backOffice,
  /** Remake, alteration or decline under the first-order fit promise (a remake is an order at 0 €). */
  'tickets.decide': backOffice,
  'feedback.handle': backOffice,
  'catalog.manage': adminOnly,
  'customers.manage': adminOnly,
  'vouchers.manage': adminOnly,
  'newsletter.manage': adminOnly,
  'staff.manage': adminOnly,
  'audit.read': adminOnly,
  'jobs.retry': adminOnly,
} as const satisfies Record<string, readonly SignedInRole[]>

export type Action = keyof typeof permissions
export const actions = Object.keys(permissions) as Action[]

/** May this actor do this? Narrows to a signed-in actor, whom the audit log can name. */
export function may(actor: Actor, action: Action): actor is SignedInActor {
  return (permissions[action] as readonly string[]).includes(actor.role)
}

/** The answer of a use case to an actor who may not; the edges turn it into 403 (or a 404 page). */
export const forbidden = { ok: false, code: 'FORBIDDEN' } as const
export type Forbidden = typeof forbidden
/** What a use case answers to an actor who may: its result type without the refusal. */
export type Permitted<T> = Exclude<Awaited<T>, Forbidden>

/** Tells the refusal from any other answer (a page of data, a found record, a write's result). */
export function isForbidden<T>(answer: T | Forbidden): answer is Forbidden {
  const refusal = answer as { ok?: unknown; code?: unknown } | null
  return typeof refusal === 'object' && refusal?.ok === false && refusal.code === 'FORBIDDEN'
}

/**
 * The action an order step is: money (recording a payment, a refund) is the admin's; making and
 * shipping are the workshop's; cancelling is order handling. A new order state needs its entry.
 */
const stepActions: Record<OrderState, Action> = {
  pending: 'order.cancel',
  paid: 'order.markPaid',
  in_production: 'order.produce',
  shipped: 'order.ship',
  delivered: 'order.ship',
  cancelled: 'order.cancel',
  refunded: 'order.refund',
  refund_requested: 'order.refund',
  refund_failed: 'order.refund',
}

export function orderStepAction(to: OrderState): Action {
  return stepActions[to]
}
