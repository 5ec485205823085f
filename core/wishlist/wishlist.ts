import { findProduct, listProductsByIds } from '#db/queries/products.ts'
import {
  countWishlistRows,
  deleteWishlistRow,
  findWishlistRow,
  insertWishlistRow,
  listWishlistRows,
  updateWishlistVariant,
  type WishlistRef,
} from '#db/queries/wishlist.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { fabricDetail } from '../catalog/catalog-views.ts'
import { productView } from '../catalog/product-views.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { ownerOf, type ShirtContext, vatRateOf } from '../shirts/context.ts'

/** Items one owner may remember: enough for any real shortlist, a bound for scripted clients. */
export const wishlistLimit = 100

export type WishlistError = 'UNKNOWN_FABRIC' | 'UNKNOWN_PRODUCT' | 'UNKNOWN_VARIANT' | 'WISHLIST_FULL'
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
      // The chosen variant while the product still offers it; otherwise no choice.
      const variantId = product?.variants.some((variant) => variant.variantId === row.variantId)
        ? row.variantId
        : null
      if (product) items.push({ kind: 'product' as const, id: row.refId, product, variantId })
    }
  }
  return items
}

export type WishlistItem = Awaited<ReturnType<typeof listWishlist>>[number]

/** Whether the item is offered; for an accessory also whether the chosen variant is one of its own. */
async function checkOffered(context: ShirtContext, ref: WishlistRef): Promise<WishlistError | null> {
  if (ref.kind === 'fabric') {
    // Only accessories come in variants; a fabric named with one is not an item on offer.
    if (ref.variantId !== undefined && ref.variantId !== null) return 'UNKNOWN_VARIANT'
    return (await getCatalog(context.deps.db)).fabrics.get(ref.refId)?.active === true
      ? null
      : 'UNKNOWN_FABRIC'
  }
  if (ref.variantId === undefined || ref.variantId === null)
    return (await findProduct(context.deps.db, ref.refId)) ? null : 'UNKNOWN_PRODUCT'
  const product = await findProduct(context.deps.db, ref.refId)
  if (!product) return 'UNKNOWN_PRODUCT'
  return product.variants.some((variant) => variant.id === ref.variantId) ? null : 'UNKNOWN_VARIANT'
}

/**
 * Remembers an offered fabric or product once, an accessory with its chosen variant (colour);
 * remembering it again changes nothing but the variant, when another one is named.
 */
export async function addToWishlist(context: ShirtContext, ref: WishlistRef): Promise<WishlistResult> {
  const refused = await checkOffered(context, ref)
  if (refused) return { ok: false, code: refused }
  const owner = ownerOf(context)
  const row = await findWishlistRow(context.deps.db, owner, ref)
  if (row) {
    if (ref.variantId && row.variantId !== ref.variantId)
      await updateWishlistVariant(context.deps.db, owner, ref, ref.variantId)
    return { ok: true }
  }
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
export async function isRemembered(context: ShirtContext, ref: WishlistRef) {
  return (await findWishlistRow(context.deps.db, ownerOf(context), ref)) !== null
}

/** The remembered accessory's chosen variant (null: none chosen), or undefined when not remembered. */
export async function rememberedVariant(context: ShirtContext, ref: WishlistRef) {
  const row = await findWishlistRow(context.deps.db, ownerOf(context), ref)
  return row ? row.variantId : undefined
}
