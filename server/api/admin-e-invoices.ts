import { Hono, type Next } from 'hono'
import { z } from 'zod'
import { isForbidden } from '#core/access/permissions.ts'
import { adminEInvoiceXml } from '#core/admin/e-invoices.ts'
import type { EInvoiceKind } from '#core/orders/e-invoice.ts'
import { xmlAnswer } from '../http/downloads.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { backOfficeActor } from './admin-guard.ts'

const OrderIdSchema = z.coerce.number().int().positive().max(2_147_483_647)

/**
 * The e-invoices of the back office: `/admin/orders/{id}/invoice.xml` (XRechnung, CII) and
 * `/admin/orders/{id}/credit-note.xml` once refunded. For the back office only; anyone else, an
 * unknown order and a consumer's invoice fall through to the pages and get their 404, as the
 * production sheets do.
 */
export function adminEInvoiceRoutes() {
  const answer = (kind: EInvoiceKind) => async (c: AppContext, next: Next) => {
    const actor = backOfficeActor(c)
    const orderId = OrderIdSchema.safeParse(c.req.param('orderId'))
    if (!actor || !orderId.success) return next()
    const file = await adminEInvoiceXml(c.get('deps'), actor, orderId.data, kind)
    return file && !isForbidden(file) ? xmlAnswer(file) : next()
  }
  return new Hono<AppEnv>()
    .get('/admin/orders/:orderId/invoice.xml', answer('invoice'))
    .get('/admin/orders/:orderId/credit-note.xml', answer('creditNote'))
}
