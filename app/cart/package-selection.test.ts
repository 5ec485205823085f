import { describe, expect, it } from 'vitest'
import { candidateBlock, type PackageCandidate, summarizeSelection } from './package-selection.ts'

const offer = { size: 7, fabricGroups: ['A', 'B'], priceBrutto: 499, basePricesBrutto: { A: 79, B: 99 } }
const design = (shirtId: number, over: Partial<PackageCandidate> = {}): PackageCandidate => ({
  shirtId,
  priceBrutto: 99,
  priceGroup: 'B',
  orderStatus: 0,
  measure: { name: 'Büro', number: 3 },
  ...over,
})
const seven = (over: (i: number) => Partial<PackageCandidate> = () => ({})) =>
  Array.from({ length: 7 }, (_, i) => design(i + 1, over(i)))

describe('summarizeSelection', () => {
  it.each([
    [
      'nothing chosen',
      [],
      { count: 0, remaining: 7, ready: false, problem: 'PACKAGE_COUNT', savingBrutto: null },
    ],
    [
      'three on one profile',
      seven().slice(0, 3),
      { count: 3, remaining: 4, ready: false, problem: 'PACKAGE_COUNT' },
    ],
    [
      'seven in group B',
      seven(),
      { count: 7, ready: true, problem: null, singlesBrutto: 693, packageBrutto: 499, savingBrutto: 194 },
    ],
    [
      'seven in group A',
      seven(() => ({ priceBrutto: 79, priceGroup: 'A' })),
      { ready: true, savingBrutto: 54 },
    ],
    [
      'seven in group A, French cuffs (9 €) on one: charged on top, the saving stays',
      seven((i) => ({ priceBrutto: i === 2 ? 88 : 79, priceGroup: 'A' })),
      { ready: true, surchargesBrutto: 9, packageBrutto: 508, savingBrutto: 54 },
    ],
    [
      'two profiles among three: told at once',
      [design(1), design(2, { measure: { name: 'Freizeit', number: 4 } }), design(3)],
      { ready: false, problem: 'PACKAGE_MEASURE' },
    ],
    [
      'two profiles among seven',
      seven((i) => (i === 6 ? { measure: { name: 'Freizeit', number: 4 } } : {})),
      { ready: false, problem: 'PACKAGE_MEASURE' },
    ],
    ['seven without profile yet', seven(() => ({ measure: null })), { ready: true, withoutProfile: 7 }],
    [
      'a fabric of group C',
      seven((i) => (i === 0 ? { priceGroup: 'C' } : {})),
      { ready: false, problem: 'PACKAGE_FABRIC' },
    ],
  ])('%s', (_name, chosen, expected) => {
    expect(summarizeSelection(chosen, offer)).toMatchObject(expected)
  })

  it('keeps the invariant: single prices = package price + saving, for a complete package', () => {
    const chosen = seven((i) => ({ priceBrutto: 79 + i * 10.05 }))
    const summary = summarizeSelection(chosen, offer)
    expect(summary.singlesBrutto).toBeCloseTo(summary.packageBrutto + (summary.savingBrutto ?? 0), 2)
  })

  it('names each profile in use once', () => {
    const chosen = [design(1), design(2), design(3, { measure: { name: 'Freizeit', number: 4 } })]
    expect(summarizeSelection(chosen, offer).profiles).toEqual([
      { id: 3, name: 'Büro' },
      { id: 4, name: 'Freizeit' },
    ])
  })
})

describe('candidateBlock', () => {
  it.each([
    ['an open design in group A', design(1, { priceGroup: 'A' }), null],
    ['a design in the cart', design(1, { orderStatus: 1 }), null],
    ['an ordered design', design(1, { orderStatus: 2 }), 'ORDERED'],
    ['a design in another package', design(9), 'IN_PACKAGE'],
    ['a fabric of group C', design(1, { priceGroup: 'C' }), 'FABRIC'],
    ['a fabric without group', design(1, { priceGroup: null }), 'FABRIC'],
  ])('%s', (_name, candidate, expected) => {
    expect(candidateBlock(candidate, offer, new Set([9]))).toBe(expected)
  })
})
