import { describe, expect, it } from 'vitest'
import { embroideryPositionsByPartId } from '../../db/seed/catalog/attributes.ts'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { isGatedPart } from '../catalog/rules.ts'
import {
  type Condition,
  type Excluded,
  excludedParts,
  incompatibilities,
  isValueExcluded,
  withoutIncompatibleChoices,
} from './compatibility.ts'
import {
  type DesignResult,
  type DesignState,
  designFromRows,
  selectPart,
  setAttribute,
  storedDesignFromRows,
} from './design-rules.ts'
import { designReferenceCents } from './shirt-price.ts'
import { templateState } from './template-state.ts'

const catalog = seedSnapshot()

function settle(result: DesignResult): DesignState {
  if (!result.ok) throw new Error(result.code)
  return result.state
}

/** Template 1 with a rounded pocket: a design none of the table's conditions hold for. */
const neutral = settle(selectPart(catalog, templateState(catalog, 1) as DesignState, 12, 61))

const openGate = (state: DesignState) =>
  settle(setAttribute(catalog, state, { partId: 20, attributeId: 512, rawValueId: 226 }))

/** The part that offers a position value (attribute 523), e.g. 237 'on the pocket' → chest monogram. */
const partOfValue = (valueId: number) =>
  Number(Object.entries(embroideryPositionsByPartId).find(([, values]) => values.includes(valueId))?.[0])

/** Puts one side of a row into a design through the designer's own rules. */
function choose(state: DesignState, thing: Condition | Excluded): DesignResult {
  if ('partId' in thing) {
    const gated = isGatedPart(thing.partId) ? openGate(state) : state
    return selectPart(catalog, gated, catalog.parts.get(thing.partId)?.categoryId ?? -1, thing.partId)
  }
  if ('fallbackValueId' in thing) {
    const partId = partOfValue(thing.valueId)
    const withPart = settle(choose(state, { partId }))
    return setAttribute(catalog, withPart, {
      partId,
      attributeId: thing.attributeId,
      rawValueId: thing.valueId,
    })
  }
  return setAttribute(catalog, state, { attributeId: thing.attributeId, rawValueId: thing.valueId })
}

const holdsExcluded = (state: DesignState, excludes: Excluded) =>
  'partId' in excludes
    ? state.parts.has(excludes.partId)
    : [...state.attributes.values()].some(
        (chosen) => chosen.attributeId === excludes.attributeId && chosen.valueId === excludes.valueId,
      )

const rows = incompatibilities.map((row) => [row.because, row] as const)

describe('the incompatibility table, row by row', () => {
  it.each(rows)('%s: choosing the cause takes the option away and says so', (_because, row) => {
    const withOption = settle(choose(neutral, row.excludes))
    expect(holdsExcluded(withOption, row.excludes)).toBe(true)
    const result = choose(withOption, row.when)
    if (!result.ok) throw new Error(result.code)
    expect(holdsExcluded(result.state, row.excludes)).toBe(false)
    if ('partId' in row.excludes) {
      const { partId } = row.excludes
      expect(result.dropped?.partIds).toContain(partId)
      expect([...result.state.attributes.values()].some((a) => a.partId === partId)).toBe(false)
    } else {
      expect(result.dropped?.valueIds).toEqual([row.excludes.valueId])
      const slot = `${partOfValue(row.excludes.valueId)}:${row.excludes.attributeId}`
      expect(result.state.attributes.get(slot)?.valueId).toBe(row.excludes.fallbackValueId)
    }
  })

  it.each(rows)('%s: while the cause holds, the option is refused', (_because, row) => {
    const withCause = settle(choose(neutral, row.when))
    if ('partId' in row.excludes) expect(excludedParts(withCause).get(row.excludes.partId)).toEqual(row.when)
    else expect(isValueExcluded(withCause, row.excludes.attributeId, row.excludes.valueId)).toBe(true)
    expect(choose(withCause, row.excludes)).toEqual({ ok: false, code: 'INCOMPATIBLE_CHOICE' })
  })

  it.each(rows)('%s: a stored design with both is read, priced and sent without it', (_because, row) => {
    // A design written past the rules (or before the rule existed): both sides in the rows.
    const withOption = settle(choose(neutral, row.excludes))
    const cause = settle(choose(neutral, row.when))
    const rowsOf = (state: DesignState) =>
      [...state.attributes.values()].map((a) => [a.partId, a.attributeId, a.valueId, a.text] as const)
    const both = storedDesignFromRows(
      neutral.fabricId,
      [...new Map([...withOption.parts, ...cause.parts])],
      [...rowsOf(withOption), ...rowsOf(cause)],
    )
    const read = designFromRows(both.fabricId, [...both.parts], rowsOf(both))
    expect(holdsExcluded(both, row.excludes)).toBe(true)
    expect(holdsExcluded(read, row.excludes)).toBe(false)
    if ('partId' in row.excludes) {
      const surcharge = catalog.parts.get(row.excludes.partId)?.surchargeCents ?? 0
      expect(
        designReferenceCents(catalog, both).totalCents - designReferenceCents(catalog, read).totalCents,
      ).toBe(surcharge)
    }
  })
})

describe('the table itself', () => {
  const categoryOf = (thing: Condition | Excluded) =>
    'partId' in thing
      ? catalog.parts.get(thing.partId)?.categoryId
      : catalog.parts.get(partOfValue(thing.valueId))?.categoryId

  it('names only parts, attributes and values the catalogue has', () => {
    for (const row of incompatibilities) {
      for (const side of [row.when, row.excludes] as (Condition | Excluded)[]) {
        if ('partId' in side) expect(catalog.parts.get(side.partId), `part ${side.partId}`).toBeDefined()
        else expect(catalog.attributes.get(side.attributeId)?.valueIds).toContain(side.valueId)
      }
      if ('fallbackValueId' in row.excludes)
        expect(embroideryPositionsByPartId[partOfValue(row.excludes.valueId)]).toContain(
          row.excludes.fallbackValueId,
        )
    }
  })

  it('never rules out a cause, and never pairs two options of one category', () => {
    const excludedIds = incompatibilities.flatMap((row) =>
      'partId' in row.excludes ? [row.excludes.partId] : [],
    )
    for (const row of incompatibilities) {
      if ('partId' in row.when) expect(excludedIds).not.toContain(row.when.partId)
      if ('partId' in row.when) expect(categoryOf(row.when)).not.toBe(categoryOf(row.excludes))
    }
  })

  it('every template of the shop can be made as it is', () => {
    for (const templateId of catalog.templates.keys()) {
      const state = templateState(catalog, templateId) as DesignState
      const stored = catalog.templates.get(templateId)
      expect(
        stored?.partIds.filter((partId) => !state.parts.has(partId)),
        `template ${templateId}`,
      ).toEqual([])
      expect(withoutIncompatibleChoices(state).partIds).toEqual([])
    }
  })

  it('takes nothing from a design none of its conditions hold for', () => {
    const settled = withoutIncompatibleChoices(neutral)
    expect(settled.state).toBe(neutral)
    expect(settled).toMatchObject({ partIds: [], attributeIds: [], valueIds: [] })
  })
})
