import { Hono } from 'hono'
import { z } from 'zod'
import type { EInvoiceKind } from '#core/orders/e-invoice.ts'
import { customerEInvoiceXml, type EInvoiceFile, invoiceDocument } from '#core/orders/e-invoice-files.ts'
import { confirmFit, fetchOrder, listOrders, reorder } from '#core/orders/read-orders.ts'
import { readJson } from '../http/body.ts'
import { xmlAnswer } from '../http/downloads.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
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
 * package's first shirt fits: the other six may be made); login required, own orders only. A
 * business's invoice PDF is the hybrid e-invoice, and its XRechnung (and credit note, once
 * refunded) is a GET download beside it (docs/decisions/027-e-invoices.md).
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
        return pdfAnswer(await invoiceDocument(order, context.customer.email, 'customer'))
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
    return pdfAnswer(await invoiceDocument(order, context.customer.email, 'customer'))
  })
  .get('/orders/:orderId/invoice.xml', (c) => xmlDownload(c, 'invoice'))
  .get('/orders/:orderId/credit-note.xml', (c) => xmlDownload(c, 'creditNote'))

/** The XRechnung of an own business order (or its credit note); 404 for anything else. */
async function xmlDownload(c: AppContext, kind: EInvoiceKind) {
  const orderId = id.safeParse(c.req.param('orderId'))
  if (!orderId.success) return fail(c, 'NOT_FOUND', 'orderId: no such order')
  const context = await shirtContext(c)
  if (!context.customer) return fail(c, 'NOT_LOGGED_IN', 'Please log in to see your orders')
  const file = await customerEInvoiceXml(context, orderId.data, kind)
  return file ? xmlAnswer(file) : fail(c, 'NOT_FOUND', 'orderId: no e-invoice for this order')
}

function pdfAnswer(pdf: EInvoiceFile) {
  return new Response(Buffer.from(pdf.bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${pdf.filename}"`,
      'cache-control': 'no-store',
    },
  })
}
