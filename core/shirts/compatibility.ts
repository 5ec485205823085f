/**
 * Choices that cannot be made together, in one table: while `when` is part of a design, `excludes`
 * cannot be sewn, so it is neither offered, charged nor sent to the workshop. Every design rule
 * (design-rules.ts) and every read of a stored design (price, cart, order, production sheet)
 * goes through `withoutIncompatibleChoices`; the designer hides what `excludedParts` names.
 *
 * Found by going through every pair of the catalogue's categories (collar, cuffs, placket,
 * pocket, back, hem, fit, buttons, contrast fabrics, yarns, embroidery, extras) and asking whether
 * the workshop could make the one with the other. Pairs left out on purpose: decorative stitching
 * on a short sleeve (the collar and placket still take it), a concealed placket with contrast
 * inside (the fly has an inside), the back and the fit (advice, not a limit).
 */

/** What rules others out: a chosen part, or an attribute holding a value. */
export type Condition = { partId: number } | { attributeId: number; valueId: number }

/**
 * What cannot be made under it: a part (it goes with its choices), or one value of an attribute
 * (the attribute falls back to another value of the same part).
 */
export type Excluded = { partId: number } | { attributeId: number; valueId: number; fallbackValueId: number }

export type Incompatibility = { when: Condition; excludes: Excluded; because: string }

export const incompatibilities = [
  {
    when: { partId: 16 },
    excludes: { partId: 92 },
    because: 'a short sleeve ends in a hem: there is no cuff to line inside',
  },
  {
    when: { partId: 16 },
    excludes: { partId: 32 },
    because: 'a short sleeve has no cuff to carry a monogram',
  },
  {
    when: { partId: 16 },
    excludes: { partId: 83 },
    because: 'a short sleeve has no sleeve placket above a cuff',
  },
  {
    when: { partId: 72 },
    excludes: { partId: 93 },
    because: 'a French front has no placket, so nothing to line inside',
  },
  {
    when: { partId: 8 },
    excludes: { partId: 90 },
    because: 'a band collar is only the band: there is no fold-over collar to line',
  },
  {
    when: { partId: 8 },
    excludes: { partId: 82 },
    because: 'a band collar has no points, so no collar stays',
  },
  {
    when: { attributeId: 2, valueId: 204 },
    excludes: { partId: 82 },
    because: 'metal collar stays need removable stays, not sewn-in ones',
  },
  {
    when: { partId: 60 },
    excludes: { attributeId: 523, valueId: 237, fallbackValueId: 236 },
    because: 'without a pocket a monogram cannot sit on the pocket; it moves to the left chest',
  },
] as const satisfies readonly Incompatibility[]

/** The design's choices the table looks at (design-rules.ts DesignState, without importing it). */
type Choices = {
  parts: ReadonlyMap<number, number>
  attributes: ReadonlyMap<
    string,
    { partId: number; attributeId: number; valueId: number; text: string | null }
  >
}

export function conditionHolds(choices: Choices, when: Condition): boolean {
  if ('partId' in when) return choices.parts.has(when.partId)
  for (const chosen of choices.attributes.values())
    if (chosen.attributeId === when.attributeId && chosen.valueId === when.valueId) return true
  return false
}

/** Parts the design cannot take as it stands, each with the part or value that rules it out. */
export function excludedParts(
  choices: Choices,
  table: readonly Incompatibility[] = incompatibilities,
): Map<number, Condition> {
  const excluded = new Map<number, Condition>()
  for (const row of table)
    if ('partId' in row.excludes && !excluded.has(row.excludes.partId) && conditionHolds(choices, row.when))
      excluded.set(row.excludes.partId, row.when)
  return excluded
}

/** May this attribute take this value in the design as it stands? */
export function isValueExcluded(
  choices: Choices,
  attributeId: number,
  valueId: number,
  table: readonly Incompatibility[] = incompatibilities,
): boolean {
  return table.some(
    (row) =>
      'valueId' in row.excludes &&
      row.excludes.attributeId === attributeId &&
      row.excludes.valueId === valueId &&
      conditionHolds(choices, row.when),
  )
}

export type Settled<S> = { state: S; partIds: number[]; attributeIds: number[]; valueIds: number[] }

/**
 * The design without anything the table rules out: excluded parts go with their choices, an
 * excluded value falls back. Says what went, so the customer can be told. Conditions are never
 * themselves excluded by a row (a test holds the table to it), so one pass settles the design.
 */
export function withoutIncompatibleChoices<S extends Choices>(
  state: S,
  table: readonly Incompatibility[] = incompatibilities,
): Settled<S> {
  const partIds: number[] = []
  const attributeIds: number[] = []
  const valueIds: number[] = []
  const parts = new Map(state.parts)
  const attributes = new Map(state.attributes)
  for (const row of table) {
    if (!conditionHolds(state, row.when)) continue
    const excludes: Excluded = row.excludes
    if ('partId' in excludes) {
      if (!parts.delete(excludes.partId)) continue
      partIds.push(excludes.partId)
      for (const [slot, chosen] of attributes) if (chosen.partId === excludes.partId) attributes.delete(slot)
    } else {
      for (const [slot, chosen] of attributes) {
        if (chosen.attributeId !== excludes.attributeId || chosen.valueId !== excludes.valueId) continue
        attributes.set(slot, { ...chosen, valueId: excludes.fallbackValueId })
        attributeIds.push(excludes.attributeId)
        valueIds.push(excludes.valueId)
      }
    }
  }
  if (partIds.length === 0 && attributeIds.length === 0) return { state, partIds, attributeIds, valueIds }
  return { state: { ...state, parts, attributes }, partIds, attributeIds, valueIds }
}
