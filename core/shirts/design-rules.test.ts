import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { describeDesign } from './describe.ts'
import {
  applySelection,
  type DesignState,
  diffDesign,
  removePart,
  selectPart,
  setAttribute,
} from './design-rules.ts'
import { designReferenceCents } from './shirt-price.ts'
import { templateState } from './template-state.ts'

const catalog = seedSnapshot()
const base = templateState(catalog, 1) as DesignState
const gateOpen = (
  setAttribute(catalog, base, { partId: 20, attributeId: 512, rawValueId: 226 }) as { state: DesignState }
).state

describe('selectPart', () => {
  it.each([
    ['another collar replaces Kent', 1, 6, { ok: true }],
    ['a cuff in the collar category', 1, 11, { ok: false, code: 'PART_NOT_IN_CATEGORY' }],
    ['an unknown part', 1, 999, { ok: false, code: 'UNKNOWN_PART' }],
    ['an unknown category', 77, 1, { ok: false, code: 'UNKNOWN_CATEGORY' }],
    ['the fabric category', 0, 1, { ok: false, code: 'UNKNOWN_CATEGORY' }],
    ['embroidery without the gate', 10, 32, { ok: false, code: 'EMBROIDERY_GATE_CLOSED' }],
    ['the shirt category by its alias 26', 26, 21, { ok: true }],
  ])('%s', (_name, categoryId, partId, expected) => {
    expect(selectPart(catalog, base, categoryId, partId)).toMatchObject(expected)
  })

  it('keeps one collar and sets the new collar’s defaults', () => {
    const result = selectPart(catalog, base, 1, 6)
    if (!result.ok) throw new Error(result.code)
    expect([...result.state.parts].filter(([, category]) => category === 1)).toEqual([[6, 1]])
    expect(result.state.attributes.get('6:1')?.valueId).toBe(202)
    expect(result.state.attributes.has('1:1')).toBe(false)
  })

  it('adds extras without limit', () => {
    let state = base
    for (const partId of [80, 81, 82, 83]) {
      const result = selectPart(catalog, state, 3, partId)
      if (!result.ok) throw new Error(result.code)
      state = result.state
    }
    expect([...state.parts].filter(([, category]) => category === 3)).toHaveLength(4)
  })
})

describe('embroidery gate and monogram', () => {
  it('opens with 512 = 226 and closes again, taking the embroidery with it', () => {
    const withMonogram = applySelection(catalog, gateOpen, {
      categoryId: 10,
      partId: 32,
      attrId: 520,
      attrvalueId: '230$$ab',
      selected: true,
    })
    if (!withMonogram.ok) throw new Error(withMonogram.code)
    expect(withMonogram.state.attributes.get('32:520')).toMatchObject({ valueId: 230, text: 'AB' })
    const closed = setAttribute(catalog, withMonogram.state, {
      partId: 20,
      attributeId: 512,
      rawValueId: 225,
    })
    if (!closed.ok) throw new Error(closed.code)
    expect(closed.state.parts.has(32)).toBe(false)
    expect(closed.state.attributes.has('32:520')).toBe(false)
  })

  const monogrammed = () => {
    const result = applySelection(catalog, gateOpen, {
      categoryId: 10,
      partId: 32,
      attrId: 520,
      attrvalueId: '230$$JM',
      selected: true,
    })
    if (!result.ok) throw new Error(result.code)
    return result.state
  }

  it.each([
    ['straight hem', 21],
    ['straight hem with side vents', 22],
  ])('another hem (%s) keeps the monogram, its embroidery and the price', (_name, hemId) => {
    const before = monogrammed()
    const result = selectPart(catalog, before, 6, hemId)
    if (!result.ok) throw new Error(result.code)
    expect(result.dropped).toBeUndefined()
    expect(result.state.parts.has(20)).toBe(false)
    expect(result.state.parts.get(hemId)).toBe(6)
    expect(result.state.attributes.get(`${hemId}:512`)?.valueId).toBe(226)
    expect(result.state.parts.has(32)).toBe(true)
    expect(result.state.attributes.get('32:520')).toMatchObject({ valueId: 230, text: 'JM' })
    expect(designReferenceCents(catalog, result.state).totalCents).toBe(
      designReferenceCents(catalog, before).totalCents,
    )
  })

  it('names what a change had to take away: closing the gate drops the embroidery', () => {
    const closed = setAttribute(catalog, monogrammed(), { partId: 20, attributeId: 512, rawValueId: 225 })
    if (!closed.ok) throw new Error(closed.code)
    expect(closed.dropped).toEqual({ partIds: [32], attributeIds: [] })
    const plain = selectPart(catalog, base, 6, 21)
    expect(plain).toMatchObject({ ok: true })
    expect(plain.ok && plain.dropped).toBeUndefined()
  })

  it('describes the design in one line', () => {
    const result = applySelection(catalog, gateOpen, {
      categoryId: 10,
      partId: 32,
      attrId: 520,
      attrvalueId: '230$$JM',
      selected: true,
    })
    if (!result.ok) throw new Error(result.code)
    const line = describeDesign(catalog, result.state, 'de')
    expect(line.startsWith(catalog.texts.get(`fabric:${base.fabricId}:de`)?.name ?? '?')).toBe(true)
    expect(line).toContain('Kent')
    expect(line).toContain('Monogramm JM')
  })
})

describe('monogram positions', () => {
  it.each([
    [32, 234, { ok: true }],
    [32, 237, { ok: false, code: 'VALUE_NOT_OFFERED' }],
    [107, 234, { ok: false, code: 'VALUE_NOT_OFFERED' }],
    [52, 236, { ok: true }],
    // The start design has no pocket (compatibility.ts).
    [52, 237, { ok: false, code: 'INCOMPATIBLE_CHOICE' }],
  ])('part %i at position %i', (partId, position, expected) => {
    const chosen = selectPart(catalog, gateOpen, 10, partId)
    if (!chosen.ok) throw new Error(chosen.code)
    expect(
      setAttribute(catalog, chosen.state, { partId, attributeId: 523, rawValueId: position }),
    ).toMatchObject(expected)
  })
})

describe('setAttribute and removePart', () => {
  it.each([
    ['a whitelisted collar attribute', { partId: 1, attributeId: 5, rawValueId: 210 }, { ok: true }],
    [
      'an attribute the collar may not carry',
      { partId: 1, attributeId: 30, rawValueId: 215 },
      { ok: false, code: 'ATTRIBUTE_NOT_ON_PART' },
    ],
    [
      'a value the attribute does not offer',
      { partId: 1, attributeId: 1, rawValueId: 215 },
      { ok: false, code: 'VALUE_NOT_OFFERED' },
    ],
    [
      'garbage as value',
      { partId: 1, attributeId: 1, rawValueId: 'x$$y' },
      { ok: false, code: 'VALUE_NOT_OFFERED' },
    ],
    [
      'a part not in the design',
      { partId: 6, attributeId: 1, rawValueId: 201 },
      { ok: false, code: 'PART_NOT_CHOSEN' },
    ],
  ])('%s', (_name, input, expected) => {
    expect(setAttribute(catalog, base, input)).toMatchObject(expected)
  })

  it.each([
    [1, 1, 'PART_REQUIRED'],
    [12, 60, 'PART_REQUIRED'],
    [3, 80, 'PART_NOT_CHOSEN'],
  ])('removePart %i/%i → %s', (categoryId, partId, code) => {
    expect(removePart(catalog, base, categoryId, partId)).toEqual({ ok: false, code })
  })
})

describe('prices', () => {
  it('adds part and value surcharges to the fabric group price', () => {
    const french = selectPart(catalog, base, 2, 14)
    if (!french.ok) throw new Error(french.code)
    const before = designReferenceCents(catalog, base).totalCents
    expect(designReferenceCents(catalog, french.state).totalCents - before).toBe(900)
  })

  it('the diff of a swap names what to write', () => {
    const swapped = selectPart(catalog, base, 1, 6)
    if (!swapped.ok) throw new Error(swapped.code)
    const diff = diffDesign(base, swapped.state)
    expect(diff.addedParts).toEqual([{ partId: 6, categoryId: 1 }])
    expect(diff.removedParts).toEqual([1])
    expect(diff.fabricChanged).toBe(false)
  })
})
