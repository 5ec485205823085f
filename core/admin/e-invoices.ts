import { findCustomerById } from '#db/queries/customers.ts'
import { findOrderById } from '#db/queries/orders.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import type { EInvoiceKind } from '../orders/e-invoice.ts'
import { type EInvoiceFile, eInvoiceXml } from '../orders/e-invoice-files.ts'
import { loadOrderDetail } from '../orders/read-orders.ts'

/**
 * The back office's download of an order's XRechnung ('E-Rechnung' on /admin/orders/{id}), or of
 * its credit note once refunded: whoever may read orders. Null for an unknown order, a consumer's
 * invoice, or a credit note that does not exist.
 */
export async function adminEInvoiceXml(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  orderId: number,
  kind: EInvoiceKind,
): Promise<EInvoiceFile | null | Forbidden> {
  if (!may(actor, 'orders.read')) return forbidden
  const order = await findOrderById(deps.db, orderId)
  if (!order) return null
  const [detail, customer] = await Promise.all([
    loadOrderDetail(deps.db, orderId, order.customerId, deps.now()),
    findCustomerById(deps.db, order.customerId),
  ])
  if (!detail?.eInvoice || !customer || (kind === 'creditNote' && !detail.eInvoice.creditNote)) return null
  return eInvoiceXml(detail, customer.email, kind)
}
