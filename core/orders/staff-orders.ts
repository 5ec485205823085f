import { findCustomerById } from '#db/queries/customers.ts'
import { findCustomerOrder, findOrderById, frozenMeasuresOf, markOrderPaid } from '#db/queries/orders.ts'
import {
  hasOpenAftersale,
  listOrdersForStaff,
  lockOrder,
  setOrderStatus,
  undoOrderEffects,
} from '#db/queries/staff-orders.ts'
import type { Actor } from '../access/actor.ts'
import { forbidden, may } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { measureFields } from '../measures/fields.ts'
import { canMoveOrder, type PackageStage } from './fit-first.ts'
import { mailGiftVouchersOfOrder } from './order-mails.ts'
import { loadOrderDetail, orderDetailOf } from './read-orders.ts'
import { type OrderState, orderStates, productionDueDate } from './rules.ts'

export const staffPageSize = 50

/**
 * The workshop's list of orders, one page, optionally in one state or matching a search (order
 * number, name, email): newest first (the API), or by due date with the open orders on top (the
 * workshop page).
 */
export async function staffOrderList(
  deps: Deps,
  actor: Actor,
  input: { status?: OrderState; search?: string; sort?: 'newest' | 'due'; page: number },
) {
  if (!may(actor, 'workshop.read')) return forbidden
  const rows = await listOrdersForStaff(deps.db, {
    status: input.status,
    search: input.search,
    sort: input.sort,
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
    /** 'Fertig bis' (the production sheet's date), as an ISO day. */
    due: productionDueDate(row.createdAt).toISOString().slice(0, 10),
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

/**
 * The workshop's sheet of one order: the order as its customer sees it, who ordered, the steps it
 * may take next (fit first included) and the frozen measurement profiles its shirts are cut to.
 */
export async function staffOrderSheet(deps: Deps, orderId: number) {
  const row = await findOrderById(deps.db, orderId)
  if (!row) return null
  const found = await findCustomerOrder(deps.db, orderId, row.customerId)
  if (!found) return null
  const order = await orderDetailOf(deps.db, found, deps.now())
  const openComplaint = row.packageStage === 'first' && (await hasOpenAftersale(deps.db, orderId))
  const state = { ...row, openComplaint }
  const profiles = new Map(frozenMeasuresOf(found.items).map((measure) => [measure.measureId, measure]))
  const customer = await findCustomerById(deps.db, row.customerId)
  return {
    order,
    customer: customer
      ? { name: `${customer.firstName} ${customer.lastName}`.trim(), email: customer.email }
      : null,
    nextStates: orderStates.filter((to) => canMoveOrder(state, to, deps.now())),
    measures: [...profiles.values()].map((measure) => ({
      measureId: measure.measureId,
      name: measure.set_name,
      values: measureFields.map(({ name, unit }) => ({
        field: name,
        unit,
        value: measure[name] as number | null,
      })),
    })),
  }
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
      db,
    ): Promise<
      { ok: true; from: OrderState; to: OrderState; customerId: number; lang: string } | MoveFailure
    > => {
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
export function fitFirstChange(
  order: { status: OrderState; packageStage: PackageStage },
  to: OrderState,
  now: Date,
) {
  if (order.packageStage !== 'first') return {}
  if (to === 'delivered') return { firstDeliveredAt: now }
  if (order.status === 'delivered' && to === 'in_production') return { packageStage: 'rest' as const }
  return {}
}
