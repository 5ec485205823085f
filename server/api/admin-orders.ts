import { Hono } from 'hono'
import { z } from 'zod'
import { OrderNoteSchema, OrderSearchSchema, OrderStepSchema } from '#core/admin/order-schemas.ts'
import { changeOrderState } from '#core/admin/order-steps.ts'
import { addOrderNote, adminOrderDetail, adminOrderList } from '#core/admin/orders.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminOrdersActionSchema = z.discriminatedUnion('action', [
  OrderSearchSchema.extend({ action: z.literal('list') }),
  z.object({ action: z.literal('fetch'), orderId: OrderStepSchema.shape.orderId }),
  OrderStepSchema.extend({ action: z.literal('setStatus') }),
  OrderNoteSchema.extend({ action: z.literal('addNote') }),
])

/** Messages of refused steps (the `reason` is what screens translate). */
const refusals = {
  ORDER_STALE: ['CONFLICT', 'version: someone else changed this order; reload it'],
  BAD_TRANSITION: ['CONFLICT', 'status: the order cannot take this step now'],
  TRACKING_REQUIRED: ['BAD_INPUT', 'trackingNumber: carrier and tracking number are required to ship'],
  NOT_PAID: ['CONFLICT', 'status: nothing was paid, so nothing can be refunded'],
} as const

/** /api/admin/orders.php (docs/api.md): the back office's orders; staff and admin, 403 otherwise. */
export const adminOrdersApi = new Hono<AppEnv>().post('/admin/orders.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminOrdersActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'list':
      return ok(c, permitted(await adminOrderList(deps, actor, input)))
    case 'fetch': {
      const order = permitted(await adminOrderDetail(deps, actor, input.orderId, 'de'))
      return order
        ? ok(c, { order })
        : fail(c, 'NOT_FOUND', 'orderId: no such order', { reason: 'NOT_FOUND' })
    }
    case 'setStatus': {
      const moved = permitted(await changeOrderState(deps, actor, input, c.get('origin')))
      if (moved.ok)
        return ok(c, { orderId: input.orderId, from: moved.from, status: moved.to, version: moved.version })
      if (moved.code === 'NOT_FOUND')
        return fail(c, 'NOT_FOUND', 'orderId: no such order', { reason: 'NOT_FOUND' })
      const [code, text] = refusals[moved.code]
      const message =
        moved.code === 'BAD_TRANSITION'
          ? `status: an order that is ${moved.from} cannot become ${input.status}`
          : text
      return fail(c, code, message, { reason: moved.code, status: moved.from, version: moved.version })
    }
    case 'addNote': {
      const added = permitted(await addOrderNote(deps, actor, input))
      return added.ok
        ? ok(c, { noteId: added.noteId })
        : fail(c, 'NOT_FOUND', 'orderId: no such order', { reason: 'NOT_FOUND' })
    }
  }
})
