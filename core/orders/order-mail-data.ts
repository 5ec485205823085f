import { bankAccount, invoiceDueDays } from '#config/payment.ts'
import type { findCustomerOrder } from '#db/queries/orders.ts'
import { type Addressee, addresseeOf } from '../email/addressee.ts'
import type {
  GiftVoucherDocument,
  OrderConfirmationMail,
  OrderMailLine,
  WithdrawalKind,
} from '../email/contract.ts'
import { orderBuyer, orderLineOwner, visibleProfile } from '../measures/visibility.ts'
import { orderLineTitle } from './order-line-title.ts'
import type { PaymentMethod } from './rules.ts'

export type StoredOrder = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>

/**
 * The right of withdrawal of one order line (§ 312g (2) no. 1 BGB, content/de/widerruf.md): made-to-measure
 * shirts, also in the 7-shirt package, are excluded (§ 312g (2) no. 1 BGB); gift vouchers, sent as
 * a PDF, keep 14 days from the contract; accessories and fabric samples 14 days from receipt.
 */
export function withdrawalKind(type: string, withdrawal: boolean): WithdrawalKind {
  if (!withdrawal || type === 'shirt' || type === 'package7') return 'excluded'
  return type === 'voucher' ? 'fromContract' : 'fromReceipt'
}

/**
 * What the confirmation states about paying: bank details for a transfer that is still open
 * (prepayment, invoice), nothing once the order is paid or nothing is left to pay.
 */
export function paymentDetails(method: PaymentMethod, paid: boolean, totalCents: number) {
  // Card payments are settled on the provider's page; only transfer and invoice need the account.
  const open = !paid && totalCents > 0 && (method === 'prepayment' || method === 'invoice')
  return {
    bank: open ? { ...bankAccount } : null,
    dueDays: open && method === 'invoice' ? invoiceDueDays : null,
  }
}

/** The page of a guest's order (its link, mailed and shown after the order); the token opens it. */
export function guestOrderPath(token: string): string {
  return `/gastbestellung/${token}`
}

/** Localised link into the shop (German without prefix). */
export function shopLink(origin: string, locale: string, path: string): string {
  return `${origin.replace(/\/$/, '')}${locale === 'de' ? '' : `/${locale}`}${path}`
}

/** Who an order's mail goes to, as far as its link is concerned. */
export type OrderMailReader = {
  /** The order still belongs to a guest row (docs/decisions/024): no account to log in to. */
  guest: boolean
  /** The token of the guest's order link (mailed with the confirmation, kept sealed); null when not kept. */
  guestToken: string | null
}

const accountReader: OrderMailReader = { guest: false, guestToken: null }

/**
 * The one rule for the order button of every order mail (confirmation, shipped, cancelled,
 * refunded), in the order's language: a guest's order links to its own page by the link the
 * guest got, an account's to the account's order list. A guest order whose link was not kept
 * (placed before links were kept, or erased) gets no button: the account's list would not open.
 */
export function orderPageLink(origin: string, locale: string, reader: OrderMailReader): string | null {
  if (!reader.guest) return shopLink(origin, locale, '/dashboard/orders')
  return reader.guestToken ? shopLink(origin, locale, guestOrderPath(reader.guestToken)) : null
}

/** The data of the confirmation mail, built from the order as stored (the frozen lines, not the cart). */
export function orderConfirmationData(
  stored: StoredOrder,
  input: Addressee & {
    origin: string
    locale: string
    imageUrls: Map<number, string>
    /** The buyer as the order button sees them (orderPageLink); an account's by default. */
    reader?: OrderMailReader
  },
): OrderConfirmationMail {
  const { order, items, redeemed, bought } = stored
  const paid = order.paidAt !== null
  const reader = orderBuyer(order)
  const lines: OrderMailLine[] = items.map((item) => ({
    // A team order's line names its wearer, never their profile (the organiser reads this mail).
    name: orderLineTitle(item),
    description: item.description ?? item.design?.summary ?? '',
    designs: item.designs?.map((entry) => entry.design.summary) ?? [],
    measure: visibleProfile(reader, orderLineOwner(order.customerId, item), item.measure)?.set_name ?? null,
    amount: item.amount,
    unitCents: item.unitGrossCents,
    lineCents: item.lineGrossCents,
    vatRate: item.vatRate,
    withdrawal: withdrawalKind(item.type, item.withdrawal),
    imageUrl: input.imageUrls.get(item.id) ?? null,
  }))
  return {
    ...addresseeOf(input),
    number: order.number ?? '',
    orderedAt: order.createdAt.toISOString(),
    expectedDelivery: order.expectedDelivery,
    needBy: order.needBy,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paid,
    ...paymentDetails(order.paymentMethod as PaymentMethod, paid, order.totalCents),
    lines,
    totals: {
      itemsCents: order.itemsCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      vat: order.vat.map((share) => ({
        rate: share.rate,
        vatCents: share.vatCents,
        netCents: share.netCents,
      })),
      vouchers: redeemed.map((use) => ({ code: use.code, amountCents: use.amountCents })),
    },
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    giftVouchersLater: paid ? 0 : bought.length,
    orderUrl: orderPageLink(input.origin, input.locale, input.reader ?? accountReader),
    guest: input.reader?.guest ?? false,
    withdrawalUrl: shopLink(input.origin, input.locale, '/widerruf'),
  }
}

/** The gift vouchers of an order that can be handed out: only usable ones, i.e. of a paid order. */
export function giftVoucherDocuments(stored: StoredOrder): GiftVoucherDocument[] {
  if (stored.order.paidAt === null) return []
  const designs = new Map(stored.items.map((item) => [item.voucherId, item.design?.summary ?? null]))
  return stored.bought
    .filter((voucher) => voucher.status === 'active')
    .map((voucher) => ({
      code: voucher.code,
      valueCents: voucher.initialCents,
      recipientName: voucher.recipientName,
      message: voucher.message,
      design: designs.get(voucher.id) ?? null,
      // The last day of validity as a calendar day (voucherExpiry: 31 December, end of day).
      expiresAt: voucher.expiresAt?.toISOString().slice(0, 10) ?? null,
      orderNumber: stored.order.number ?? '',
    }))
}
