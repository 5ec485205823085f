import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatLocale, locales } from '#config/locales.ts'
import { formatDate, formatNumber, formatPrice } from './format.ts'

describe('numbers and prices in the page language', () => {
  it.each([
    ['de', 17.5, '17,5'],
    ['en', 17.5, '17.5'],
    ['fr', 17.5, '17,5'],
    ['es', 17.5, '17,5'],
    ['de', 40, '40'],
    ['de', 1.25, '1,3'],
  ] as const)('%s: %d → %s', (locale, value, text) => {
    expect(formatNumber(value, locale)).toBe(text)
  })
  it.each(locales)('%s: writes every price exactly as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(formatLocale(locale), { style: 'currency', currency: 'EUR' })
    const edges = [
      0, -0, 0.005, 1.005, 2.675, -0.001, 999.99, 1000, 9999.995, 10000, 123456.785, 1e9, -1234.56, 1e21,
    ]
    for (const value of edges) expect(formatPrice(value, locale), String(value)).toBe(intl.format(value))
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        (cents) => formatPrice(cents / 100, locale) === intl.format(cents / 100),
      ),
      { numRuns: 3000 },
    )
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        (euros) => formatPrice(euros, locale) === intl.format(euros),
      ),
      { numRuns: 3000 },
    )
  })
  it('formats euros with the locale', () => {
    expect(formatPrice(89.9, 'de').replace(/\s/g, ' ')).toBe('89,90 €')
    expect(formatPrice(89.9, 'en')).toBe('€89.90')
  })
})

describe('dates in the page language', () => {
  it.each([
    ['de', '3. Dezember 2026'],
    ['en', '3 December 2026'],
    ['fr', '3 décembre 2026'],
    ['es', '3 de diciembre de 2026'],
  ] as const)('%s writes the 3rd of December 2026 as %s (British English, not American)', (locale, text) => {
    expect(formatDate('2026-12-03', locale)).toBe(text)
  })
})
