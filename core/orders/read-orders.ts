import { findCountry } from '#config/countries.ts'
import { defaultLocale, isLocale } from '#config/locales.ts'
import { bankAccount } from '#config/payment.ts'
import type { Db } from '#db/client.ts'
import { findPromiseDecisionOfOrder } from '#db/queries/fit-promise.ts'
import { confirmPackageFit, findCustomerOrder, listCustomerOrders } from '#db/queries/orders.ts'
import { countOwnedShirts } from '#db/queries/shirts.ts'
import { hasOpenAftersale } from '#db/queries/staff-orders.ts'
import { findTeamOrderOfOrder } from '#db/queries/teams.ts'
import type { FrozenMeasure } from '#db/schema/index.ts'
import { shippingZone } from '../cart/rules.ts'
import { orderBuyer, orderLineOwner, type ProfileViewer, visibleProfile } from '../measures/visibility.ts'
import { centsToEuro } from '../pricing/money.ts'
import { ownerOf, type ShirtContext, shirtCreateLimit } from '../shirts/context.ts'
import { insertDesignCopy } from '../shirts/copy-design.ts'
import { orderStatus } from '../shirts/order-status.ts'
import { deliveryOutlook } from './delivery-outlook.ts'
import { isBusinessOrder } from './e-invoice.ts'
import { autoReleaseAt, mayConfirmFit, packageRelease } from './fit-first.ts'
import { trackingUrl } from './tracking.ts'
import { orderState } from './transitions.ts'

export type OrderListItem = {
  orderId: number
  number: string
  status: string
  totalBrutto: number
  createdAt: string
  expectedDelivery: string
  itemCount: number
}

export async function listOrders(context: ShirtContext): Promise<OrderListItem[] | null> {
  if (!context.customer) return null
  const rows = await listCustomerOrders(context.deps.db, context.customer.id)
  return rows.map((row) => ({
    orderId: row.id,
    number: row.number ?? '',
    status: row.status,
    totalBrutto: centsToEuro(row.totalCents),
    createdAt: row.createdAt.toISOString(),
    expectedDelivery: row.expectedDelivery,
    itemCount: row.itemCount,
  }))
}

/** One order as the dashboard and the API show it: frozen lines, addresses, totals, payment. */
export async function fetchOrder(context: ShirtContext, orderId: number) {
  if (!context.customer) return null
  return loadOrderDetail(context.deps.db, orderId, context.customer.id, context.deps.now())
}

/** The same view for mails and documents, which run outside a request (owner still checked). */
export async function loadOrderDetail(db: Db, orderId: number, customerId: number, now = new Date()) {
  const found = await findCustomerOrder(db, orderId, customerId)
  return found ? orderDetailOf(db, found, now) : null
}

/**
 * The view of an order already read (the workshop's sheet reads it once for more than this), with
 * the profiles the viewer may see: by default its customer's, whose team lines show none.
 */
export async function orderDetailOf(
  db: Db,
  found: NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>,
  now: Date,
  viewer: ProfileViewer = orderBuyer(found.order),
) {
  const { order, items, redeemed, bought } = found
  const profileOf = (item: { wearer: string | null }, measure: FrozenMeasure | null) => {
    const shown = visibleProfile(viewer, orderLineOwner(order.customerId, item), measure)
    return shown ? { measureId: shown.measureId, name: shown.set_name } : null
  }
  const country = findCountry(order.deliveryCountryId)
  const paid = order.paidAt !== null
  const business = isBusinessOrder(order.billingAddress, (await findTeamOrderOfOrder(db, order.id)) !== null)
  return {
    orderId: order.id,
    number: order.number ?? '',
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    invoiceNumber: order.invoiceNumber,
    invoiceDate: order.invoiceDate?.toISOString() ?? null,
    /**
     * An invoice to a business (a company with a VAT id, or a team order): its PDF carries the
     * EN 16931 XML, which is also downloadable as XRechnung; once refunded, so is the credit note
     * (docs/decisions/027-e-invoices.md). Null for a consumer's invoice.
     */
    eInvoice: business && order.invoiceNumber ? { creditNote: order.refundedAt !== null } : null,
    /** When the money went back (the credit note's date). */
    refundedAt: order.refundedAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    /** The language the order was placed in: its lines and the customer's invoice copy speak it. */
    lang: isLocale(order.lang) ? order.lang : defaultLocale,
    expectedDelivery: order.expectedDelivery,
    delivery: deliveryOutlook({
      status: order.status,
      expectedDelivery: order.expectedDelivery,
      shippedAt: order.shippedAt,
      deliveredAt: order.status === orderState.delivered ? order.statusChangedAt : null,
      zone: country ? shippingZone(country) : 'DE',
    }),
    needBy: order.needBy,
    /** Set once the workshop shipped the order (back office): shown on the customer's order page. */
    shipment: order.carrier
      ? {
          carrier: order.carrier,
          trackingNumber: order.trackingNumber ?? '',
          url: trackingUrl(order.carrier, order.trackingNumber),
          // Set with the carrier (CHECK orders_shipped_at_check): the day the parcel left.
          shippedAt: order.shippedAt?.toISOString() ?? null,
        }
      : null,
    firstOrderGoodwill: order.firstOrder,
    deliveryCountry: country ? { countryID: country.countryID, countryCode: country.countryCode } : null,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    items: items.map((item) => ({
      itemId: item.id,
      type: item.type,
      shirtId: item.shirtId,
      name: item.name,
      description: item.description,
      /** The line in German for the invoice original; null when name and description are German. */
      invoiceText: item.invoiceText,
      amount: item.amount,
      priceBrutto: centsToEuro(item.unitGrossCents),
      VAT: item.vatRate,
      lineBrutto: centsToEuro(item.lineGrossCents),
      withdrawal: item.withdrawal,
      design: item.design,
      measure: profileOf(item, item.measure),
      wearer: item.wearer,
      designs: item.designs?.map((entry) => ({
        shirtId: entry.shirtId,
        summary: entry.design.summary,
        measure: profileOf(item, entry.measure),
      })),
    })),
    total: {
      itemsBrutto: centsToEuro(order.itemsCents),
      shippingBrutto: centsToEuro(order.shippingCents),
      discountBrutto: centsToEuro(order.discountCents),
      totalBrutto: centsToEuro(order.totalCents),
      totalNetto: centsToEuro(order.netCents),
      vat: order.vat.map((share) => ({
        rate: share.rate,
        amount: centsToEuro(share.vatCents),
        netto: centsToEuro(share.netCents),
      })),
      currency: 'EUR' as const,
      vouchers: redeemed.map((use) => ({
        code: use.code,
        amount: centsToEuro(use.amountCents),
        remaining: 0,
      })),
    },
    /** Voucher codes bought with the order: only once the order is paid. */
    giftVouchers: bought.map((voucher) => ({
      id: voucher.id,
      value: centsToEuro(voucher.initialCents),
      code: paid && voucher.status === 'active' ? voucher.code : null,
    })),
    bank: order.paymentMethod === 'demo' || paid ? null : bankAccount,
    fitFirst: await fitFirstView(db, order, now),
    /** A remake's own order: the order whose shirt it makes again. */
    remakeOf: order.remakeOfOrderId,
    fitPromise: await fitPromiseOfOrder(db, order.id),
  }
}

/**
 * The workshop's decision on a request under the first-order fit promise about this order, and
 * the remake's progress through the order states: the original order's page shows both.
 */
async function fitPromiseOfOrder(db: Db, orderId: number) {
  const decided = await findPromiseDecisionOfOrder(db, orderId)
  if (!decided?.decision) return null
  const { remake } = decided
  return {
    decision: decided.decision,
    reason: decided.declineReason,
    returnLabel: decided.returnLabel,
    decidedAt: decided.decidedAt?.toISOString() ?? null,
    remake: remake
      ? {
          orderId: remake.id,
          number: remake.number ?? '',
          status: remake.status,
          expectedDelivery: remake.expectedDelivery,
          shipment: remake.carrier
            ? {
                carrier: remake.carrier,
                trackingNumber: remake.trackingNumber ?? '',
                url: trackingUrl(remake.carrier, remake.trackingNumber),
              }
            : null,
        }
      : null,
  }
}

/** A 7-shirt package's fit-first stage, for the order pages (null for other orders). */
async function fitFirstView(db: Db, order: StoredOrderRow, now: Date) {
  if (!order.packageStage) return null
  const openComplaint = order.packageStage === 'first' && (await hasOpenAftersale(db, order.id))
  const state = { ...order, openComplaint }
  return {
    stage: order.packageStage,
    release: packageRelease(state, now),
    mayConfirm: mayConfirmFit(state) && !order.fitConfirmedAt,
    firstDeliveredAt: order.firstDeliveredAt?.toISOString() ?? null,
    fitConfirmedAt: order.fitConfirmedAt?.toISOString() ?? null,
    autoReleaseAt: order.firstDeliveredAt ? autoReleaseAt(order.firstDeliveredAt).toISOString() : null,
  }
}

type StoredOrderRow = NonNullable<Awaited<ReturnType<typeof findCustomerOrder>>>['order']

/**
 * confirmFit: the customer says the package's first shirt fits; the other six may go into
 * production. 'NOT_FOUND' for another's order, 'NOT_WAITING' when nothing waits for a confirmation.
 */
export async function confirmFit(
  context: ShirtContext,
  orderId: number,
): Promise<{ ok: true } | { ok: false; code: 'NOT_FOUND' | 'NOT_WAITING' }> {
  if (!context.customer) return { ok: false, code: 'NOT_FOUND' }
  const { db } = context.deps
  const found = await findCustomerOrder(db, orderId, context.customer.id)
  if (!found) return { ok: false, code: 'NOT_FOUND' }
  if (found.order.fitConfirmedAt) return { ok: true }
  const state = { ...found.order, openComplaint: false }
  if (!mayConfirmFit(state)) return { ok: false, code: 'NOT_WAITING' }
  const confirmed = await confirmPackageFit(db, orderId, context.customer.id, context.deps.now())
  return confirmed ? { ok: true } : { ok: false, code: 'NOT_WAITING' }
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetailOf>>

/**
 * reorder ('Erneut bestellen'): copies every design of the order (the frozen copy, not today's
 * state of the design) into the cart, each with its measurement profile where it still exists, so
 * that ordering again is one step to checkout, not a search through 'Meine Hemden'. A team
 * order's designs come back without profiles: those are the members' own, never the organiser's.
 * A 7-shirt package's designs come back as single shirts; the package is chosen again in the cart.
 */
export async function reorder(
  context: ShirtContext,
  orderId: number,
): Promise<{ ok: true; shirtIds: number[] } | { ok: false; code: 'NOT_FOUND' | 'SHIRT_CREATE_LIMIT' }> {
  if (!context.customer) return { ok: false, code: 'NOT_FOUND' }
  const found = await findCustomerOrder(context.deps.db, orderId, context.customer.id)
  if (!found) return { ok: false, code: 'NOT_FOUND' }
  const viewer = orderBuyer(found.order)
  const measureIdOf = (item: { wearer: string | null }, measure: FrozenMeasure | null) =>
    visibleProfile(viewer, orderLineOwner(found.order.customerId, item), measure)?.measureId ?? null
  // A gift voucher's design was the recipient's to redeem, not one of the order's shirts.
  const designs = found.items
    .filter((item) => item.type !== 'voucher')
    .flatMap((item) =>
      item.design
        ? [{ design: item.design, measureId: measureIdOf(item, item.measure) }]
        : (item.designs ?? []).map((entry) => ({
            design: entry.design,
            measureId: measureIdOf(item, entry.measure),
          })),
    )
  const owner = ownerOf(context)
  const now = context.deps.now()
  return context.deps.db.transaction(async (db) => {
    if ((await countOwnedShirts(db, owner)) + designs.length > shirtCreateLimit) {
      return { ok: false as const, code: 'SHIRT_CREATE_LIMIT' as const }
    }
    const shirtIds: number[] = []
    for (const { design, measureId } of designs) {
      const id = await insertDesignCopy(db, owner, design, {
        now,
        orderStatus: orderStatus.inCart,
        measureId,
      })
      shirtIds.push(id)
    }
    return { ok: true as const, shirtIds }
  })
}
