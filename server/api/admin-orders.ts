import { Hono } from 'hono'
import { z } from 'zod'
import { orderStates } from '#core/orders/rules.ts'
import { moveOrder, staffOrderDetail, staffOrderList } from '#core/orders/staff-orders.ts'
import { isStaff } from '#core/sessions/staff.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const AdminOrdersActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('list'),
    status: z.enum(orderStates).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  z.object({ action: z.literal('fetch'), orderId: id }),
  z.object({ action: z.literal('setStatus'), orderId: id, status: z.enum(orderStates) }),
])

/** /api/admin/orders.php (API.md): the workshop's orders; only with the admin flag, 403 otherwise. */
export const adminOrdersApi = new Hono<AppEnv>().post('/admin/orders.php', async (c) => {
  if (!isStaff(c.get('session'))) return fail(c, 'FORBIDDEN', 'Only for the workshop')
  const input = await readJson(c, AdminOrdersActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'list':
      return ok(c, { orders: await staffOrderList(deps, input), page: input.page })
    case 'fetch': {
      const order = await staffOrderDetail(deps, input.orderId)
      return order ? ok(c, { order }) : fail(c, 'NOT_FOUND', 'orderId: no such order')
    }
    case 'setStatus': {
      const moved = await moveOrder(deps, input.orderId, input.status)
      if (moved.ok) return ok(c, { orderId: input.orderId, from: moved.from, status: moved.to })
      if (moved.code === 'NOT_FOUND') return fail(c, 'NOT_FOUND', 'orderId: no such order')
      return fail(c, 'CONFLICT', `status: an order that is ${moved.from} cannot become ${input.status}`, {
        status: moved.from,
      })
    }
  }
})
