import { describe, expect, it } from 'vitest'
import { fits, measureFieldNames } from './fields.ts'
import { checkPlausibility } from './plausibility.ts'
import { recommendMeasure } from './recommend.ts'
import {
  bodyMassIndex,
  modelBody,
  recommendSize,
  referenceBody,
  rescaleForWeightChange,
  standardGirths,
  standardSizeProfile,
  standardSizes,
} from './size-model.ts'

const referenceWeight = Math.round(referenceBody.bmi * 1.78 ** 2 * 10) / 10

describe('standard sizes (collar 37–48)', () => {
  it.each([
    [37, 44, 88, 76, 92],
    [39, 48, 96, 84, 100],
    [40, 50, 100, 88, 104],
    [42, 54, 108, 97, 112],
    [45, 60, 120, 112, 124],
    [48, 66, 132, 127, 136],
  ])('collar %i = size %i: chest %i, waist %i, hips %i', (collar, size, chest, waist, hips) => {
    expect(standardSizes.find((row) => row.collar === collar)).toEqual({ collar, size, chest, waist, hips })
  })

  it('has twelve rows, one collar centimetre per 4 cm of chest, and a shrinking waist drop', () => {
    expect(standardSizes.map((row) => row.collar)).toEqual([37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48])
    for (const [index, row] of standardSizes.entries()) {
      if (index === 0) continue
      const before = standardSizes[index - 1] as (typeof standardSizes)[number]
      expect(row.chest - before.chest).toBe(4)
      expect(row.chest - row.waist).toBeLessThanOrEqual(before.chest - before.waist)
    }
  })

  it('interpolates half collar sizes and extends beyond the table', () => {
    expect(standardGirths(40.5)).toEqual({ chest: 102, waist: 90, hips: 106 })
    expect(standardGirths(36).chest).toBe(84)
  })

  it.each(standardSizes.map((row) => row.collar))('the profile of collar %i is plausible', (collar) => {
    const profile = standardSizeProfile(collar)
    expect(profile.size_neck).toBe(collar - 1.5)
    expect(checkPlausibility(profile).errors).toEqual({})
  })
})

describe('modelBody: the regression', () => {
  it('the reference man (178 cm, BMI 24.5, 40 years) wears size 50 / collar 40', () => {
    const body = modelBody(178, referenceWeight, 40)
    expect(body.size_chest).toBeCloseTo(100, 0)
    expect(body.size_tail).toBeCloseTo(89, 0)
    expect(body.size_neck).toBeCloseTo(38.5, 0)
    expect(body.size_sleevelength).toBeCloseTo(63.4, 1)
    expect(body.size_shirtlength).toBeCloseTo(80.1, 1)
  })

  it.each([
    ['chest', 'size_chest'],
    ['waist', 'size_tail'],
    ['hips', 'size_hips'],
    ['neck', 'size_neck'],
    ['biceps', 'size_biceps'],
  ] as const)('more weight at the same height means a larger %s', (_name, field) => {
    expect(modelBody(180, 90)[field] as number).toBeGreaterThan(modelBody(180, 75)[field] as number)
  })

  it('taller means longer sleeves and shirts', () => {
    expect(modelBody(190, 85).size_sleevelength as number).toBeGreaterThan(
      modelBody(170, 85).size_sleevelength as number,
    )
    expect(modelBody(190, 85).size_shirtlength as number).toBeGreaterThan(
      modelBody(170, 85).size_shirtlength as number,
    )
  })

  it('age moves the waist (clamped to 18–75)', () => {
    expect(modelBody(178, 78, 60).size_tail as number).toBeCloseTo(
      (modelBody(178, 78, 40).size_tail as number) + 3,
      5,
    )
    expect(modelBody(178, 78, 95).size_tail).toBe(modelBody(178, 78, 75).size_tail)
  })
})

describe('recommendSize', () => {
  it('answers a complete profile, the finished shirt of the fit and an explanation', () => {
    const result = recommendSize({ height: 178, weight: referenceWeight, fit: 'slim' })
    for (const field of measureFieldNames) expect(result.measure[field], field).not.toBeNull()
    expect(result).toMatchObject({ collarSize: 40, standardSize: 50, fit: 'slim' })
    expect(result.measure.size_chest).toBe(100)
    expect(result.shirt.size_chest).toBe(112)
    expect(result.explanation.map((line) => line.key)).toEqual([
      'measures.explain.bmi',
      'measures.explain.ageAssumed',
      'measures.explain.collarSuggested',
      'measures.explain.girths',
      'measures.explain.standardSize',
      'measures.explain.lengths',
      'measures.explain.fit',
      'measures.explain.sides',
      'measures.explain.review',
    ])
    expect(result.explanation[0]?.values).toEqual({ height: 178, weight: referenceWeight, bmi: 24.5 })
  })

  it('a known collar size fixes the neck and pulls the girths half-way to its table row', () => {
    const free = recommendSize({ height: 178, weight: referenceWeight, fit: 'tailored' })
    const withCollar = recommendSize({
      height: 178,
      weight: referenceWeight,
      fit: 'tailored',
      collarSize: 42,
    })
    expect(withCollar.measure.size_neck).toBe(40.5)
    expect(withCollar.measure.size_chest).toBe(104)
    expect(withCollar.measure.size_tail).toBe((free.measure.size_tail as number) + 4)
    expect(withCollar.collarSize).toBe(42)
    expect(withCollar.explanation.map((line) => line.key)).toContain('measures.explain.collarGiven')
  })

  it('values are rounded to half centimetres', () => {
    const result = recommendSize({ height: 183, weight: 91.3, age: 52, fit: 'regular' })
    for (const field of measureFieldNames) {
      if (field === 'size_height' || field === 'size_weight') continue
      expect(((result.measure[field] as number) * 2) % 1, field).toBe(0)
    }
  })

  // Every input the API lets through gives a profile without plausibility errors.
  const grid: [number, number, number | undefined][] = []
  for (let height = 140; height <= 215; height += 5) {
    for (let bmi = 15; bmi <= 50; bmi += 2.5) {
      const weight = Math.round(bmi * (height / 100) ** 2 * 10) / 10
      if (weight < 40 || weight > 200) continue
      for (const age of [undefined, 14, 30, 80]) grid.push([height, weight, age])
    }
  }
  it.each(grid)('%d cm, %d kg, age %s: no plausibility errors', (height, weight, age) => {
    const modelCollar = Math.round(recommendSize({ height, weight, age, fit: 'slim' }).collarSize)
    for (const collarSize of [undefined, modelCollar - 4, modelCollar + 4]) {
      const result = recommendMeasure({ height, weight, age, fit: 'regular', collarSize })
      if (result.ok) expect(checkPlausibility(result.measure).errors).toEqual({})
    }
    for (const fit of fits) {
      const result = recommendSize({ height, weight, age, fit })
      expect(checkPlausibility(result.measure).errors).toEqual({})
      expect(result.shirt.size_chest).toBe(
        (result.measure.size_chest as number) + (fit === 'slim' ? 12 : fit === 'tailored' ? 16 : 20),
      )
    }
  })
})

describe('recommendMeasure: the use case', () => {
  it.each([
    [160, 40, 'ok'],
    [150, 130, 'weight'],
    [200, 55, 'weight'],
  ] as const)('%d cm, %d kg → %s', (height, weight, expected) => {
    const result = recommendMeasure({ height, weight, fit: 'tailored' })
    if (expected === 'ok') expect(result.ok).toBe(true)
    else
      expect(result).toEqual({
        ok: false,
        code: 'IMPLAUSIBLE',
        errors: { weight: 'measures.errors.bmiOutOfRange' },
      })
  })

  it.each([
    [178, 77.6, 44, true],
    [178, 77.6, 45, false],
    [178, 77.6, 36, true],
    [178, 77.6, 35, false],
  ])('%d cm, %d kg with collar %d: accepted %s', (height, weight, collarSize, accepted) => {
    expect(recommendMeasure({ height, weight, fit: 'tailored', collarSize }).ok).toBe(accepted)
  })

  it('a collar size far from height and weight is refused at the collar field', () => {
    expect(recommendMeasure({ height: 160, weight: 48, fit: 'slim', collarSize: 50 })).toEqual({
      ok: false,
      code: 'IMPLAUSIBLE',
      errors: { collarSize: 'measures.errors.collarImplausible' },
    })
  })
})

describe("rescaleForWeightChange: 'my weight changed by X kg'", () => {
  const measured = {
    ...recommendSize({ height: 180, weight: 80, fit: 'tailored' }).measure,
    size_tail: 95,
    size_sleevelength: 66,
  }

  it('moves the girths by what the model says and keeps the own deviations and the lengths', () => {
    const result = rescaleForWeightChange(measured, -6)
    if (!result.ok) throw new Error(result.code)
    const expectedWaist = (modelBody(180, 74).size_tail as number) - (modelBody(180, 80).size_tail as number)
    expect(result.measure.size_weight).toBe(74)
    expect(result.measure.size_tail).toBeCloseTo(95 + expectedWaist, 0)
    expect(result.measure.size_tail as number).toBeLessThan(95)
    expect(result.measure.size_sleevelength).toBe(66)
    expect(result.measure.size_height).toBe(180)
    expect(result.changes.find((change) => change.field === 'size_tail')?.delta).toBe(-5)
  })

  it('gaining and losing the same weight ends where it started (within rounding)', () => {
    const up = rescaleForWeightChange(measured, 5)
    if (!up.ok) throw new Error(up.code)
    const down = rescaleForWeightChange(up.measure, -5)
    if (!down.ok) throw new Error(down.code)
    for (const field of measureFieldNames) {
      expect(
        Math.abs((down.measure[field] as number) - (measured[field] as number)),
        field,
      ).toBeLessThanOrEqual(0.5)
    }
  })

  it.each([
    [{ ...measured, size_height: null }, 3, 'HEIGHT_AND_WEIGHT_NEEDED'],
    [{ ...measured, size_weight: null }, 3, 'HEIGHT_AND_WEIGHT_NEEDED'],
    [measured, -60, 'WEIGHT_OUT_OF_RANGE'],
  ] as const)('refuses %#', (values, delta, code) => {
    expect(rescaleForWeightChange(values, delta)).toEqual({ ok: false, code })
  })

  it('bodyMassIndex', () => {
    expect(bodyMassIndex(180, 81)).toBeCloseTo(25, 5)
  })
})
