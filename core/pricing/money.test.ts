import { describe, expect, it } from 'vitest'
import { euroText, priceForCountry } from './money.ts'

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
