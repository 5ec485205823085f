import type { Logger } from '@e-invoice-eu/core'
import type { ShirtContext } from '../shirts/context.ts'
import { type EInvoiceKind, eInvoiceData, type InvoicedOrder } from './e-invoice.ts'
import { invoicePdf } from './invoice-pdf.ts'
import { fetchOrder } from './read-orders.ts'

/**
 * The e-invoice files of an order, written by @e-invoice-eu/core from `eInvoiceData`
 * (docs/decisions/027-e-invoices.md): the XRechnung (CII) to download, and the hybrid PDF
 * (PDF/A-3 with `factur-x.xml`, Factur-X / ZUGFeRD profile EN 16931) that a business gets instead
 * of the plain invoice PDF. Consumers' invoices stay plain PDFs.
 */

// The library reports through this; its refusals are thrown, so nothing is lost by staying quiet.
const silent: Logger = { log() {}, warn() {}, error() {} }

/** The library is loaded on the first e-invoice (it brings a PDF and a spreadsheet library): not at start. */
async function invoiceService() {
  const { InvoiceService } = await import('@e-invoice-eu/core')
  return new InvoiceService(silent)
}

export type EInvoiceFile = { bytes: Uint8Array; filename: string; contentType: string }

/** The pure XML: XRechnung 3.0 in CII syntax, for the buyer's accounting. */
export async function eInvoiceXml(
  order: InvoicedOrder,
  email: string,
  kind: EInvoiceKind,
): Promise<EInvoiceFile> {
  const data = eInvoiceData(order, email, kind)
  const xml = await (await invoiceService()).generate(data, { format: 'XRECHNUNG-CII', lang: 'de' })
  const name = kind === 'creditNote' ? 'Gutschrift' : 'Rechnung'
  return {
    bytes: typeof xml === 'string' ? new TextEncoder().encode(xml) : xml,
    filename: `${name}-${data['ubl:Invoice']['cbc:ID']}.xml`,
    contentType: 'application/xml; charset=utf-8',
  }
}

/**
 * The invoice PDF as the customer receives it: for a business the hybrid (the same page, made
 * PDF/A-3 with the EN 16931 XML embedded as factur-x.xml and its XMP), for a consumer the plain PDF.
 */
export async function invoiceDocument(
  order: InvoicedOrder,
  email: string,
  copy: 'original' | 'customer',
): Promise<EInvoiceFile> {
  const pdf = await invoicePdf(order, email, copy)
  if (!order.eInvoice) return { ...pdf, contentType: 'application/pdf' }
  const hybrid = await (await invoiceService()).generate(eInvoiceData(order, email, 'invoice'), {
    format: 'Factur-X-EN16931',
    lang: 'de',
    pdf: { buffer: pdf.bytes, filename: pdf.filename, mimetype: 'application/pdf' },
  })
  if (typeof hybrid === 'string') throw new Error('the e-invoice library answered text for a PDF')
  return { bytes: hybrid, filename: pdf.filename, contentType: 'application/pdf' }
}

/**
 * The customer's download of an own order's XRechnung, or of its credit note once refunded; null
 * when the order is not theirs, is a consumer's, or has no credit note (the same 404 for each).
 */
export async function customerEInvoiceXml(
  context: ShirtContext,
  orderId: number,
  kind: EInvoiceKind,
): Promise<EInvoiceFile | null> {
  if (!context.customer) return null
  const order = await fetchOrder(context, orderId)
  if (!order?.eInvoice || (kind === 'creditNote' && !order.eInvoice.creditNote)) return null
  return eInvoiceXml(order, context.customer.email, kind)
}
