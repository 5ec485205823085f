import { findCustomerById } from '#db/queries/customers.ts'
import { findCustomerOrder, findOrderById } from '#db/queries/orders.ts'
import { hasOpenAftersale, listOrdersForStaff } from '#db/queries/staff-orders.ts'
import type { Actor } from '../access/actor.ts'
import { forbidden, may } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { measureFields } from '../measures/fields.ts'
import { visibleOrderProfiles, workshop } from '../measures/visibility.ts'
import { canMoveOrder } from './fit-first.ts'
import { loadOrderDetail, orderDetailOf } from './read-orders.ts'
import { productionDueDate } from './rules.ts'
import { isStaffStep, type OrderState, orderStates } from './transitions.ts'

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
  const order = await orderDetailOf(deps.db, found, deps.now(), workshop)
  const openComplaint = row.packageStage === 'first' && (await hasOpenAftersale(deps.db, orderId))
  const state = { ...row, openComplaint }
  const profiles = new Map(
    visibleOrderProfiles(workshop, row.customerId, found.items).map((measure) => [
      measure.measureId,
      measure,
    ]),
  )
  const customer = await findCustomerById(deps.db, row.customerId)
  return {
    order,
    customer: customer
      ? {
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          email: customer.email,
          guest: customer.guestSince !== null,
        }
      : null,
    nextStates: orderStates.filter((to) => isStaffStep(to) && canMoveOrder(state, to, deps.now())),
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
