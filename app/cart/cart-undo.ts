import type { CartItemView } from '#core/cart/cart.ts'
import type { CartItemInput } from './cart-intent.ts'

/**
 * What puts a removed cart line back (the toast's undo, the cart's undo-remove): the same item the
 * shop's add sent to create it. A gift voucher's own code and message cannot be re-created from the line: no undo.
 */
export function undoItemFor(item: CartItemView): CartItemInput | null {
  switch (item.type) {
    case 'shirt':
      return item.shirtId ? { type: 'shirt' as const, shirtId: item.shirtId } : null
    case 'product':
      return item.productId
        ? {
            type: 'product' as const,
            productId: item.productId,
            ...(item.variantId ? { variantId: item.variantId } : {}),
            amount: item.amount,
          }
        : null
    case 'samples':
      return item.fabricIds?.length ? { type: 'samples' as const, fabricIds: item.fabricIds } : null
    case 'package7':
      return item.designs?.length
        ? { type: 'package7' as const, shirtIds: item.designs.map((design) => design.shirtId) }
        : null
    default:
      return null
  }
}
