import { describe, expect, it } from 'vitest'
import type { ProductWithVariants } from '#db/queries/products.ts'
import { productText, productView } from './product-views.ts'

const names = (de: string, en = '') => ({ de, en, fr: '', es: '' })

function product(variants: { priceCents: number | null; stock: number }[]): ProductWithVariants {
  return {
    id: 7,
    slug: 'fliege-seide',
    category: 'fliegen',
    name: names('Fliege', 'Bow tie'),
    description: names('Seidensatin'),
    priceCents: 3900,
    active: true,
    sort: 0,
    photo: null,
    variants: variants.map((variant, index) => ({
      id: 70 + index,
      productId: 7,
      name: names(`Farbe ${index}`),
      colour: index === 0 ? '#1f2a44' : null,
      ...variant,
    })),
  }
}

describe('productText: requested language, German where a translation is missing', () => {
  it.each([
    ['en', 'Bow tie'],
    ['de', 'Fliege'],
    ['fr', 'Fliege'],
  ] as const)('%s → %s', (locale, expected) => {
    expect(productText(names('Fliege', 'Bow tie'), locale)).toBe(expected)
  })
})

describe('productView', () => {
  it.each([
    { case: 'no variants', variants: [], price: 39, from: false, inStock: true },
    { case: 'one price', variants: [{ priceCents: null, stock: 1 }], price: 39, from: false, inStock: true },
    {
      case: 'a cheaper variant sets the from-price',
      variants: [
        { priceCents: null, stock: 1 },
        { priceCents: 2900, stock: 1 },
      ],
      price: 29,
      from: true,
      inStock: true,
    },
    {
      case: 'every variant sold out',
      variants: [
        { priceCents: null, stock: 0 },
        { priceCents: null, stock: 0 },
      ],
      price: 39,
      from: false,
      inStock: false,
    },
  ])('$case', ({ variants, price, from, inStock }) => {
    const view = productView(product(variants), 'en', 19)
    expect(view).toMatchObject({ priceBrutto: price, priceFrom: from, inStock, name: 'Bow tie' })
    expect(view.category).toEqual({ slug: 'fliegen', name: 'Bow ties' })
    // A variant's price is the product's unless it names its own; stock is only ever yes or no.
    for (const [index, variant] of view.variants.entries()) {
      expect(variant.priceBrutto).toBe((variants[index]?.priceCents ?? 3900) / 100)
      expect(variant).not.toHaveProperty('stock')
    }
  })

  it('passes each variant’s colour on for its picture (none where none is recorded)', () => {
    const view = productView(
      product([
        { priceCents: null, stock: 1 },
        { priceCents: null, stock: 1 },
      ]),
      'de',
      19,
    )
    expect(view.variants.map((variant) => variant.colour)).toEqual(['#1f2a44', null])
  })

  it('prices for the delivery country: same net, that country’s VAT', () => {
    expect(productView(product([]), 'de', 20)).toMatchObject({ priceBrutto: 39.32, priceNetto: 32.77 })
    expect(productView(product([]), 'de', 0)).toMatchObject({ priceBrutto: 32.77, priceNetto: 32.77 })
  })
})
