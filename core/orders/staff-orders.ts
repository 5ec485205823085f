import type { Db } from '#db/client.ts'
import { findOrderById, markOrderPaid } from '#db/queries/orders.ts'
import {
  hasOpenAftersale,
  listOrdersForStaff,
  lockOrder,
  setOrderStatus,
  undoOrderEffects,
} from '#db/queries/staff-orders.ts'
import type { Deps } from '../deps.ts'
import { canMoveOrder, type PackageStage } from './fit-first.ts'
import { mailGiftVouchersOfOrder } from './order-mails.ts'
import { loadOrderDetail } from './read-orders.ts'
import type { OrderState } from './rules.ts'

export const staffPageSize = 50

/** The workshop's list of orders (newest first), one page, optionally in one state. */
export async function staffOrderList(deps: Deps, input: { status?: OrderState; page: number }) {
  const rows = await listOrdersForStaff(deps.db, {
    status: input.status,
    limit: staffPageSize,
    offset: (input.page - 1) * staffPageSize,
  })
  return rows.map((row) => ({
    orderId: row.id,
    number: row.number ?? '',
    status: row.status,
    paymentMethod: row.paymentMethod,
    totalBrutto: row.totalCents / 100,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    expectedDelivery: row.expectedDelivery,
    needBy: row.needBy,
    packageStage: row.packageStage,
    customer: {
      customerId: row.customerId,
      email: row.email,
      name: `${row.firstName} ${row.lastName}`.trim(),
    },
  }))
}

/** One order as its customer sees it, for whichever customer it belongs to. */
export async function staffOrderDetail(deps: Deps, orderId: number) {
  const order = await findOrderById(deps.db, orderId)
  return order ? loadOrderDetail(deps.db, orderId, order.customerId, deps.now()) : null
}

export type MoveFailure =
  | { ok: false; code: 'NOT_FOUND' }
  | { ok: false; code: 'BAD_TRANSITION'; from: OrderState }

/**
 * The workshop moves an order along pending → paid → in production → shipped → delivered, or
 * cancels it before production; a 7-shirt package runs production twice (fit first, `fit-first.ts`). One transaction holding the order's row, so two clicks cannot
 * both pass the check; 'paid' also makes bought gift vouchers usable (and mails them after the
 * commit), 'cancelled' gives back redeemed voucher amounts and stock.
 */
export async function moveOrder(
  deps: Deps,
  orderId: number,
  to: OrderState,
): Promise<{ ok: true; from: OrderState; to: OrderState } | MoveFailure> {
  const now = deps.now()
  const moved = await deps.db.transaction(
    async (
      tx,
    ): Promise<
      { ok: true; from: OrderState; to: OrderState; customerId: number; lang: string } | MoveFailure
    > => {
      const db = tx as unknown as Db
      const order = await lockOrder(db, orderId)
      if (!order) return { ok: false, code: 'NOT_FOUND' }
      const state = {
        ...order,
        openComplaint: order.packageStage === 'first' && (await hasOpenAftersale(db, orderId)),
      }
      if (!canMoveOrder(state, to, now)) return { ok: false, code: 'BAD_TRANSITION', from: order.status }
      if (to === 'paid') await markOrderPaid(db, orderId, now)
      else await setOrderStatus(db, orderId, to, now, fitFirstChange(order, to, now))
      if (to === 'cancelled') await undoOrderEffects(db, orderId)
      return { ok: true, from: order.status, to, customerId: order.customerId, lang: order.lang }
    },
  )
  if (!moved.ok) return moved
  if (to === 'paid')
    await mailGiftVouchersOfOrder(deps, { id: orderId, customerId: moved.customerId, lang: moved.lang })
  return { ok: true, from: moved.from, to: moved.to }
}

/** A package's fitting shirt arrived (the 14 days start), or its six go into production. */
function fitFirstChange(
  order: { status: OrderState; packageStage: PackageStage },
  to: OrderState,
  now: Date,
) {
  if (order.packageStage !== 'first') return {}
  if (to === 'delivered') return { firstDeliveredAt: now }
  if (order.status === 'delivered' && to === 'in_production') return { packageStage: 'rest' as const }
  return {}
}
