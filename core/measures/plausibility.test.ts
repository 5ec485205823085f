import { describe, expect, it } from 'vitest'
import { bodyToShirt } from './ease.ts'
import {
  emptyMeasureValues,
  fieldKey,
  type MeasureField,
  type MeasureValues,
  measureFieldNames,
} from './fields.ts'
import { checkPlausibility, fieldRanges, plausibilityKeys } from './plausibility.ts'

/** The reference man of size-model.ts: 178 cm, 77.6 kg, collar 40. */
const reference: MeasureValues = {
  size_neck: 38.5,
  size_shoulder: 46.5,
  size_sleevelength: 63.5,
  size_sleevelength_2: 63.5,
  size_sleevelength_short: 24,
  size_chest: 100,
  size_tail: 89,
  size_hips: 103,
  size_shirtlength: 80,
  size_weight: 77.6,
  size_height: 178,
  size_wrist_1: 17.2,
  size_wrist_2: 17.2,
  size_biceps: 31,
}

const profile = (values: Partial<MeasureValues>): MeasureValues => ({ ...emptyMeasureValues(), ...values })

describe('checkPlausibility: whole profiles', () => {
  it('the reference man has neither errors nor warnings', () => {
    expect(checkPlausibility(reference)).toEqual({ errors: {}, warnings: {} })
  })

  it('an empty profile is fine (every field is optional)', () => {
    expect(checkPlausibility(emptyMeasureValues())).toEqual({ errors: {}, warnings: {} })
  })
})

describe('checkPlausibility: the range of every field', () => {
  const rows = measureFieldNames.flatMap((field) => {
    const range = fieldRanges[field]
    const key = fieldKey(field)
    return [
      [field, range.errorMin - 0.1, { errors: { [field]: `measures.errors.${key}TooSmall` }, warnings: {} }],
      [field, range.errorMin, { errors: {}, warnings: { [field]: `measures.warnings.${key}Small` } }],
      [field, range.warnMin - 0.1, { errors: {}, warnings: { [field]: `measures.warnings.${key}Small` } }],
      [field, range.warnMin, { errors: {}, warnings: {} }],
      [field, range.warnMax, { errors: {}, warnings: {} }],
      [field, range.warnMax + 0.1, { errors: {}, warnings: { [field]: `measures.warnings.${key}Large` } }],
      [field, range.errorMax, { errors: {}, warnings: { [field]: `measures.warnings.${key}Large` } }],
      [field, range.errorMax + 0.1, { errors: { [field]: `measures.errors.${key}TooLarge` }, warnings: {} }],
    ] as const
  })

  it.each(rows)('%s = %d', (field, value, expected) => {
    expect(checkPlausibility(profile({ [field]: value }))).toEqual(expected)
  })

  it('impossible and unusual values as customers type them', () => {
    expect(checkPlausibility(profile({ size_neck: 15.5 })).errors).toEqual({
      size_neck: 'measures.errors.neckTooSmall',
    })
    expect(checkPlausibility(profile({ size_chest: 400 })).errors).toEqual({
      size_chest: 'measures.errors.chestTooLarge',
    })
    expect(checkPlausibility(profile({ size_height: 5.11 })).errors).toEqual({
      size_height: 'measures.errors.heightTooSmall',
    })
  })
})

type Row = [string, Partial<MeasureValues>, Record<string, string>, Record<string, string>]

describe('checkPlausibility: relations between fields', () => {
  const e = (stem: string) => `measures.errors.${stem}`
  const w = (stem: string) => `measures.warnings.${stem}`
  it.each<Row>([
    ['athletic waist', { size_chest: 100, size_tail: 72 }, {}, {}],
    ['very narrow waist', { size_chest: 100, size_tail: 68 }, {}, { size_tail: w('waistVsChestLow') }],
    ['impossible waist drop', { size_chest: 140, size_tail: 85 }, { size_tail: e('waistVsChestLow') }, {}],
    ['belly', { size_chest: 100, size_tail: 130 }, {}, { size_tail: w('waistVsChestHigh') }],
    ['waist far beyond chest', { size_chest: 85, size_tail: 140 }, { size_tail: e('waistVsChestHigh') }, {}],
    ['hips narrow for the waist', { size_tail: 120, size_hips: 96 }, {}, { size_hips: w('hipsVsWaistLow') }],
    [
      'hips impossible for the waist',
      { size_tail: 150, size_hips: 100 },
      { size_hips: e('hipsVsWaistLow') },
      { size_tail: w('waistLarge') },
    ],
    ['wide hips for the waist', { size_tail: 75, size_hips: 112 }, {}, { size_hips: w('hipsVsWaistHigh') }],
    ['wide hips for the chest', { size_chest: 100, size_hips: 131 }, {}, { size_hips: w('hipsVsChestHigh') }],
    [
      'hips impossible for the chest',
      { size_chest: 138, size_hips: 85 },
      { size_hips: e('hipsVsChestLow') },
      {},
    ],
    ['neck fits the chest', { size_neck: 38, size_chest: 100 }, {}, {}],
    ['strong neck', { size_neck: 48, size_chest: 95 }, {}, { size_neck: w('neckVsChestLow') }],
    [
      'neck impossible for the chest',
      { size_neck: 60, size_chest: 90 },
      { size_neck: e('neckVsChestLow') },
      {},
    ],
    ['slim neck', { size_neck: 33, size_chest: 120 }, {}, { size_neck: w('neckVsChestHigh') }],
    ['neck halved', { size_neck: 28, size_chest: 130 }, { size_neck: e('neckVsChestHigh') }, {}],
    [
      'one shoulder only',
      { size_shoulder: 31, size_chest: 125 },
      { size_shoulder: e('shoulderVsChestLow') },
      {},
    ],
    [
      'narrow shoulders',
      { size_shoulder: 39, size_chest: 112 },
      {},
      { size_shoulder: w('shoulderVsChestLow') },
    ],
    ['sleeve fits the height', { size_sleevelength: 63, size_height: 178 }, {}, {}],
    [
      'short arms',
      { size_sleevelength: 53, size_height: 178 },
      {},
      { size_sleevelength: w('sleeveVsHeightLow') },
    ],
    [
      'sleeve impossible for the height',
      { size_sleevelength: 42, size_height: 178 },
      { size_sleevelength: e('sleeveVsHeightLow') },
      {},
    ],
    [
      'a range warning wins over a relation warning',
      { size_sleevelength: 80, size_height: 178 },
      {},
      { size_sleevelength: w('sleeveLarge') },
    ],
    [
      'left sleeve impossible for the height',
      { size_sleevelength_2: 88, size_height: 170 },
      { size_sleevelength_2: e('sleeveVsHeightHigh') },
      {},
    ],
    [
      'sleeves differ by 4 cm',
      { size_sleevelength: 63, size_sleevelength_2: 67 },
      {},
      { size_sleevelength_2: w('sleevesDifferHigh') },
    ],
    [
      'sleeves differ by 10 cm',
      { size_sleevelength: 60, size_sleevelength_2: 70 },
      { size_sleevelength_2: e('sleevesDifferHigh') },
      {},
    ],
    [
      'long short sleeve',
      { size_sleevelength: 52, size_sleevelength_short: 30 },
      {},
      { size_sleevelength_short: w('shortSleeveVsSleeveHigh') },
    ],
    [
      'short sleeve as long as the sleeve',
      { size_sleevelength: 45, size_sleevelength_short: 38 },
      { size_sleevelength_short: e('shortSleeveVsSleeveHigh') },
      { size_sleevelength: w('sleeveSmall') },
    ],
    [
      'short shirt for a tall man',
      { size_shirtlength: 70, size_height: 190 },
      {},
      { size_shirtlength: w('shirtLengthVsHeightLow') },
    ],
    [
      'shirt impossible for the height',
      { size_shirtlength: 56, size_height: 200 },
      { size_shirtlength: e('shirtLengthVsHeightLow') },
      {},
    ],
    [
      'long shirt for a short man',
      { size_shirtlength: 90, size_height: 165 },
      {},
      { size_shirtlength: w('shirtLengthVsHeightHigh') },
    ],
    [
      'shirt far too long',
      { size_shirtlength: 105, size_height: 160 },
      { size_shirtlength: e('shirtLengthVsHeightHigh') },
      {},
    ],
    ['slim wrist', { size_wrist_1: 14.5, size_neck: 45 }, {}, { size_wrist_1: w('wristVsNeckLow') }],
    [
      'wrist impossible for the neck',
      { size_wrist_1: 11, size_neck: 48 },
      { size_wrist_1: e('wristVsNeckLow') },
      {},
    ],
    ['strong wrist', { size_wrist_2: 21, size_neck: 33 }, {}, { size_wrist_2: w('wristVsNeckHigh') }],
    [
      'wrist larger than possible',
      { size_wrist_2: 28, size_neck: 34 },
      { size_wrist_2: e('wristVsNeckHigh') },
      {},
    ],
    [
      'watch side 3.5 cm larger',
      { size_wrist_1: 17, size_wrist_2: 20.5 },
      {},
      { size_wrist_2: w('wristsDifferHigh') },
    ],
    ['watch side 1.5 cm larger', { size_wrist_1: 17, size_wrist_2: 18.5 }, {}, {}],
    [
      'wrists 9 cm apart',
      { size_wrist_1: 16, size_wrist_2: 25 },
      { size_wrist_2: e('wristsDifferHigh') },
      {},
    ],
    ['thin arms', { size_biceps: 25, size_chest: 115 }, {}, { size_biceps: w('bicepsVsChestLow') }],
    [
      'arm impossible for the chest',
      { size_biceps: 19, size_chest: 125 },
      { size_biceps: e('bicepsVsChestLow') },
      {},
    ],
    ['strong arms', { size_biceps: 42, size_chest: 95 }, {}, { size_biceps: w('bicepsVsChestHigh') }],
    [
      'arm larger than possible',
      { size_biceps: 55, size_chest: 95 },
      { size_biceps: e('bicepsVsChestHigh') },
      {},
    ],
    [
      'light for the height',
      { size_weight: 50, size_height: 180 },
      {},
      { size_weight: w('weightVsHeightLow') },
    ],
    [
      'weight impossible for the height',
      { size_weight: 35, size_height: 180 },
      { size_weight: e('weightVsHeightLow') },
      {},
    ],
    [
      'heavy for the height',
      { size_weight: 140, size_height: 165 },
      {},
      { size_weight: w('weightVsHeightHigh') },
    ],
    [
      'pounds instead of kilograms',
      { size_weight: 200, size_height: 160 },
      { size_weight: e('weightVsHeightHigh') },
      {},
    ],
    [
      'a field with a range error is not checked against others',
      { size_neck: 70, size_chest: 100 },
      { size_neck: e('neckTooLarge') },
      {},
    ],
  ])('%s', (_name, values, errors, warnings) => {
    expect(checkPlausibility(profile(values))).toEqual({ errors, warnings })
  })
})

describe('checkPlausibility: shirt-measured profiles', () => {
  it('checks the body a shirt implies (the ease taken off)', () => {
    expect(checkPlausibility(profile({ size_neck: 26 }), 'body').errors).toEqual({})
    expect(checkPlausibility(profile({ size_neck: 26 }), 'shirt').errors).toEqual({
      size_neck: 'measures.errors.neckTooSmall',
    })
  })

  it('the reference man measured on his tailored shirt is fine', () => {
    const shirt = bodyToShirt(reference, 'tailored')
    expect(shirt).toMatchObject({ size_chest: 116, size_tail: 103, size_neck: 40 })
    expect(checkPlausibility(shirt, 'shirt')).toEqual({ errors: {}, warnings: {} })
  })
})

describe('invariants over many random profiles', () => {
  // A small deterministic generator: the same profiles on every run.
  let seed = 20261122
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const known = new Set(plausibilityKeys())
  const profiles = Array.from({ length: 400 }, () => {
    const values = emptyMeasureValues()
    for (const field of measureFieldNames) {
      if (random() < 0.2) continue
      const range = fieldRanges[field as MeasureField]
      const spread = range.errorMax - range.errorMin
      values[field] = Math.round((range.errorMin - spread * 0.2 + random() * spread * 1.4) * 10) / 10
    }
    return values
  })

  it('every key is a known message key, and a field has at most an error or a warning', () => {
    for (const values of profiles) {
      const { errors, warnings } = checkPlausibility(values)
      for (const key of [...Object.values(errors), ...Object.values(warnings)]) expect(known).toContain(key)
      for (const field of Object.keys(errors)) expect(warnings).not.toHaveProperty(field)
      for (const field of [...Object.keys(errors), ...Object.keys(warnings)]) {
        expect(values[field as MeasureField]).not.toBeNull()
      }
    }
  })
})
