import type { CartItemView } from '#core/cart/cart.ts'

/**
 * What puts a removed cart line back (the toast's undo): the same `add` item the shop sent to
 * create it. A gift voucher's own code and message cannot be re-created from the line: no undo.
 */
export function undoItemFor(item: CartItemView): Record<string, unknown> | null {
  switch (item.type) {
    case 'shirt':
      return item.shirtId ? { type: 'shirt', shirtId: item.shirtId } : null
    case 'product':
      return item.productId
        ? {
            type: 'product',
            productId: item.productId,
            ...(item.variantId ? { variantId: item.variantId } : {}),
            amount: item.amount,
          }
        : null
    case 'samples':
      return item.fabricIds?.length ? { type: 'samples', fabricIds: item.fabricIds } : null
    case 'package7':
      return item.designs?.length
        ? { type: 'package7', shirtIds: item.designs.map((design) => design.shirtId) }
        : null
    default:
      return null
  }
}
