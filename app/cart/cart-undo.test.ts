import { describe, expect, it } from 'vitest'
import type { CartItemView } from '#core/cart/cart.ts'
import { undoItemFor } from './cart-undo.ts'

const line = (patch: Partial<CartItemView>): CartItemView => ({
  itemId: 'i1',
  type: 'product',
  name: 'Krawatte',
  description: '',
  amount: 1,
  priceBrutto: 39,
  priceNetto: 32.77,
  VAT: 19,
  lineBrutto: 39,
  withdrawal: true,
  ...patch,
})

describe('undoItemFor: the add item that puts a removed line back', () => {
  it.each([
    ['a shirt', line({ type: 'shirt', shirtId: 7 }), { type: 'shirt', shirtId: 7 }],
    [
      'a product with its variant and amount',
      line({ productId: 3, variantId: 9, amount: 2 }),
      { type: 'product', productId: 3, variantId: 9, amount: 2 },
    ],
    ['a product without variant', line({ productId: 3 }), { type: 'product', productId: 3, amount: 1 }],
    [
      'the fabric samples',
      line({ type: 'samples', fabricIds: [4, 5] }),
      { type: 'samples', fabricIds: [4, 5] },
    ],
    [
      'the 7-shirt package as a whole',
      line({
        type: 'package7',
        designs: [11, 12].map((shirtId) => ({ shirtId }) as NonNullable<CartItemView['design']>),
      }),
      { type: 'package7', shirtIds: [11, 12] },
    ],
  ])('%s', (_case, item, expected) => {
    expect(undoItemFor(item)).toEqual(expected)
  })

  it('offers no undo for a gift voucher, whose code and message cannot be rebuilt', () => {
    expect(undoItemFor(line({ type: 'voucher' }))).toBeNull()
  })
})
