import { insertCartRow, listCartRows, replaceSampleFabrics, updateCartAmount } from '#db/queries/cart.ts'
import { readFabricStock } from '#db/queries/fabric-stock.ts'
import { findProduct } from '#db/queries/products.ts'
import { findOwnedShirt } from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { shirtFabricAvailable } from '../catalog/stock.ts'
import type { Ok } from '../result.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { ownerOf } from '../shirts/context.ts'
import { moveShirt } from '../shirts/write-shirts.ts'
import type { CartFailure } from './cart-view.ts'
import { addPackage } from './package7.ts'
import { cartLimits, checkAmount, checkSamples, checkVoucherValue } from './rules.ts'

export type AddItem =
  | { type: 'shirt'; shirtId: number }
  | { type: 'product'; productId: number; variantId?: number; amount: number }
  | { type: 'voucher'; value: number; recipientName?: string; message?: string; shirtId?: number }
  | { type: 'samples'; fabricIds: number[] }
  | { type: 'package7'; shirtIds: number[] }

/** A second identical add within this window answers the first (double clicks add once). */
const doubleClickMs = 3000

function recent(createdAt: Date, now: Date) {
  return now.getTime() - new Date(createdAt).getTime() < doubleClickMs
}

export async function addToCart(context: ShirtContext, item: AddItem): Promise<Ok | CartFailure> {
  const { deps } = context
  const owner = ownerOf(context)
  const country = effectiveCountry(context.session)
  const now = deps.now()
  const base = { sessionId: owner.sessionId, customerId: owner.customerId, vatRate: country.VAT }
  switch (item.type) {
    case 'shirt': {
      // The designer says so before checkout: a fabric without a shirt's metres is not added.
      const shirt = await findOwnedShirt(deps.db, item.shirtId, owner)
      const stock = shirt ? await readFabricStock(deps.db, shirt.fabricId) : null
      if (stock !== null && !shirtFabricAvailable(stock)) return { ok: false, code: 'FABRIC_OUT_OF_STOCK' }
      const moved = await moveShirt(context, item.shirtId, 'addToCart')
      if (moved.ok) return { ok: true }
      if (moved.code === 'NOT_FOUND') return { ok: false, code: 'NOT_FOUND' }
      return { ok: false, code: 'ALREADY_ORDERED' }
    }
    case 'product': {
      const amount = checkAmount('product', item.amount)
      if (!amount.ok) return { ok: false, code: amount.reason }
      const product = await findProduct(deps.db, item.productId)
      if (!product) return { ok: false, code: 'UNKNOWN_PRODUCT' }
      const variant = product.variants.find((candidate) => candidate.id === item.variantId) ?? null
      if (product.variants.length > 0 && !variant) return { ok: false, code: 'VARIANT_REQUIRED' }
      if (product.variants.length === 0 && item.variantId) return { ok: false, code: 'VARIANT_REQUIRED' }
      return deps.db.transaction(async (db) => {
        const rows = await listCartRows(db, owner)
        const same = rows.find(
          (row) =>
            row.type === 'product' && row.productId === product.id && row.variantId === (variant?.id ?? null),
        )
        const total = (same?.amount ?? 0) + amount.amount
        if (variant && total > variant.stock) return { ok: false as const, code: 'OUT_OF_STOCK' as const }
        if (same) {
          if (recent(same.createdAt, now)) return { ok: true as const }
          if (total > cartLimits.maxAmount) return { ok: false as const, code: 'AMOUNT_RANGE' as const }
          await updateCartAmount(db, same.id, owner, total)
          return { ok: true as const }
        }
        if (rows.length >= cartLimits.maxLines) return { ok: false as const, code: 'CART_FULL' as const }
        await insertCartRow(db, {
          ...base,
          type: 'product',
          productId: product.id,
          variantId: variant?.id ?? null,
          amount: amount.amount,
          createdAt: now,
        })
        return { ok: true as const }
      })
    }
    case 'voucher': {
      const cents = Math.round(item.value * 100)
      if (!checkVoucherValue(cents)) return { ok: false, code: 'VOUCHER_VALUE' }
      // A pre-designed shirt for the recipient: one of the giver's own designs, in any state.
      if (item.shirtId && !(await findOwnedShirt(deps.db, item.shirtId, owner))) {
        return { ok: false, code: 'UNKNOWN_SHIRT' }
      }
      return deps.db.transaction(async (db) => {
        const rows = await listCartRows(db, owner)
        const twin = rows.find(
          (row) =>
            row.type === 'voucher' &&
            row.voucherValueCents === cents &&
            (row.giftShirtId ?? 0) === (item.shirtId ?? 0) &&
            (row.recipientName ?? '') === (item.recipientName ?? '') &&
            (row.message ?? '') === (item.message ?? '') &&
            recent(row.createdAt, now),
        )
        if (twin) return { ok: true as const }
        if (rows.length >= cartLimits.maxLines) return { ok: false as const, code: 'CART_FULL' as const }
        await insertCartRow(db, {
          ...base,
          vatRate: 0,
          type: 'voucher',
          voucherValueCents: cents,
          recipientName: item.recipientName || null,
          message: item.message || null,
          giftShirtId: item.shirtId ?? null,
          createdAt: now,
        })
        return { ok: true as const }
      })
    }
    case 'samples': {
      if (!checkSamples(item.fabricIds)) return { ok: false, code: 'SAMPLES' }
      const catalog = await getCatalog(deps.db)
      if (!item.fabricIds.every((id) => catalog.fabrics.has(id))) return { ok: false, code: 'UNKNOWN_FABRIC' }
      return deps.db.transaction(async (db) => {
        const rows = await listCartRows(db, owner)
        const existing = rows.find((row) => row.type === 'samples')
        if (existing) {
          // One sample set per cart: a new choice replaces the old one.
          await replaceSampleFabrics(db, existing.id, item.fabricIds)
          return { ok: true as const }
        }
        await insertCartRow(db, {
          ...base,
          type: 'samples',
          fabricIds: item.fabricIds,
          amount: 1,
          createdAt: now,
        })
        return { ok: true as const }
      })
    }
    case 'package7':
      return addPackage(context, item.shirtIds)
  }
}
