import { Hono } from 'hono'
import { z } from 'zod'
import {
  alterationSheet,
  batchProductionSheets,
  orderProductionSheet,
  type SheetPdf,
} from '#core/orders/production-sheets.ts'
import { canSeeProduction } from '#core/sessions/production-access.ts'
import { sheetPictures } from '../../media/design-pictures.ts'
import type { AppContext, AppEnv } from '../http/types.ts'

const OrderIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/**
 * The production sheets: `/admin/orders/{id}/sheet.pdf` for one order and
 * `/admin/sheets.pdf` for every paid order and order in production; `/admin/tickets/{id}/alteration.pdf`
 * the alteration sheet of a request under the fit promise. Only for the workshop; anyone
 * else, and an unknown order, falls through to the pages and gets their 404, as for any unknown
 * address (nothing tells a visitor that the back office exists).
 */
export function productionSheetRoutes() {
  return new Hono<AppEnv>()
    .get('/admin/orders/:orderId/sheet.pdf', async (c, next) => {
      const orderId = OrderIdSchema.safeParse(c.req.param('orderId'))
      if (!canSeeProduction(c.get('session')) || !orderId.success) return next()
      const deps = c.get('deps')
      const pdf = await orderProductionSheet(deps, pictures(c), { orderId: orderId.data, origin: origin(c) })
      return pdf ? pdfAnswer(pdf) : next()
    })
    .get('/admin/tickets/:ticketId/alteration.pdf', async (c, next) => {
      const ticketId = OrderIdSchema.safeParse(c.req.param('ticketId'))
      if (!canSeeProduction(c.get('session')) || !ticketId.success) return next()
      const deps = c.get('deps')
      const pdf = await alterationSheet(deps, pictures(c), { ticketId: ticketId.data, origin: origin(c) })
      return pdf ? pdfAnswer(pdf) : next()
    })
    .get('/admin/sheets.pdf', async (c, next) => {
      if (!canSeeProduction(c.get('session'))) return next()
      return pdfAnswer(await batchProductionSheets(c.get('deps'), pictures(c), { origin: origin(c) }))
    })
}

function pictures(c: AppContext) {
  return sheetPictures(c.get('deps').files)
}

/** The QR codes lead to the shop's public address where one is configured, else to this host. */
function origin(c: AppContext) {
  return c.get('deps').env.PUBLIC_ORIGIN ?? c.get('origin')
}

function pdfAnswer(pdf: SheetPdf) {
  return new Response(Buffer.from(pdf.bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${pdf.filename}"`,
      'cache-control': 'no-store',
    },
  })
}
