import { useTranslation } from '../i18n/react.tsx'
import type { AdminOrder } from './types.ts'

/**
 * 'E-Rechnung' on a business's order (docs/decisions/027-e-invoices.md): the invoice went out as a
 * hybrid PDF with the EN 16931 XML; here the XRechnung (CII) to download, and the credit note's
 * once the order is refunded. Nothing for a consumer's invoice.
 */
export function OrderEInvoice({ order }: { order: AdminOrder }) {
  const { t } = useTranslation()
  const eInvoice = order.order.eInvoice
  if (!eInvoice) return null
  const base = `/admin/orders/${order.order.orderId}`
  return (
    <section
      aria-labelledby="order-e-invoice"
      className="rounded-sm border border-chalk bg-white p-3"
      data-slot="e-invoice"
    >
      <h2 id="order-e-invoice" className="font-medium">
        {t('admin.order.eInvoice')}
      </h2>
      <p className="text-muted">{t('admin.order.eInvoiceHint')}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <a href={`${base}/invoice.xml`} download className="underline">
            {t('admin.order.eInvoiceXml', { number: order.order.invoiceNumber ?? '' })}
          </a>
        </li>
        {eInvoice.creditNote ? (
          <li>
            <a href={`${base}/credit-note.xml`} download className="underline">
              {t('admin.order.creditNoteXml')}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
