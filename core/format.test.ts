import { describe, expect, it } from 'vitest'
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
