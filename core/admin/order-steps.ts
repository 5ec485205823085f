import { lockOrderForStep, updateOrderStep } from '#db/queries/admin-orders.ts'
import { markOrderPaid } from '#db/queries/orders.ts'
import { hasOpenAftersale, setOrderStatus, undoOrderEffects } from '#db/queries/staff-orders.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may, orderStepAction } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { mailGiftVouchersOfOrder } from '../orders/order-mails.ts'
import type { OrderState } from '../orders/rules.ts'
import { fitFirstChange } from '../orders/staff-orders.ts'
import { sendOrderStepMail } from '../orders/step-mails.ts'
import { type StepRefusal, stepRefusal } from '../orders/step-rules.ts'
import { refundPayment } from '../payments/refund.ts'
import { recordAudit } from './audit.ts'
import type { OrderStepInput } from './order-schemas.ts'

export type StepResult =
  | { ok: true; from: OrderState; to: OrderState; version: number }
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: StepRefusal | 'REFUND_FAILED'; from: OrderState; version: number }
  | Forbidden

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrderForStep>>>

/** The fields of an order that a step changes, for the audit log's before and after. */
const snapshot = (
  order: Pick<Locked, 'status' | 'version' | 'carrier' | 'trackingNumber' | 'refundRef'>,
) => ({
  status: order.status,
  version: order.version,
  carrier: order.carrier,
  trackingNumber: order.trackingNumber,
  refundRef: order.refundRef,
})

async function refusalOf(db: Deps['db'], order: Locked, input: OrderStepInput, now: Date) {
  const openComplaint = order.packageStage === 'first' && (await hasOpenAftersale(db, order.id))
  return stepRefusal(
    { ...order, openComplaint },
    {
      to: input.status,
      version: input.version,
      carrier: input.carrier,
      trackingNumber: input.trackingNumber,
    },
    now,
  )
}

/**
 * Moves an order one step in the back office (core/orders/rules.ts transitions, step-rules.ts
 * checks), with the audit entry in the same transaction. The row is locked and its version
 * compared, so of two staff members who saw the same version only the first one's step counts;
 * the second gets ORDER_STALE. A refund asks Stripe first (card) and is recorded only when the
 * money went back. Mails go after the commit (step-rules.ts `mailedSteps`).
 */
export async function changeOrderState(
  deps: Deps,
  actor: Actor,
  input: OrderStepInput,
  origin: string,
): Promise<StepResult> {
  if (!may(actor, orderStepAction(input.status))) return forbidden
  const now = deps.now()
  let refundRef: string | null = null
  if (input.status === 'refunded') {
    const order = await lockOrderForStep(deps.db, input.orderId)
    if (!order) return { ok: false, code: 'NOT_FOUND' }
    const refused = await refusalOf(deps.db, order, input, now)
    if (refused) return { ok: false, code: refused, from: order.status, version: order.version }
    const refund = await refundPayment(deps, order)
    if (!refund.ok) return { ok: false, code: 'REFUND_FAILED', from: order.status, version: order.version }
    refundRef = refund.refundRef
  }
  const moved = await deps.db.transaction(async (tx) => {
    const order = await lockOrderForStep(tx, input.orderId)
    if (!order) return { ok: false as const, code: 'NOT_FOUND' as const }
    const refused = await refusalOf(tx, order, input, now)
    if (refused) return { ok: false as const, code: refused, from: order.status, version: order.version }
    const to = input.status
    if (to === 'paid') await markOrderPaid(tx, order.id, now)
    else await setOrderStatus(tx, order.id, to, now, fitFirstChange(order, to, now))
    if (to === 'cancelled') await undoOrderEffects(tx, order.id)
    const changes =
      to === 'shipped'
        ? { carrier: input.carrier ?? null, trackingNumber: input.trackingNumber ?? null }
        : to === 'refunded'
          ? { refundedAt: now, refundRef }
          : {}
    await updateOrderStep(tx, order.id, changes)
    const after = { ...snapshot(order), ...changes, status: to, version: order.version + 1 }
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: order.id,
      before: snapshot(order),
      after,
    })
    return { ok: true as const, order, after }
  })
  if (!moved.ok) return moved
  const { order, after } = moved
  if (after.status === 'paid') await mailGiftVouchersOfOrder(deps, order)
  await sendOrderStepMail(deps, {
    orderId: order.id,
    customerId: order.customerId,
    number: order.number ?? '',
    lang: order.lang,
    to: after.status,
    carrier: after.carrier,
    trackingNumber: after.trackingNumber,
    origin,
  })
  return { ok: true, from: order.status, to: after.status, version: after.version }
}
