import { listCartRows, removeCartVoucher, repriceCartRows } from '#db/queries/cart.ts'
import { readCartPriceMarks, writeCartPriceMarks } from '#db/queries/cart-price-marks.ts'
import { listOwnedShirts } from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { ownerOf } from '../shirts/context.ts'
import { orderStatus } from '../shirts/order-status.ts'
import { voucherUsable } from '../vouchers/rules.ts'
import type { CartView } from './cart-view.ts'
import { dissolvePackages } from './package7.ts'
import { marksDiffer, priceMarksOf, pricesChanged } from './price-marks.ts'
import { isFirstOrder, priceCart } from './pricing.ts'
import type { CartNotice } from './texts.ts'

export * from './add-to-cart.ts'
export * from './cart-lines.ts'
export * from './cart-view.ts'
export * from './cart-vouchers.ts'
export * from './delivery-country.ts'
export { priceCart, totalView } from './pricing.ts'

export type CartAnswer = { view: CartView; notice?: CartNotice }

/**
 * list: the priced cart. Lines priced for another country's VAT are re-priced and the answer says
 * 'Multiple VAT rates found' (the page re-reads up to twice, then warns); an empty cart says
 * 'No items in the cart'. A price the back office changed since the cart was last shown says
 * 'Prices have changed' (the cart already carries the new price).
 */
export async function listCart(context: ShirtContext): Promise<CartAnswer> {
  const { deps } = context
  const catalog = await getCatalog(deps.db)
  const country = effectiveCountry(context.session)
  const owner = ownerOf(context)
  const priced = await priceCart({
    db: deps.db,
    catalog,
    owner,
    country,
    locale: context.locale,
    firstOrder: await isFirstOrder(context),
    now: deps.now(),
  })
  // Vouchers used up or expired since they were applied leave the cart (the order would refuse them).
  for (const voucher of priced.vouchers) {
    if (!voucherUsable(voucher, deps.now())) await removeCartVoucher(deps.db, owner, voucher.id)
  }
  // A package that broke becomes the single lines this answer already shows, with its notice.
  await dissolvePackages(deps.db, owner, priced.brokenPackages)
  const before = await readCartPriceMarks(deps.db, owner)
  const marks = priceMarksOf(priced.view, catalog.version)
  if (marksDiffer(before, marks)) await writeCartPriceMarks(deps.db, owner, marks, deps.now())
  if (priced.vatMismatch) {
    await repriceCartRows(deps.db, owner, country.VAT)
    return { view: priced.view, notice: 'VAT_REPRICED' }
  }
  if (priced.view.items.length === 0) return { view: priced.view, notice: 'CART_EMPTY' }
  if (pricesChanged(before, marks)) return { view: priced.view, notice: 'PRICE_CHANGED' }
  return { view: priced.view }
}

/** num: the number of pieces in the cart (a package counts once). */
export async function countCart(context: ShirtContext): Promise<number> {
  const owner = ownerOf(context)
  const [shirtRows, rows] = [
    await listOwnedShirts(context.deps.db, owner, [orderStatus.inCart]),
    await listCartRows(context.deps.db, owner),
  ]
  const inPackage = new Set(rows.flatMap((row) => (row.type === 'package7' ? (row.shirtIds ?? []) : [])))
  return (
    shirtRows.filter((row) => !inPackage.has(row.id)).reduce((sum, row) => sum + row.amount, 0) +
    rows.reduce((sum, row) => sum + row.amount, 0)
  )
}

/** The fabrics of the cart's sample set (one set per cart), for the fabric pages' sample button. */
export async function currentSampleSet(context: ShirtContext): Promise<number[]> {
  const rows = await listCartRows(context.deps.db, ownerOf(context))
  return rows.find((row) => row.type === 'samples')?.fabricIds ?? []
}
