import type { Db } from '#db/client.ts'
import { findOrderById, recordPaymentEvent, setPaymentEventOutcome } from '#db/queries/orders.ts'
import { systemActor } from '../admin/audit.ts'
import type { Deps } from '../deps.ts'
import { enqueueOrderEffects } from '../orders/order-jobs.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import { type OrderEffect, orderState } from '../orders/transitions.ts'
import { type PaymentEvent, paymentMatchesOrder } from './payment-event.ts'

export type SettleOutcome =
  | 'paid'
  | 'already-paid'
  | 'mismatch'
  | 'unknown-order'
  | 'noted'
  | 'duplicate'
  | 'ignored'

/**
 * Applies a verified provider event: a matching payment moves the order pending → paid (and makes
 * its gift vouchers usable) in one transaction with the event's record, so a delivery that fails
 * half-way is retried whole by the provider, and a repeated delivery changes nothing.
 * A payment that does not match the order (other amount or currency) is recorded and logged for
 * the workshop, never booked.
 */
export async function settlePayment(
  deps: Deps,
  event: PaymentEvent,
  provider = 'stripe',
): Promise<SettleOutcome> {
  const settled = await deps.db.transaction(async (db) => {
    const order = event.kind === 'ignored' ? null : await findOrderById(db, event.orderId)
    // First the record: a concurrent second delivery of the same event waits on its key here.
    const fresh = await recordPaymentEvent(db, {
      id: event.eventId,
      provider,
      type: event.type,
      orderId: order?.id ?? null,
    })
    if (!fresh) return { outcome: 'duplicate' as const, order: null }
    const { outcome, effects } = await decide(db, event, order, deps.now())
    await setPaymentEventOutcome(db, event.eventId, outcome)
    await enqueueOrderEffects(deps, db, effects, deps.env.PUBLIC_ORIGIN ?? 'http://localhost')
    return { outcome, order }
  })

  deps.counters?.payment(provider, settled.outcome)
  if (settled.outcome === 'mismatch') {
    deps.logger.error(
      { eventId: event.eventId, orderId: settled.order?.id },
      'payment does not match its order',
    )
  }
  return settled.outcome
}

async function decide(
  db: Db,
  event: PaymentEvent,
  order: Awaited<ReturnType<typeof findOrderById>>,
  now: Date,
): Promise<{ outcome: SettleOutcome; effects: OrderEffect[] }> {
  const only = (outcome: SettleOutcome) => ({ outcome, effects: [] })
  if (event.kind === 'ignored') return only('ignored')
  if (!order) return only('unknown-order')
  if (event.kind !== 'paid') return only('noted')
  if (!paymentMatchesOrder(event, order)) return only('mismatch')
  const paid = { to: orderState.paid }
  const moved = await transitionOrder(db, systemActor('payment-provider'), order.id, paid, undefined, now)
  return moved.ok ? { outcome: 'paid', effects: moved.effects } : only('already-paid')
}
