import { describe, expect, it } from 'vitest'
import { bodyToShirt } from './ease.ts'
import { type MeasureField, type MeasureValues, measureFieldNames, profileKinds } from './fields.ts'
import { relations } from './plausibility.ts'
import {
  type Draft,
  draftFromValues,
  emptyDraft,
  firstOpenStep,
  parseDraft,
  parseStandardSizeInput,
  parseWeightDelta,
  requiredKey,
  reviewVerdict,
  stepVerdict,
  wizardSteps,
} from './wizard.ts'

/** The reference man of size-model.ts (178 cm, 77.6 kg, collar 40). */
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

const draftOf = (values: Partial<Record<MeasureField, string>>): Draft => ({ ...emptyDraft(), ...values })
const indexOf = (field: MeasureField) => wizardSteps.body.findIndex((entry) => entry.field === field)

describe('wizardSteps', () => {
  it.each(profileKinds)('%s: every field is asked exactly once', (kind) => {
    const fields = wizardSteps[kind].map((entry) => entry.field)
    expect([...fields].sort()).toEqual([...measureFieldNames].sort())
  })

  it.each(profileKinds)('%s: every relation is reported at a step after the fields it compares', (kind) => {
    const position = (field: MeasureField) => wizardSteps[kind].findIndex((entry) => entry.field === field)
    for (const relation of relations) {
      const others = relation.needs.filter((field) => field !== relation.field)
      for (const other of others) {
        expect(position(other), `${relation.stem}: ${other} before ${relation.field}`).toBeLessThan(
          position(relation.field),
        )
      }
    }
  })

  it.each(profileKinds)('%s: a sameAs partner comes earlier', (kind) => {
    const steps = wizardSteps[kind]
    for (const [index, entry] of steps.entries()) {
      if (!entry.sameAs) continue
      expect(steps.findIndex((other) => other.field === entry.sameAs)).toBeLessThan(index)
      expect(entry.optional).toBe(true)
    }
  })
})

describe('parseDraft', () => {
  it.each([
    ['41,5', 41.5, undefined],
    [' 41.5 ', 41.5, undefined],
    ['', null, undefined],
    ['abc', null, 'measures.errors.notANumber'],
    ['0', null, 'measures.errors.notPositive'],
    ['-3', null, 'measures.errors.notPositive'],
    ['4000', null, 'measures.errors.outOfRange'],
  ])('neck typed %j → %j, error %j', (typed, value, error) => {
    const parsed = parseDraft(draftOf({ size_neck: typed }), wizardSteps.body)
    expect(parsed.values.size_neck).toBe(value)
    expect(parsed.parseErrors.size_neck).toBe(error)
  })

  it('an empty left side takes the right side; a typed left side stays its own', () => {
    const steps = wizardSteps.body
    expect(parseDraft(draftOf({ size_sleevelength: '64' }), steps).values.size_sleevelength_2).toBe(64)
    expect(
      parseDraft(draftOf({ size_sleevelength: '64', size_sleevelength_2: '65,5' }), steps).values
        .size_sleevelength_2,
    ).toBe(65.5)
    expect(parseDraft(draftOf({ size_wrist_1: '17' }), steps).values.size_wrist_2).toBe(17)
  })

  it('a left side typed wrong is not silently replaced by the right side', () => {
    const parsed = parseDraft(draftOf({ size_wrist_1: '17', size_wrist_2: 'x' }), wizardSteps.body)
    expect(parsed.values.size_wrist_2).toBeNull()
    expect(parsed.parseErrors.size_wrist_2).toBe('measures.errors.notANumber')
  })
})

describe('draftFromValues', () => {
  it.each([
    ['de', '41,5'],
    ['fr', '41,5'],
    ['es', '41,5'],
    ['en', '41.5'],
  ])('%s writes the decimal separator of the language (%s) and parses back', (locale, text) => {
    const draft = draftFromValues({ size_neck: 41.5, size_chest: null }, locale)
    expect(draft.size_neck).toBe(text)
    expect(draft.size_chest).toBe('')
    expect(parseDraft(draft, wizardSteps.body).values.size_neck).toBe(41.5)
  })
})

describe('stepVerdict', () => {
  const full = draftFromValues(reference)

  it.each([
    ['a required step left empty, before trying to go on', draftOf({}), 'size_height', false, null, null],
    [
      'a required step left empty, after trying to go on',
      draftOf({}),
      'size_height',
      true,
      requiredKey,
      null,
    ],
    ['an optional step left empty', draftOf({}), 'size_biceps', true, null, null],
    ['letters', draftOf({ size_chest: 'hundert' }), 'size_chest', false, 'measures.errors.notANumber', null],
    ['a plausible value', draftOf({ size_chest: '100' }), 'size_chest', true, null, null],
    [
      'an unusual value',
      draftOf({ size_chest: '150' }),
      'size_chest',
      true,
      null,
      'measures.warnings.chestLarge',
    ],
    [
      'an impossible value',
      draftOf({ size_chest: '35' }),
      'size_chest',
      true,
      'measures.errors.chestTooSmall',
      null,
    ],
    [
      'a half circumference typed for the waist (relation to the chest)',
      draftOf({ size_chest: '100', size_tail: '45' }),
      'size_tail',
      true,
      'measures.errors.waistTooSmall',
      null,
    ],
    [
      'a waist far above the chest',
      draftOf({ size_chest: '90', size_tail: '118' }),
      'size_tail',
      true,
      null,
      'measures.warnings.waistVsChestHigh',
    ],
    [
      'inches typed for the sleeve of a 180 cm man',
      draftOf({ size_height: '180', size_sleevelength: '25' }),
      'size_sleevelength',
      true,
      'measures.errors.sleeveTooSmall',
      null,
    ],
  ])('%s', (_name, draft, field, attempted, error, warning) => {
    expect(stepVerdict(draft, 'body', indexOf(field as MeasureField), { attempted })).toEqual({
      error,
      warning,
    })
  })

  it('a relation is reported at the later step only', () => {
    const draft = { ...full, size_tail: '127' } // waist − chest = 27 → warning at the waist
    const chest = stepVerdict(draft, 'body', indexOf('size_chest'), { attempted: true })
    const waist = stepVerdict(draft, 'body', indexOf('size_tail'), { attempted: true })
    expect(chest).toEqual({ error: null, warning: null })
    expect(waist.warning).toBe('measures.warnings.waistVsChestHigh')
  })

  it('a shirt-measured profile is judged by the body it implies', () => {
    const shirt = draftFromValues(bodyToShirt({ ...reference, size_chest: 130 }, 'tailored'))
    const index = wizardSteps.shirt.findIndex((entry) => entry.field === 'size_chest')
    expect(stepVerdict(shirt, 'shirt', index, { attempted: true })).toEqual({ error: null, warning: null })
    // The same 146 cm typed as a BODY chest is unusual.
    expect(stepVerdict(shirt, 'body', indexOf('size_chest'), { attempted: true }).warning).toBe(
      'measures.warnings.chestLarge',
    )
  })

  it('an index past the steps has nothing to say', () => {
    expect(stepVerdict(full, 'body', 99)).toEqual({ error: null, warning: null })
  })
})

describe('reviewVerdict and firstOpenStep', () => {
  it('the reference man is ready, with both sides filled', () => {
    const verdict = reviewVerdict(draftFromValues(reference), 'body')
    expect(verdict).toMatchObject({ ready: true, errors: {}, warnings: {} })
    expect(firstOpenStep(draftFromValues(reference), 'body')).toBe(wizardSteps.body.length)
  })

  it('optional and same-as fields may stay empty (a standard size knows no weight)', () => {
    const draft = draftFromValues({
      ...reference,
      size_weight: null,
      size_sleevelength_2: null,
      size_wrist_2: null,
      size_biceps: null,
      size_sleevelength_short: null,
    })
    const verdict = reviewVerdict(draft, 'body')
    expect(verdict.ready).toBe(true)
    expect(verdict.values.size_sleevelength_2).toBe(63.5)
    expect(verdict.values.size_biceps).toBeNull()
  })

  it('lists every missing, wrong and implausible field and starts at the first of them', () => {
    const draft = { ...draftFromValues(reference), size_chest: '', size_neck: 'x', size_hips: '300' }
    const verdict = reviewVerdict(draft, 'body')
    expect(verdict.ready).toBe(false)
    expect(verdict.errors).toEqual({
      size_chest: requiredKey,
      size_neck: 'measures.errors.notANumber',
      size_hips: 'measures.errors.hipsTooLarge',
    })
    expect(firstOpenStep(draft, 'body')).toBe(indexOf('size_chest'))
  })

  it('warnings do not block', () => {
    const verdict = reviewVerdict({ ...draftFromValues(reference), size_neck: '50,5' }, 'body')
    expect(verdict.ready).toBe(true)
    expect(verdict.warnings.size_neck).toBe('measures.warnings.neckLarge')
  })
})

describe('parseWeightDelta', () => {
  it.each([
    ['-3', { ok: true, value: -3 }],
    ['+2,5', { ok: true, value: 2.5 }],
    ['4', { ok: true, value: 4 }],
    ['−1.5', { ok: true, value: -1.5 }],
    ['', { ok: false, key: 'measures.errors.weightDeltaRequired' }],
    ['zwei', { ok: false, key: 'measures.errors.notANumber' }],
    ['0', { ok: false, key: 'measures.errors.weightDeltaZero' }],
    ['0,01', { ok: false, key: 'measures.errors.weightDeltaZero' }],
    ['75', { ok: false, key: 'measures.errors.weightDeltaTooLarge' }],
    ['-61', { ok: false, key: 'measures.errors.weightDeltaTooLarge' }],
  ])('%j → %j', (typed, expected) => {
    expect(parseWeightDelta(typed)).toEqual(expected)
  })
})

describe('parseStandardSizeInput', () => {
  const collars = [37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48]
  it.each([
    [
      { collar: '41', height: '182' },
      { ok: true, value: { collar: 41, height: 182 } },
    ],
    [
      { collar: 41, height: '176,5' },
      { ok: true, value: { collar: 41, height: 176.5 } },
    ],
    [
      { collar: '', height: '182' },
      { ok: false, errors: { collar: 'measures.errors.collarRequired' } },
    ],
    [
      { collar: '52', height: '182' },
      { ok: false, errors: { collar: 'measures.errors.collarOutOfRange' } },
    ],
    [
      { collar: '41', height: '' },
      { ok: false, errors: { height: 'measures.errors.heightRequired' } },
    ],
    [
      { collar: '41', height: 'groß' },
      { ok: false, errors: { height: 'measures.errors.notANumber' } },
    ],
    [
      { collar: '41', height: '72' },
      { ok: false, errors: { height: 'measures.errors.recommendHeightOutOfRange' } },
    ],
    [
      { collar: undefined, height: '-1' },
      {
        ok: false,
        errors: { collar: 'measures.errors.collarRequired', height: 'measures.errors.notPositive' },
      },
    ],
  ])('%j → %j', (input, expected) => {
    expect(parseStandardSizeInput(input, collars)).toEqual(expected)
  })
})
