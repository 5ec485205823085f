import { describe, expect, it } from 'vitest'
import {
  canAddPart,
  canonicalCategoryId,
  hasPrice,
  isAttributeAllowedInCategory,
  isEmbroideryGateOpen,
  isValidMonogramText,
  parseEuroText,
  parseValueId,
  visibleParts,
} from './rules.ts'

describe('canAddPart', () => {
  it.each([
    [0, 1, true],
    [1, 1, false],
    [2, 1, false],
    [0, null, true],
    [57, null, true],
    [2, 3, true],
    [3, 3, false],
  ])('%i chosen, max %s → %s', (chosen, max, expected) => {
    expect(canAddPart(chosen, max)).toBe(expected)
  })
})

describe('embroidery gate: parts 32, 52, 107 only while 512 or 513 = 226', () => {
  const parts = [{ id: 31 }, { id: 32 }, { id: 52 }, { id: 107 }, { id: 108 }]
  it.each([
    [[], [31, 108]],
    [[[512, 225]], [31, 108]],
    [[[512, 226]], [31, 32, 52, 107, 108]],
    [[[513, 226]], [31, 32, 52, 107, 108]],
    [[[514, 226]], [31, 108]],
    [
      [
        [513, 228],
        [512, 225],
      ],
      [31, 108],
    ],
  ] as [number, number][][][])('%j shows %j', (chosen, expected) => {
    const map = new Map(chosen as [number, number][])
    expect(visibleParts(parts, map).map((part) => part.id)).toEqual(expected)
    expect(isEmbroideryGateOpen(map)).toBe(expected.length > 2)
  })
})

describe('collar attribute whitelist', () => {
  const collar = [1, 2, 3, 5, 14, 19, 21, 80]
  it.each([1, 2, 3, 5, 14, 19, 21, 80])('collar accepts %i', (id) =>
    expect(isAttributeAllowedInCategory(collar, id)).toBe(true),
  )
  it.each([4, 6, 30, 512, 0])('collar refuses %i', (id) =>
    expect(isAttributeAllowedInCategory(collar, id)).toBe(false),
  )
  it('categories without a whitelist accept any attribute', () =>
    expect(isAttributeAllowedInCategory(null, 30)).toBe(true))
})

describe('parseValueId: only the first $$ segment counts', () => {
  it.each([
    [226, { id: 226, payload: null }],
    ['226', { id: 226, payload: null }],
    ['230$$JM', { id: 230, payload: 'JM' }],
    ['230$$A$$B', { id: 230, payload: 'A$$B' }],
    ['0', { id: 0, payload: null }],
    ['abc', null],
    ['$$JM', null],
    [-1, null],
    [1.5, null],
    ['1e3', null],
    [null, null],
    [{}, null],
  ])('%j → %j', (raw, expected) => {
    expect(parseValueId(raw)).toEqual(expected)
  })
})

describe('hasPrice', () => {
  it.each([
    [{ priceNetto: 66.39, priceBrutto: '79,00€' }, true],
    [{ priceNetto: 0, priceBrutto: '79,00€' }, true],
    [{ priceNetto: 0, priceBrutto: '0,00€' }, false],
    [{ priceNetto: '12.5', priceBrutto: '' }, true],
    [{ priceNetto: null, priceBrutto: 'abc' }, false],
    [{ priceNetto: undefined, priceBrutto: 89.9 }, true],
    [{}, false],
  ])('%j → %s', (price, expected) => {
    expect(hasPrice(price)).toBe(expected)
  })
})

describe('parseEuroText', () => {
  it.each([
    ['89,90€', 89.9],
    ['1.089,90 €', 1089.9],
    ['0,00€', 0],
    ['79', 79],
    ['', Number.NaN],
  ])('%s → %s', (text, expected) => {
    expect(parseEuroText(text)).toBe(expected)
  })
})

describe('monogram text', () => {
  it.each([
    ['JM', true],
    ['J.M.', true],
    ['ÄÖÜß', true],
    ['ABCDE', false],
    ['<b>', false],
    ['J M', false],
    ['', false],
    ['   ', false],
    ['12', false],
  ])('%j → %s', (text, expected) => {
    expect(isValidMonogramText(text, 4)).toBe(expected)
  })
})

it('26 is the shirt category 6', () => {
  expect(canonicalCategoryId(26)).toBe(6)
  expect(canonicalCategoryId(1)).toBe(1)
})
