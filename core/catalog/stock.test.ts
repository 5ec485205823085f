import { describe, expect, it } from 'vitest'
import { fabricCentimetresPerShirt, fabricNeeds, isLowStock, shirtFabricAvailable } from './stock.ts'

describe('fabric stock rules', () => {
  const perShirt = fabricCentimetresPerShirt / 100
  it.each([
    { stock: 0, shirts: 1, available: false },
    { stock: perShirt - 0.01, shirts: 1, available: false },
    { stock: perShirt, shirts: 1, available: true },
    { stock: perShirt * 2, shirts: 2, available: true },
    { stock: perShirt * 2 - 0.01, shirts: 2, available: false },
  ])('$stock m for $shirts shirt(s): available $available', ({ stock, shirts, available }) => {
    expect(shirtFabricAvailable(stock, shirts)).toBe(available)
  })

  it.each([
    { stock: 0, low: true },
    { stock: 19.99, low: true },
    { stock: 20, low: false },
  ])('$stock m is low: $low', ({ stock, low }) => {
    expect(isLowStock(stock)).toBe(low)
  })

  it('adds the designs of one fabric and sorts by fabric id', () => {
    expect(
      fabricNeeds([
        { fabricId: 1020, amount: 2 },
        { fabricId: 1001, amount: 1 },
        { fabricId: 1020, amount: 1 },
        { fabricId: 0, amount: 1 },
      ]),
    ).toEqual([
      [1001, fabricCentimetresPerShirt],
      [1020, 3 * fabricCentimetresPerShirt],
    ])
  })
})
