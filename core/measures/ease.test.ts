import { describe, expect, it } from 'vitest'
import { bodyToShirt, easeByFit, easeOf, shirtToBody, sideBySide } from './ease.ts'
import { emptyMeasureValues, fits, type MeasureValues, measureFieldNames } from './fields.ts'

const body: MeasureValues = {
  ...emptyMeasureValues(),
  size_neck: 39,
  size_shoulder: 47,
  size_sleevelength: 64,
  size_chest: 100,
  size_tail: 90,
  size_hips: 102,
  size_shirtlength: 80,
  size_weight: 80,
  size_height: 180,
  size_wrist_1: 17,
  size_biceps: 31,
}

describe('body → finished shirt: the ease of the fit', () => {
  it.each([
    ['slim', 112, 100, 112, 40.5],
    ['tailored', 116, 104, 116, 40.5],
    ['regular', 120, 110, 120, 40.5],
  ] as const)(
    '%s: chest 100 → %d, waist 90 → %d, hips 102 → %d, neck 39 → %d',
    (fit, chest, waist, hips, neck) => {
      const shirt = bodyToShirt(body, fit)
      expect(shirt).toMatchObject({ size_chest: chest, size_tail: waist, size_hips: hips, size_neck: neck })
    },
  )

  it.each(fits)('%s: lengths, height and weight stay; empty fields stay empty', (fit) => {
    const shirt = bodyToShirt(body, fit)
    for (const field of ['size_sleevelength', 'size_shirtlength', 'size_height', 'size_weight'] as const) {
      expect(shirt[field]).toBe(body[field])
    }
    expect(shirt.size_sleevelength_2).toBeNull()
    expect(shirt.size_wrist_2).toBeNull()
  })

  it.each(fits)('%s: shirt → body undoes body → shirt for every field', (fit) => {
    expect(shirtToBody(bodyToShirt(body, fit), fit)).toEqual(body)
  })

  it('the looser the fit, the more ease, on every field', () => {
    for (const field of measureFieldNames) {
      expect(easeOf('slim', field)).toBeLessThanOrEqual(easeOf('tailored', field))
      expect(easeOf('tailored', field)).toBeLessThanOrEqual(easeOf('regular', field))
    }
    expect(easeByFit.slim.size_chest).toBe(12)
    expect(easeByFit.tailored.size_chest).toBe(16)
    expect(easeByFit.regular.size_chest).toBe(20)
  })
})

describe('sideBySide', () => {
  it('a body profile: its values on the body side, plus ease on the shirt side', () => {
    const rows = sideBySide(body, 'body', 'slim')
    expect(rows.find((row) => row.field === 'size_chest')).toEqual({
      field: 'size_chest',
      body: 100,
      shirt: 112,
      ease: 12,
    })
    expect(rows).toHaveLength(11)
  })

  it('a shirt-measured profile: its values on the shirt side, the implied body beside them', () => {
    const rows = sideBySide({ ...emptyMeasureValues(), size_chest: 116, size_neck: 41 }, 'shirt', 'tailored')
    expect(rows).toEqual([
      { field: 'size_neck', body: 39.5, shirt: 41, ease: 1.5 },
      { field: 'size_chest', body: 100, shirt: 116, ease: 16 },
    ])
  })
})
