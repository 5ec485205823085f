import { describe, expect, it } from 'vitest'
import { parseMeasureInput, parseMeasureNumber, parseRecommendInput } from './profile-schema.ts'

describe('parseMeasureNumber: numbers as typed', () => {
  it.each([
    [41, 41],
    [41.5, 41.5],
    ['41,5', 41.5],
    ['41.5', 41.5],
    [' 41 ', 41],
    ['41,', 41],
    [',5', 0.5],
    ['+42', 42],
    ['41,25', 41.3],
    [41.04, 41],
    ['999,9', 999.9],
  ] as const)('%j → %d', (input, expected) => {
    expect(parseMeasureNumber(input)).toEqual({ ok: true, value: expected })
  })

  it.each([null, '', '   '])('%j clears the field', (input) => {
    expect(parseMeasureNumber(input)).toEqual({ ok: true, value: null })
  })

  it.each([
    ['abc', 'measures.errors.notANumber'],
    ['41a', 'measures.errors.notANumber'],
    ['4,1,5', 'measures.errors.notANumber'],
    ['1e3', 'measures.errors.notANumber'],
    ['41 cm', 'measures.errors.notANumber'],
    [Number.NaN, 'measures.errors.notANumber'],
    [Number.POSITIVE_INFINITY, 'measures.errors.notANumber'],
    [true, 'measures.errors.notANumber'],
    [{}, 'measures.errors.notANumber'],
    [[41], 'measures.errors.notANumber'],
    [-3, 'measures.errors.notPositive'],
    ['-41,5', 'measures.errors.notPositive'],
    [0, 'measures.errors.notPositive'],
    ['0,0', 'measures.errors.notPositive'],
    [0.04, 'measures.errors.notPositive'],
    [1000, 'measures.errors.outOfRange'],
    ['123456', 'measures.errors.outOfRange'],
  ] as const)('%j is refused with %s', (input, key) => {
    expect(parseMeasureNumber(input)).toEqual({ ok: false, key })
  })
})

describe('parseMeasureInput: a profile as the client sends it', () => {
  it('keeps only the fields sent, converts comma decimals and drops unknown keys', () => {
    const result = parseMeasureInput({
      set_name: '  Büro   Hemden ',
      size_neck: '41,5',
      size_chest: 102,
      size_tail: null,
      size_hips: '',
      colour: 'blue',
    })
    expect(result).toEqual({
      ok: true,
      value: {
        setName: 'Büro Hemden',
        standard: undefined,
        kind: undefined,
        measureId: undefined,
        values: { size_neck: 41.5, size_chest: 102, size_tail: null, size_hips: null },
      },
    })
  })

  it.each([
    [{ measureId: 7 }, 7],
    [{ measureID: '8' }, 8],
    [{ id: 9 }, 9],
    [{ measureId: 0 }, undefined],
    [{ measureId: null }, undefined],
  ])('the id may come as %j', (ids, expected) => {
    const result = parseMeasureInput({ set_name: 'A', ...ids })
    expect(result.ok && result.value.measureId).toBe(expected ?? undefined)
  })

  it.each([
    [1, true],
    ['1', true],
    [true, true],
    [0, false],
    ['0', false],
    [false, false],
  ] as const)('standard %j → %s', (standard, expected) => {
    const result = parseMeasureInput({ set_name: 'A', standard })
    expect(result.ok && result.value.standard).toBe(expected)
  })

  it.each([
    [{}, { set_name: 'measures.errors.nameRequired' }],
    [{ set_name: '   ' }, { set_name: 'measures.errors.nameRequired' }],
    [{ set_name: 42 }, { set_name: 'measures.errors.nameRequired' }],
    [{ set_name: 'x'.repeat(61) }, { set_name: 'measures.errors.nameTooLong' }],
    [{ set_name: '<script>' }, { set_name: 'measures.errors.nameInvalid' }],
    [{ set_name: 'A', standard: 'ja' }, { standard: 'measures.errors.standardInvalid' }],
    [{ set_name: 'A', kind: 'dress' }, { kind: 'measures.errors.kindInvalid' }],
    [{ set_name: 'A', id: -4 }, { id: 'measures.errors.idInvalid' }],
    [
      { size_neck: 'vierzig', size_chest: -100, size_tail: 0, size_hips: 5000 },
      {
        set_name: 'measures.errors.nameRequired',
        size_neck: 'measures.errors.notANumber',
        size_chest: 'measures.errors.notPositive',
        size_tail: 'measures.errors.notPositive',
        size_hips: 'measures.errors.outOfRange',
      },
    ],
  ])('%j is refused at every wrong field', (input, errors) => {
    expect(parseMeasureInput(input)).toEqual({ ok: false, errors })
  })

  it('accepts a name of exactly 60 characters (counted as characters, not bytes)', () => {
    expect(parseMeasureInput({ set_name: 'ä'.repeat(60) }).ok).toBe(true)
  })
})

describe('parseRecommendInput', () => {
  it('fills the fit and accepts comma decimals', () => {
    expect(parseRecommendInput({ height: '182', weight: '84,5' })).toEqual({
      ok: true,
      value: { height: 182, weight: 84.5, fit: 'tailored' },
    })
  })

  it.each([
    [{ weight: 80 }, { height: 'measures.errors.heightRequired' }],
    [{ height: 180 }, { weight: 'measures.errors.weightRequired' }],
    [{ height: 'groß', weight: 80 }, { height: 'measures.errors.notANumber' }],
    [{ height: 100, weight: 80 }, { height: 'measures.errors.recommendHeightOutOfRange' }],
    [{ height: 180, weight: 20 }, { weight: 'measures.errors.recommendWeightOutOfRange' }],
    [{ height: 180, weight: 80, age: 40.5 }, { age: 'measures.errors.ageOutOfRange' }],
    [{ height: 180, weight: 80, age: 9 }, { age: 'measures.errors.ageOutOfRange' }],
    [{ height: 180, weight: 80, fit: 'baggy' }, { fit: 'measures.errors.fitInvalid' }],
    [{ height: 180, weight: 80, collarSize: 60 }, { collarSize: 'measures.errors.collarOutOfRange' }],
    [
      { height: -180, weight: 0 },
      { height: 'measures.errors.notPositive', weight: 'measures.errors.notPositive' },
    ],
  ])('%j → %j', (input, errors) => {
    expect(parseRecommendInput(input)).toEqual({ ok: false, errors })
  })
})
