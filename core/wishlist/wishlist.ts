import { findProduct, listProductsByIds } from '#db/queries/products.ts'
import {
  countWishlistRows,
  deleteWishlistRow,
  hasWishlistRow,
  insertWishlistRow,
  listWishlistRows,
  type WishlistRef,
} from '#db/queries/wishlist.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { fabricDetail } from '../catalog/catalog-views.ts'
import { productView } from '../catalog/product-views.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { ownerOf, type ShirtContext, vatRateOf } from '../shirts/context.ts'

/** Items one owner may remember: enough for any real shortlist, a bound for scripted clients. */
export const wishlistLimit = 100

export type WishlistError = 'UNKNOWN_FABRIC' | 'UNKNOWN_PRODUCT' | 'WISHLIST_FULL'
export type WishlistResult = { ok: true } | { ok: false; code: WishlistError }

/** What /stoffe's card shows, no more: the detail's care text and stock stay on /stoffe/{id}. */
function fabricCard(catalog: CatalogSnapshot, context: ShirtContext, fabricId: number) {
  const fabric = fabricDetail(catalog, fabricId, context.locale, vatRateOf(context))
  if (!fabric) return null
  return {
    fabricId: fabric.fabricId,
    number: fabric.number,
    name: fabric.name,
    composition: fabric.composition,
    weightGsm: fabric.weightGsm,
    nonIron: fabric.nonIron,
    oekoTex: fabric.oekoTex,
    priceGroup: fabric.priceGroup,
    priceBrutto: fabric.priceBrutto,
    inStock: fabric.inStock,
    image: fabric.image,
  }
}

/**
 * wishlist.php list and /wunschliste: the owner's items in the order remembered, fabrics as
 * /stoffe shows them and products as /shop does (same views, same prices for the delivery
 * country). Items whose fabric or product is no longer offered are left out, not deleted: they
 * come back if the item returns to the catalogue.
 */
export async function listWishlist(context: ShirtContext) {
  const rows = await listWishlistRows(context.deps.db, ownerOf(context))
  const productIds = rows.filter((row) => row.kind === 'product').map((row) => row.refId)
  const products = new Map(
    (await listProductsByIds(context.deps.db, productIds)).map((row) => [
      row.id,
      productView(row, context.locale, vatRateOf(context)),
    ]),
  )
  const catalog = await getCatalog(context.deps.db)
  const items = []
  for (const row of rows) {
    if (row.kind === 'fabric') {
      const fabric = fabricCard(catalog, context, row.refId)
      if (fabric) items.push({ kind: 'fabric' as const, id: row.refId, fabric })
    } else {
      const product = products.get(row.refId)
      if (product) items.push({ kind: 'product' as const, id: row.refId, product })
    }
  }
  return items
}

export type WishlistItem = Awaited<ReturnType<typeof listWishlist>>[number]

async function isOffered(context: ShirtContext, ref: WishlistRef): Promise<boolean> {
  if (ref.kind === 'fabric')
    return (await getCatalog(context.deps.db)).fabrics.get(ref.refId)?.active === true
  return (await findProduct(context.deps.db, ref.refId)) !== null
}

/** Remembers an offered fabric or product once; remembering it again changes nothing. */
export async function addToWishlist(context: ShirtContext, ref: WishlistRef): Promise<WishlistResult> {
  if (!(await isOffered(context, ref))) {
    return { ok: false, code: ref.kind === 'fabric' ? 'UNKNOWN_FABRIC' : 'UNKNOWN_PRODUCT' }
  }
  const owner = ownerOf(context)
  if (await hasWishlistRow(context.deps.db, owner, ref)) return { ok: true }
  if ((await countWishlistRows(context.deps.db, owner)) >= wishlistLimit) {
    return { ok: false, code: 'WISHLIST_FULL' }
  }
  await insertWishlistRow(context.deps.db, owner, ref)
  return { ok: true }
}

/** Forgets an item; forgetting one that is not remembered (or not one's own) is no error. */
export async function removeFromWishlist(context: ShirtContext, ref: WishlistRef) {
  await deleteWishlistRow(context.deps.db, ownerOf(context), ref)
}

/** Whether the owner remembers the item: the pressed state of the 'Merken' button. */
export function isRemembered(context: ShirtContext, ref: WishlistRef) {
  return hasWishlistRow(context.deps.db, ownerOf(context), ref)
}
