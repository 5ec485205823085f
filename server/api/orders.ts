import { Hono } from 'hono'
import { z } from 'zod'
import { invoicePdf } from '#core/orders/invoice-pdf.ts'
import { confirmFit, fetchOrder, listOrders, reorder } from '#core/orders/read-orders.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'
import { shirtContext } from './shirt.ts'

const id = z.coerce.number().int().positive().max(2_147_483_647)

export const OrdersActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('list') }),
  z.object({ action: z.literal('fetch'), orderId: id }),
  z.object({ action: z.literal('reorder'), orderId: id }),
  z.object({ action: z.literal('invoice'), orderId: id }),
  z.object({ action: z.literal('confirmFit'), orderId: id }),
])

/**
 * /api/orders.php (docs/api.md): list, fetch, reorder, invoice (the PDF), and confirmFit (a 7-shirt
 * package's first shirt fits: the other six may be made); login required, own orders only.
 */
export const ordersApi = new Hono<AppEnv>()
  .post('/orders.php', async (c) => {
    const input = await readJson(c, OrdersActionSchema)
    const context = await shirtContext(c)
    if (!context.customer) return fail(c, 'NOT_LOGGED_IN', 'Please log in to see your orders')
    switch (input.action) {
      case 'list':
        return ok(c, { orders: (await listOrders(context)) ?? [] })
      case 'fetch': {
        const order = await fetchOrder(context, input.orderId)
        return order ? ok(c, { order }) : fail(c, 'NOT_FOUND', 'orderId: no such order')
      }
      case 'reorder': {
        const result = await reorder(context, input.orderId)
        if (result.ok) return ok(c, { message: 'Designs put into the cart', shirtIds: result.shirtIds })
        return result.code === 'NOT_FOUND'
          ? fail(c, 'NOT_FOUND', 'orderId: no such order', { reason: 'NOT_FOUND' })
          : fail(c, 'CONFLICT', 'shirt-create-limit', { reason: 'SHIRT_CREATE_LIMIT' })
      }
      case 'confirmFit': {
        const result = await confirmFit(context, input.orderId)
        if (result.ok)
          return ok(c, { message: 'Fit confirmed', order: await fetchOrder(context, input.orderId) })
        return result.code === 'NOT_FOUND'
          ? fail(c, 'NOT_FOUND', 'orderId: no such order')
          : fail(c, 'CONFLICT', 'orderId: no package shirt is waiting for your fit confirmation')
      }
      case 'invoice': {
        const order = await fetchOrder(context, input.orderId)
        if (!order) return fail(c, 'NOT_FOUND', 'orderId: no such order')
        return pdfAnswer(await invoicePdf(order, context.customer.email, 'customer'))
      }
    }
  })
  // GET for the download link of the dashboard (same owner check; reads only).
  .get('/orders/:orderId/invoice.pdf', async (c) => {
    const orderId = id.safeParse(c.req.param('orderId'))
    if (!orderId.success) return fail(c, 'NOT_FOUND', 'orderId: no such order')
    const context = await shirtContext(c)
    if (!context.customer) return fail(c, 'NOT_LOGGED_IN', 'Please log in to see your orders')
    const order = await fetchOrder(context, orderId.data)
    if (!order) return fail(c, 'NOT_FOUND', 'orderId: no such order')
    return pdfAnswer(await invoicePdf(order, context.customer.email, 'customer'))
  })

function pdfAnswer(pdf: { bytes: Uint8Array; filename: string }) {
  return new Response(Buffer.from(pdf.bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${pdf.filename}"`,
      'cache-control': 'no-store',
    },
  })
}
