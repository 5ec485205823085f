import type { Db } from '#db/client.ts'
import { findOwnedProfile } from '#db/queries/measures.ts'
import { type insertOrderItems, insertPendingVoucher, takeStock } from '#db/queries/orders.ts'
import { type ShirtOwner, type StoredShirtRow, setShirtMeasure } from '#db/queries/shirts.ts'
import type { FrozenDesign, FrozenMeasure } from '#db/schema/index.ts'
import type { PricedCart, priceCart } from '../cart/cart.ts'
import { withdrawalApplies } from '../cart/rules.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { designRowProfile } from '../measures/profile-in-use.ts'
import { viewOfProfile } from '../measures/profile-view.ts'
import { RollBack } from '../result.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { describeDesign } from '../shirts/describe.ts'
import { stateOf } from '../shirts/read-shirts.ts'
import { newVoucherCode, voucherCodes, voucherExpiry } from '../vouchers/rules.ts'
import type { CheckoutFailure } from './place-order.ts'

/** A design as an order keeps it, independent of later edits to the design. */
export function frozenDesign(
  catalog: CatalogSnapshot,
  row: StoredShirtRow,
  locale: ShirtContext['locale'],
): FrozenDesign {
  // What can be made of it (compatibility.ts): an order never carries a choice the rules take away.
  const state = stateOf(row)
  return {
    fabricId: row.fabricId,
    parts: row.parts.filter(([partId]) => state.parts.has(partId)),
    attributes: [...state.attributes.values()].map((chosen): [number, number, number, string | null] => [
      chosen.partId,
      chosen.attributeId,
      chosen.valueId,
      chosen.text,
    ]),
    summary: describeDesign(catalog, state, locale),
  }
}

/**
 * The lines' German name and description for the invoice original (issued in German), by cart
 * item; null when the order is German already and its frozen lines serve the invoice as they are.
 */
export async function germanLineTexts(
  locale: ShirtContext['locale'],
  priceInGerman: () => ReturnType<typeof priceCart>,
): Promise<Map<string, { name: string; description: string }> | null> {
  if (locale === 'de') return null
  const german = await priceInGerman()
  return new Map(
    german.lines.map((line) => [
      line.view.itemId,
      { name: line.view.name, description: line.view.description },
    ]),
  )
}

/**
 * The order's lines, frozen: every design with its measurement profile as they are now, stock
 * taken for accessories, a pending voucher per bought voucher. Also the designs to mark ordered.
 */
export async function orderLines(
  db: Db,
  input: {
    context: ShirtContext
    catalog: CatalogSnapshot
    owner: ShirtOwner
    priced: PricedCart
    orderId: number
    now: Date
    germanTexts: Map<string, { name: string; description: string }> | null
  },
) {
  const { context, catalog, owner, priced, orderId, now, germanTexts } = input
  const measureCache = new Map<number, FrozenMeasure | null>()
  // The profile in use (core/measures/profile-in-use.ts). One taken from the standard profile is
  // written onto the shirt: an ordered shirt points to the profile it was made to, which keeps
  // that profile's version from being changed in place (db/schema/measures.ts).
  const freezeMeasure = async (shirt: StoredShirtRow) => {
    const inUse = designRowProfile(shirt)
    if (!inUse) return null
    if (inUse.source === 'standard') await setShirtMeasure(db, shirt.id, inUse.id, now)
    const measureId = inUse.id
    if (!measureCache.has(measureId)) {
      const row = await findOwnedProfile(db, measureId, owner)
      measureCache.set(measureId, row ? (viewOfProfile(row, true) as unknown as FrozenMeasure) : null)
    }
    return measureCache.get(measureId) ?? null
  }

  const items: Parameters<typeof insertOrderItems>[1] = []
  const orderedShirts: number[] = []
  for (const line of priced.lines) {
    const base = {
      orderId,
      type: line.type,
      name: line.view.name,
      description: line.view.description,
      invoiceText: germanTexts?.get(line.view.itemId) ?? null,
      amount: line.amount,
      unitGrossCents: line.unitGrossCents,
      vatRate: line.vatRate,
      lineGrossCents: line.unitGrossCents * line.amount,
      withdrawal: withdrawalApplies(line.type),
    }
    if (line.type === 'shirt' && line.shirt) {
      orderedShirts.push(line.shirt.id)
      items.push({
        ...base,
        shirtId: line.shirt.id,
        design: frozenDesign(catalog, line.shirt, context.locale),
        measure: await freezeMeasure(line.shirt),
      })
    } else if (line.type === 'package7') {
      const designs = []
      for (const member of line.packageShirts ?? []) {
        orderedShirts.push(member.id)
        designs.push({
          shirtId: member.id,
          design: frozenDesign(catalog, member, context.locale),
          measure: await freezeMeasure(member),
        })
      }
      items.push({ ...base, designs })
    } else if (line.type === 'product') {
      const variantId = line.row?.variantId ?? null
      if (variantId && !(await takeStock(db, variantId, line.amount))) {
        throw new RollBack<CheckoutFailure>({ ok: false, code: 'OUT_OF_STOCK' })
      }
      items.push({ ...base, productId: line.row?.productId ?? null, variantId })
    } else if (line.type === 'voucher') {
      for (let piece = 0; piece < line.amount; piece++) {
        const voucherId = await insertPendingVoucher(db, {
          ...voucherCodes(newVoucherCode()),
          initialCents: line.unitGrossCents,
          expiresAt: voucherExpiry(now),
          purchaseOrderId: orderId,
          recipientName: line.row?.recipientName ?? null,
          message: line.row?.message ?? null,
        })
        items.push({
          ...base,
          amount: 1,
          lineGrossCents: line.unitGrossCents,
          voucherId,
          // Gift a shirt: the giver's design as it is now travels with the voucher.
          design: line.giftShirt ? frozenDesign(catalog, line.giftShirt, context.locale) : null,
        })
      }
    } else {
      items.push(base)
    }
  }
  return { items, orderedShirts }
}
