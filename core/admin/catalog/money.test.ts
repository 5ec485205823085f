import { describe, expect, it } from 'vitest'
import { euroToCents, PriceSchema, StockSchema, SurchargeSchema } from './money.ts'

describe('euroToCents reads a typed amount exactly', () => {
  it.each([
    ['12', 1200],
    ['12,5', 1250],
    ['12.50', 1250],
    ['0,01', 1],
    [' 499,00 ', 49_900],
    [12.5, 1250],
    [0.1, 10],
    ['12,505', null],
    ['12.', null],
    ['-3', null],
    ['1e3', null],
    ['12 €', null],
    ['', null],
    [0.1 + 0.2, null],
  ])('%j → %s', (typed, cents) => {
    expect(euroToCents(typed)).toBe(cents)
  })
})

describe('money schemas', () => {
  it.each([
    ['a price of 0 is refused', PriceSchema, '0', false],
    ['a price of 0,01 is a price', PriceSchema, '0,01', true],
    ['a surcharge of 0 is no surcharge', SurchargeSchema, '0', true],
    ['a negative surcharge is refused', SurchargeSchema, '-1', false],
    ['three decimals are refused', PriceSchema, '9,999', false],
    ['stock 0 is fine', StockSchema, '0', true],
    ['negative stock is refused', StockSchema, '-1', false],
    ['fractional stock is refused', StockSchema, '1.5', false],
  ])('%s', (_name, schema, typed, valid) => {
    expect(schema.safeParse(typed).success).toBe(valid)
  })
})
