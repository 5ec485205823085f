import { describe, expect, it } from 'vitest'
import { euroText, priceForCountry, splitByWeights } from './money.ts'

describe('priceForCountry: same net, destination VAT, net = gross / (1 + VAT)', () => {
  it.each([
    [7900, 19, 7900, 6639],
    [7900, 20, 7967, 6639],
    [7900, 21, 8033, 6639],
    [7900, 25.5, 8332, 6639],
    [7900, 0, 6639, 6639],
    [14900, 19, 14900, 12521],
    [0, 19, 0, 0],
  ])('%i cents at %s %% → gross %i, net %i', (reference, vat, gross, net) => {
    const price = priceForCountry(reference, vat)
    expect(price.grossCents).toBe(gross)
    expect(price.netCents).toBe(net)
    expect(price.netCents + price.taxCents).toBe(price.grossCents)
  })
})

describe('euroText', () => {
  it.each([
    [0, '0,00€'],
    [8990, '89,90€'],
    [108990, '1.089,90€'],
    [5, '0,05€'],
    [-900, '-9,00€'],
  ])('%i → %s', (cents, text) => {
    expect(euroText(cents)).toBe(text)
  })
})

describe('splitByWeights: whole cents in proportion, summing to the total', () => {
  it.each([
    [10000, [1, 1], [5000, 5000]],
    [100, [1, 1, 1], [34, 33, 33]],
    [7555, [8990, 0], [7555, 0]],
    [25210, [8990, 8990, 12020], [7555, 7554, 10101]],
    [1, [3, 3], [1, 0]],
    [0, [5, 7], [0, 0]],
    [500, [0, 0], [500, 0]],
    [500, [], []],
  ])('%i over %j → %j', (total, weights, parts) => {
    const split = splitByWeights(total, weights)
    expect(split).toEqual(parts)
    if (weights.length > 0) expect(split.reduce((sum, part) => sum + part, 0)).toBe(total)
  })
})
