import { describe, expect, it } from 'vitest'
import { formatNumber, formatPrice } from './format.ts'

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
