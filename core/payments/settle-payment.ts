import type { Db } from '#db/client.ts'
import {
  findOrderById,
  markOrderPaid,
  recordPaymentEvent,
  setPaymentEventOutcome,
} from '#db/queries/orders.ts'
import type { Deps } from '../deps.ts'
import { mailGiftVouchersOfOrder } from '../orders/order-mails.ts'
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
    const outcome = await decide(db, event, order, deps.now())
    await setPaymentEventOutcome(db, event.eventId, outcome)
    return { outcome, order }
  })

  if (settled.outcome === 'mismatch') {
    deps.logger.error(
      { eventId: event.eventId, orderId: settled.order?.id },
      'payment does not match its order',
    )
  }
  if (settled.outcome === 'paid' && settled.order) await mailGiftVouchersOfOrder(deps, settled.order)
  return settled.outcome
}

async function decide(
  db: Db,
  event: PaymentEvent,
  order: Awaited<ReturnType<typeof findOrderById>>,
  now: Date,
): Promise<SettleOutcome> {
  if (event.kind === 'ignored') return 'ignored'
  if (!order) return 'unknown-order'
  if (event.kind !== 'paid') return 'noted'
  if (!paymentMatchesOrder(event, order)) return 'mismatch'
  return (await markOrderPaid(db, order.id, now)) ? 'paid' : 'already-paid'
}
