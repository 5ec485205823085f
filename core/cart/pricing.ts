import type { Country } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { countCustomerOrders, listCartRows, listCartVouchers } from '#db/queries/cart.ts'
import { findOwnedShirt, listOwnedShirts, type ShirtOwner } from '#db/queries/shirts.ts'
import { accessoryImagePath } from '../catalog/product-photo-paths.ts'
import { variantReferenceCents } from '../catalog/product-views.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import { visitor } from '../measures/visibility.ts'
import { centsToEuro } from '../pricing/money.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { describeDesign } from '../shirts/describe.ts'
import { orderStatus } from '../shirts/order-status.ts'
import { stateOf } from '../shirts/read-shirts.ts'
import { voucherUsable } from '../vouchers/rules.ts'
import type { CartItemView, CartTotalView, PricedCart } from './cart-view.ts'
import { designLine } from './design-lines.ts'
import { packageLine, reviewPackages } from './package7.ts'
import {
  type CartItemType,
  type CartTotals,
  cartLimits,
  cartTotals,
  distinctVatRates,
  unitPrice,
  withdrawalApplies,
} from './rules.ts'
import { cartTexts } from './texts.ts'

const pick = (names: Record<Locale, string> | null, locale: Locale) => names?.[locale] ?? names?.de ?? ''

/**
 * Reads and prices the owner's cart for a destination. Runs on `db` (a transaction at checkout).
 * Designs in the cart are shirts with orderStatus `inCart`; those in a 7-shirt package appear only there.
 */
export async function priceCart(input: {
  db: Db
  catalog: CatalogSnapshot
  owner: ShirtOwner
  country: Country
  locale: Locale
  firstOrder: boolean
  now: Date
}): Promise<PricedCart> {
  const { db, catalog, owner, country, locale } = input
  const [shirtRows, rows, voucherRows] = [
    await listOwnedShirts(db, owner, [orderStatus.inCart]),
    await listCartRows(db, owner),
    await listCartVouchers(db, owner),
  ]
  const texts = cartTexts[locale]
  const viewer = visitor(owner)
  const shirtById = new Map(shirtRows.map((row) => [row.id, row]))
  // Every package is checked against its designs as they are now; a broken one is single lines.
  const packages = reviewPackages(catalog, rows, shirtById)
  const inPackage = new Set([...packages.intact.values()].flat().map((member) => member.id))
  const lines: PricedCart['lines'] = []

  const push = (
    type: CartItemType,
    key: string,
    referenceCents: number,
    amount: number,
    view: Omit<
      CartItemView,
      'itemId' | 'type' | 'amount' | 'priceBrutto' | 'priceNetto' | 'VAT' | 'lineBrutto' | 'withdrawal'
    >,
    extra: Partial<PricedCart['lines'][number]> = {},
  ) => {
    const price = unitPrice(type, referenceCents, country)
    const lineCents = price.grossCents * amount
    const item: CartItemView = {
      itemId: key,
      type,
      amount,
      priceBrutto: centsToEuro(price.grossCents),
      priceNetto: centsToEuro(price.netCents),
      VAT: price.vatRate,
      lineBrutto: centsToEuro(lineCents),
      withdrawal: withdrawalApplies(type),
      ...view,
    }
    lines.push({
      key,
      type,
      amount,
      unitGrossCents: price.grossCents,
      vatRate: price.vatRate,
      shipped: type !== 'voucher',
      view: item,
      ...extra,
    })
  }

  for (const row of shirtRows) {
    if (inPackage.has(row.id)) continue
    const { detail, referenceCents } = designLine(catalog, row, locale, viewer)
    push(
      'shirt',
      `shirt-${row.id}`,
      referenceCents,
      row.amount,
      { shirtId: row.id, name: texts.shirt, description: detail.summary, design: detail },
      { shirt: row },
    )
  }
  for (const row of rows) {
    const key = `item-${row.id}`
    if (row.type === 'product') {
      const variant = pick(row.variantName, locale)
      push(
        'product',
        key,
        variantReferenceCents(
          { priceCents: row.productPriceCents ?? 0 },
          { priceCents: row.variantPriceCents },
        ),
        row.amount,
        {
          productId: row.productId ?? undefined,
          variantId: row.variantId,
          name: pick(row.productName, locale) + (variant ? ` – ${variant}` : ''),
          description: pick(row.productDescription, locale),
          // The accessory's photo, else its drawing in the variant's colour, as its product page shows it.
          image: row.productCategory
            ? accessoryImagePath(row.productCategory, row.variantColour, row.productPhoto)
            : undefined,
        },
        { row },
      )
    } else if (row.type === 'voucher') {
      const gift = row.giftShirtId ? await findOwnedShirt(db, row.giftShirtId, owner) : null
      const giftDesign = gift ? describeDesign(catalog, stateOf(gift), locale) : undefined
      const description = row.recipientName ? texts.voucherFor(row.recipientName) : texts.voucherPdf
      push(
        'voucher',
        key,
        row.voucherValueCents ?? 0,
        row.amount,
        {
          name: gift ? texts.voucherWithShirt : texts.voucher,
          description: giftDesign ? `${giftDesign}. ${description}` : description,
          recipientName: row.recipientName,
          message: row.message,
          ...(giftDesign ? { giftDesign } : {}),
        },
        gift ? { row, giftShirt: gift } : { row },
      )
    } else if (row.type === 'samples') {
      const fabricIds = row.fabricIds ?? []
      push(
        'samples',
        key,
        cartLimits.samplesPriceCents,
        1,
        {
          name: texts.samples(fabricIds.length),
          description: fabricIds.map((id) => catalogText(catalog, 'fabric', id, locale).name).join(', '),
          fabricIds,
          image: fabricIds[0] ? `/media/samples/${fabricIds[0]}.jpg` : undefined,
        },
        { row },
      )
    } else {
      const members = packages.intact.get(row.id)
      if (!members) continue
      const { referenceCents, ...view } = packageLine(catalog, members, country, locale)
      const problem = packages.waiting.get(row.id)
      push(
        'package7',
        key,
        referenceCents,
        1,
        {
          ...view,
          designs: members.map((member) => designLine(catalog, member, locale, viewer).detail),
          ...(problem ? { problem } : {}),
        },
        { row, packageShirts: members },
      )
    }
  }

  const usable = voucherRows.filter((voucher) => voucherUsable(voucher, input.now))
  const totals = cartTotals(
    lines,
    country,
    usable.map((voucher) => ({ code: voucher.code, balanceCents: voucher.balanceCents })),
  )
  const taxable = rows.filter((row) => row.type !== 'voucher').map((row) => row.vatRate)
  const vatMismatch = distinctVatRates([...taxable, ...(taxable.length ? [country.VAT] : [])]).length > 1
  return {
    lines,
    totals,
    vouchers: voucherRows,
    vatMismatch,
    country,
    brokenPackages: packages.broken,
    view: {
      ...(packages.broken.length
        ? { packageNotices: packages.broken.map(({ rowId: _rowId, ...notice }) => notice) }
        : {}),
      items: lines.map((line) => line.view),
      total: totalView(
        totals,
        country,
        input.firstOrder && lines.some((line) => line.type === 'shirt' || line.type === 'package7'),
      ),
    },
  }
}

export async function isFirstOrder(context: ShirtContext) {
  if (!context.customer) return true
  return (await countCustomerOrders(context.deps.db, context.customer.id)).total === 0
}

/** Totals as the pages and the API show them (euro), for the delivery country. */
export function totalView(
  totals: CartTotals,
  country: Pick<Country, 'countryID' | 'countryCode' | 'VAT'>,
  firstOrderGoodwill: boolean,
): CartTotalView {
  return {
    itemsBrutto: centsToEuro(totals.itemsCents),
    shippingBrutto: centsToEuro(totals.shippingCents),
    discountBrutto: centsToEuro(totals.discountCents),
    totalBrutto: centsToEuro(totals.totalCents),
    totalNetto: centsToEuro(totals.netCents),
    vat: totals.vat.map((share) => ({
      rate: share.rate,
      amount: centsToEuro(share.vatCents),
      netto: centsToEuro(share.netCents),
    })),
    currency: 'EUR',
    vouchers: totals.vouchers.map((use) => ({
      code: use.code,
      amount: centsToEuro(use.amountCents),
      remaining: centsToEuro(use.remainingCents),
    })),
    deliveryCountry: { countryID: country.countryID, countryCode: country.countryCode, VAT: country.VAT },
    firstOrderGoodwill,
  }
}
