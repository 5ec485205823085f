import { describe, expect, it } from 'vitest'
import { changeLine, measureChanges } from './remake-changes.ts'

const original = {
  measureId: 7,
  set_name: 'Büro',
  size_neck: 41,
  size_sleevelength: 64,
  size_sleevelength_2: 64,
  size_chest: '104.0',
  size_weight: 80,
  size_biceps: null,
}

describe('measureChanges', () => {
  it.each([
    ['nothing changed', original, { ...original, measureId: 8 }, []],
    ['the same value written with another precision', original, { ...original, size_chest: 104 }, []],
    [
      'both sleeves shortened',
      original,
      { ...original, size_sleevelength: 62.5, size_sleevelength_2: 62.5 },
      [
        { field: 'size_sleevelength', from: 64, to: 62.5 },
        { field: 'size_sleevelength_2', from: 64, to: 62.5 },
      ],
    ],
    [
      'a measurement added, one removed, in the card’s order',
      original,
      { ...original, size_neck: null, size_biceps: 33 },
      [
        { field: 'size_neck', from: 41, to: null },
        { field: 'size_biceps', from: null, to: 33 },
      ],
    ],
    ['no profile before', null, { size_neck: 41 }, [{ field: 'size_neck', from: null, to: 41 }]],
  ] as const)('%s', (_name, before, after, changes) => {
    expect(measureChanges(before, after)).toEqual(changes)
  })
})

describe('changeLine', () => {
  it.each([
    [{ field: 'size_sleevelength', from: 64, to: 62.5 }, 'Ärmellänge rechts 64,0 → 62,5 cm'],
    [{ field: 'size_chest', from: 104, to: 106 }, 'Brustumfang 104,0 → 106,0 cm'],
    [{ field: 'size_weight', from: 80, to: 78.5 }, 'Gewicht 80,0 → 78,5 kg'],
    [{ field: 'size_biceps', from: null, to: 33 }, 'Oberarm (Bizeps) — → 33,0 cm'],
  ] as const)('%o → %s', (change, line) => {
    expect(changeLine(change)).toBe(line)
  })
})
