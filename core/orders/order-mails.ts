import { isLocale, type Locale } from '#config/locales.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import { findCustomerOrder } from '#db/queries/orders.ts'
import { findPreviewKeys } from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import type { Deps } from '../deps.ts'
import { type Addressee, addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { designFromRows } from '../shirts/design-rules.ts'
import { designThumbnail } from '../shirts/thumbnail.ts'
import { invoiceDocument } from './e-invoice-files.ts'
import {
  giftVoucherDocuments,
  type OrderMailReader,
  orderConfirmationData,
  type StoredOrder,
} from './order-mail-data.ts'
import { loadOrderDetail } from './read-orders.ts'

export type OrderMailCustomer = Addressee & { id: number; email: string }

type MailDeps = Pick<Deps, 'db' | 'env' | 'logger' | 'jobs' | 'thumbnails'>

/**
 * The composed picture of every design line (a package shows its first design), registered so
 * that `/folded/shirt/{hash}.png` can render it when the mail client asks. Pictures are a nicety:
 * an unknown part or a full disk leaves the line without one.
 */
async function lineImages(deps: MailDeps, stored: StoredOrder, origin: string) {
  const urls = new Map<number, string>()
  const catalog = await getCatalog(deps.db)
  const frozenOf = (item: StoredOrder['items'][number]) =>
    item.design ? { shirtId: item.shirtId ?? 0, design: item.design } : item.designs?.[0]
  const keys = await findPreviewKeys(
    deps.db,
    stored.items.flatMap((item) => frozenOf(item)?.shirtId || []),
  )
  for (const item of stored.items) {
    const frozen = frozenOf(item)
    if (!frozen) continue
    try {
      const { design } = frozen
      const thumbnail = designThumbnail(
        catalog,
        keys.get(frozen.shirtId) ?? '',
        designFromRows(design.fabricId, design.parts, design.attributes),
      )
      await deps.thumbnails?.remember(thumbnail)
      urls.set(item.id, `${origin.replace(/\/$/, '')}${thumbnail.url}`)
    } catch (error) {
      deps.logger.warn({ err: error, itemId: item.id }, 'no picture for an order mail line')
    }
  }
  return urls
}

/**
 * The order confirmation on a durable medium (§ 312f (2) BGB): every line with its
 * description, prices, VAT, addresses, payment and delivery, the right of withdrawal per line, and
 * as attachments the invoice, the terms and the withdrawal information with the model form.
 */
export async function sendOrderConfirmation(
  deps: MailDeps,
  input: {
    orderId: number
    customer: OrderMailCustomer
    locale: Locale
    origin: string
    /** The buyer as the order button sees them (a guest's order: its link). */
    reader: OrderMailReader
  },
) {
  const { customer, locale, origin } = input
  const stored = await findCustomerOrder(deps.db, input.orderId, customer.id)
  const detail = await loadOrderDetail(deps.db, input.orderId, customer.id)
  if (!stored || !detail) return
  // The invoice original as issued: German, its lines too (a business's carries the EN 16931 XML,
  // decision 027); beside it the customer's copy in the order's language when that is another.
  const invoice = await invoiceDocument(detail, customer.email, 'original')
  const copy = detail.lang === 'de' ? null : await invoiceDocument(detail, customer.email, 'customer')
  await sendMail(deps, {
    to: customer.email,
    locale,
    template: 'orderConfirmation',
    data: orderConfirmationData(stored, {
      ...addresseeOf(customer),
      origin,
      locale,
      imageUrls: await lineImages(deps, stored, origin),
      reader: input.reader,
    }),
    attachments: [
      { kind: 'file', filename: invoice.filename, contentType: 'application/pdf', content: invoice.bytes },
      ...(copy
        ? [
            {
              kind: 'file' as const,
              filename: copy.filename,
              contentType: 'application/pdf',
              content: copy.bytes,
            },
          ]
        : []),
      { kind: 'page', page: 'agb' },
      { kind: 'page', page: 'widerruf' },
    ],
  })
}

/**
 * The gift vouchers of a paid order, one PDF each, to the buyer who passes them on. Sent only once
 * the order is paid: before that the codes cannot be redeemed (status pending), and a code is
 * money that must not travel before it is paid for. Runs as the job of the step that marked the
 * order paid (checkout, webhook, workshop); a failure throws, so the queue tries again.
 */
export async function mailGiftVouchersOfOrder(
  deps: MailDeps,
  order: { id: number; customerId: number; lang: string },
) {
  const customer = await findCustomerById(deps.db, order.customerId)
  const stored = customer ? await findCustomerOrder(deps.db, order.id, customer.id) : null
  if (!customer || !stored) return
  const vouchers = giftVoucherDocuments(stored)
  if (vouchers.length === 0) return
  await sendMail(deps, {
    to: customer.email,
    locale: isLocale(order.lang) ? order.lang : 'de',
    template: 'giftVouchers',
    data: { ...addresseeOf(customer), number: stored.order.number ?? '', vouchers },
    attachments: vouchers.map((voucher) => ({ kind: 'giftVoucher' as const, voucher })),
  })
}
