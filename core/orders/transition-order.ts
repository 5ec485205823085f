import type { Db } from '#db/client.ts'
import { lockOrderForStep } from '#db/queries/admin-orders.ts'
import { moveOrderStatus, movePurchasedVouchers } from '#db/queries/orders.ts'
import { hasOpenAftersale, undoOrderEffects } from '#db/queries/staff-orders.ts'
import { voucherStatus } from '#db/schema/statuses.ts'
import { type AuditActor, recordAudit } from '../admin/audit.ts'
import { voucherSourcesOf } from '../vouchers/transitions.ts'
import { canMoveOrder, fitFirstChange } from './fit-first.ts'
import {
  effectsOf,
  type OrderEffect,
  type OrderEvent,
  type OrderState,
  orderState,
  type TransitionRefusal,
  transitionChanges,
  transitionRefusal,
} from './transitions.ts'

export type TransitionResult =
  | { ok: true; from: OrderState; to: OrderState; version: number; effects: OrderEffect[] }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: TransitionRefusal; from: OrderState; version: number }

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrderForStep>>>

/** The fields of an order that a step changes, for the audit log's before and after. */
const snapshot = (order: Locked) => ({
  status: order.status,
  version: order.version,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
  refundRef: order.refundRef,
  refundFailure: order.refundFailure,
})

/**
 * The one way an order changes state (transitions.ts), on the handle of the caller's
 * transaction: the row is locked, so of two steps on the same version only the first counts and
 * the second gets ORDER_STALE (when it names the version it saw) or BAD_TRANSITION. In the same
 * transaction: the state with its columns and version bump, the gift vouchers it bought (usable
 * when paid, void when cancelled), what a cancellation gives back, and the audit entry.
 * Nothing leaves the database here: the answer lists the step's effects, which the caller writes
 * as jobs in the same transaction (order-jobs.ts `enqueueOrderEffects`).
 */
export async function transitionOrder(
  db: Db,
  actor: AuditActor,
  orderId: number,
  event: OrderEvent,
  expectedVersion?: number,
  now: Date = new Date(),
): Promise<TransitionResult> {
  const order = await lockOrderForStep(db, orderId)
  if (!order) return { ok: false, code: 'NOT_FOUND' }
  const openComplaint = order.packageStage === 'first' && (await hasOpenAftersale(db, orderId))
  const allowed = canMoveOrder({ ...order, openComplaint }, event.to, now)
  const refused = transitionRefusal(order, event, allowed, expectedVersion)
  if (refused) return { ok: false, code: refused, from: order.status, version: order.version }

  const changes = { ...transitionChanges(orderId, event, now), ...fitFirstChange(order, event.to, now) }
  const version = await moveOrderStatus(db, orderId, { from: order.status, to: event.to, at: now }, changes)
  if (version === null) throw new Error(`order ${orderId} changed under its lock`)
  if (event.to === orderState.paid) {
    await movePurchasedVouchers(db, orderId, {
      from: voucherSourcesOf(voucherStatus.active),
      to: voucherStatus.active,
    })
  }
  if (event.to === orderState.cancelled) {
    await undoOrderEffects(db, orderId)
    await movePurchasedVouchers(db, orderId, {
      from: voucherSourcesOf(voucherStatus.void),
      to: voucherStatus.void,
    })
  }
  await recordAudit(db, actor, {
    action: 'order.status',
    entityType: 'order',
    entityId: orderId,
    before: snapshot(order),
    after: { ...snapshot(order), ...changes, status: event.to, version },
  })
  return {
    ok: true,
    from: order.status,
    to: event.to,
    version,
    effects: effectsOf({ orderId, to: event.to }),
  }
}
