import { describe, expect, it } from 'vitest'
import { emptyMeasureValues, type MeasureValues } from './fields.ts'
import { applyFitChanges, FitRatingsSchema, proposeFitChanges } from './fit-feedback.ts'

const profile: MeasureValues = {
  ...emptyMeasureValues(),
  size_neck: 40,
  size_chest: 100,
  size_tail: 88,
  size_sleevelength: 64,
  size_sleevelength_2: 64.5,
  size_wrist_2: 17.5,
}

describe('proposeFitChanges', () => {
  it.each([
    ['collar a little tight', { collar: -1 }, [['size_neck', 40, 41, 1]]],
    ['collar much too loose', { collar: 2 }, [['size_neck', 40, 38, -2]]],
    ['waist a little loose', { waist: 1 }, [['size_tail', 88, 86, -2]]],
    ['chest much too tight', { chest: -2 }, [['size_chest', 100, 104, 4]]],
    [
      'sleeves a little short: both sides',
      { sleeve: -1 },
      [
        ['size_sleevelength', 64, 65, 1],
        ['size_sleevelength_2', 64.5, 65.5, 1],
      ],
    ],
    ['watch cuff tight', { watchCuff: -1 }, [['size_wrist_2', 17.5, 18.5, 1]]],
    ['everything right', { collar: 0, chest: 0 }, []],
  ])('%s', (_name, ratings, expected) => {
    const { changes } = proposeFitChanges(profile, ratings)
    expect(changes.map((change) => [change.field, change.from, change.to, change.delta])).toEqual(expected)
  })

  it('leaves out zones the profile does not hold and names them', () => {
    const result = proposeFitChanges(profile, { length: 1, collar: -1 })
    expect(result.changes.map((change) => change.zone)).toEqual(['collar'])
    expect(result.unmeasured).toEqual(['length'])
  })
})

describe('applyFitChanges', () => {
  it('applies the deltas to the current version, not the rated one', () => {
    const { changes } = proposeFitChanges(profile, { waist: 1, watchCuff: -1 })
    const current = { ...profile, size_tail: 90 }
    const next = applyFitChanges(current, changes)
    expect(next.size_tail).toBe(88)
    expect(next.size_wrist_2).toBe(18.5)
    expect(next.size_neck).toBe(40)
  })
})

describe('FitRatingsSchema', () => {
  it.each([
    [{ collar: -1 }, true],
    [{ collar: 3 }, false],
    [{ collar: 0.5 }, false],
    [{ elbow: 1 }, false],
    [{}, false],
  ])('%j valid: %s', (ratings, valid) => {
    expect(FitRatingsSchema.safeParse(ratings).success).toBe(valid)
  })
})
