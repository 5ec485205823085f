import {
  canAddPart,
  canonicalCategoryId,
  embroideryPositionAttributeId,
  isAttributeAllowedInCategory,
  isEmbroideryGateOpen,
  isGatedPart,
  isPositionOfPart,
  isValidMonogramText,
  parseValueId,
} from '../catalog/rules.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { excludedParts, isValueExcluded, withoutIncompatibleChoices } from './compatibility.ts'

/** A design in memory: its parts (part → category) and attribute choices per part. */
export type ChosenAttribute = { partId: number; attributeId: number; valueId: number; text: string | null }
export type DesignState = {
  fabricId: number
  parts: ReadonlyMap<number, number>
  attributes: ReadonlyMap<string, ChosenAttribute>
}

export type DesignError =
  | 'UNKNOWN_CATEGORY'
  | 'UNKNOWN_PART'
  | 'PART_NOT_IN_CATEGORY'
  | 'PART_NOT_CHOSEN'
  | 'PART_REQUIRED'
  | 'PART_LIMIT_REACHED'
  | 'EMBROIDERY_GATE_CLOSED'
  | 'UNKNOWN_ATTRIBUTE'
  | 'ATTRIBUTE_NOT_ON_PART'
  | 'ATTRIBUTE_NOT_ALLOWED'
  | 'VALUE_NOT_OFFERED'
  | 'INVALID_TEXT'
  | 'UNKNOWN_FABRIC'
  | 'FABRIC_NOT_CONTRAST'
  | 'INCOMPATIBLE_CHOICE'

/**
 * Choices a change had to take away besides what was asked for: embroidery parts that went with a
 * closing gate, parts and values the new choice cannot be made with (compatibility.ts), attribute
 * choices the replacing part does not offer. The customer is told.
 */
export type DroppedChoices = { partIds: number[]; attributeIds: number[]; valueIds?: number[] }

export type DesignResult =
  | { ok: true; state: DesignState; dropped?: DroppedChoices }
  | { ok: false; code: DesignError }

/** Categories a design must always have exactly one part of (a shirt needs a collar, cuffs …). */
export const requiredCategoryIds = [1, 2, 6, 9, 11, 12, 13, 54] as const

const key = (partId: number, attributeId: number) => `${partId}:${attributeId}`

/** attribute id → value id over all parts (what the embroidery gate looks at). */
export function chosenValues(state: DesignState): Map<number, number> {
  const map = new Map<number, number>()
  for (const chosen of state.attributes.values()) map.set(chosen.attributeId, chosen.valueId)
  return map
}

function withoutPart(state: DesignState, partId: number): DesignState {
  const parts = new Map(state.parts)
  parts.delete(partId)
  const attributes = new Map([...state.attributes].filter(([, chosen]) => chosen.partId !== partId))
  return { ...state, parts, attributes }
}

/** Embroidery parts go when the gate closes, so a design never holds a hidden part. */
function dropClosedGateParts(state: DesignState): DesignState {
  if (isEmbroideryGateOpen(chosenValues(state))) return state
  let next = state
  for (const partId of state.parts.keys()) if (isGatedPart(partId)) next = withoutPart(next, partId)
  return next
}

/**
 * The answer of a change: the embroidery gate and the incompatibility table applied, and what they
 * (or a replacement) took away.
 */
function settled(state: DesignState, lostAttributeIds: readonly number[] = []): DesignResult {
  const compatible = withoutIncompatibleChoices(dropClosedGateParts(state))
  const next = compatible.state
  const partIds = [...state.parts.keys()].filter((partId) => !next.parts.has(partId))
  const attributeIds = [...new Set(lostAttributeIds)]
  const valueIds = [...new Set(compatible.valueIds)]
  if (partIds.length === 0 && attributeIds.length === 0 && valueIds.length === 0)
    return { ok: true, state: next }
  return {
    ok: true,
    state: next,
    dropped: { partIds, attributeIds, ...(valueIds.length > 0 ? { valueIds } : {}) },
  }
}

/**
 * A part replaces another in its category: every attribute the new part also offers (and its
 * category allows) keeps the customer's value, so changing the hem keeps the monogram. Choices the
 * new part cannot carry are named, unless they were only the attribute's default.
 */
function carryOver(
  catalog: CatalogSnapshot,
  state: DesignState,
  replaced: readonly ChosenAttribute[],
  partId: number,
): { state: DesignState; lost: number[] } {
  const part = catalog.parts.get(partId)
  const category = catalog.categories.get(part?.categoryId ?? -1)
  const attributes = new Map(state.attributes)
  const lost: number[] = []
  for (const chosen of replaced) {
    const attribute = catalog.attributes.get(chosen.attributeId)
    const carried =
      attribute &&
      part?.attributeIds.includes(chosen.attributeId) &&
      isAttributeAllowedInCategory(category?.allowedAttributeIds, chosen.attributeId) &&
      attribute.valueIds.includes(chosen.valueId)
    if (carried) attributes.set(key(partId, chosen.attributeId), { ...chosen, partId })
    else if (chosen.valueId !== attribute?.defaultValueId || chosen.text) lost.push(chosen.attributeId)
  }
  return { state: { ...state, attributes }, lost }
}

function withDefaults(catalog: CatalogSnapshot, state: DesignState, partId: number): DesignState {
  const part = catalog.parts.get(partId)
  const attributes = new Map(state.attributes)
  for (const attributeId of part?.attributeIds ?? []) {
    const attribute = catalog.attributes.get(attributeId)
    if (attribute?.defaultValueId && attribute.type !== 'text') {
      attributes.set(key(partId, attributeId), {
        partId,
        attributeId,
        valueId: attribute.defaultValueId,
        text: null,
      })
    }
  }
  return { ...state, attributes }
}

/** Choose a part: added while below the category's maximum; in single-choice categories it replaces. */
export function selectPart(
  catalog: CatalogSnapshot,
  state: DesignState,
  categoryId: number,
  partId: number,
): DesignResult {
  const category = catalog.categories.get(canonicalCategoryId(categoryId))
  if (!category || category.id === 0) return { ok: false, code: 'UNKNOWN_CATEGORY' }
  const part = catalog.parts.get(partId)
  if (!part?.active) return { ok: false, code: 'UNKNOWN_PART' }
  if (part.categoryId !== category.id) return { ok: false, code: 'PART_NOT_IN_CATEGORY' }
  if (isGatedPart(partId) && !isEmbroideryGateOpen(chosenValues(state)))
    return { ok: false, code: 'EMBROIDERY_GATE_CLOSED' }
  if (state.parts.has(partId)) return { ok: true, state }
  if (excludedParts(state).has(partId)) return { ok: false, code: 'INCOMPATIBLE_CHOICE' }
  const inCategory = [...state.parts]
    .filter(([, chosenCategory]) => chosenCategory === category.id)
    .map(([id]) => id)
  let next = state
  const replaced: ChosenAttribute[] = []
  if (!canAddPart(inCategory.length, category.maxParts)) {
    if (category.maxParts !== 1) return { ok: false, code: 'PART_LIMIT_REACHED' }
    for (const id of inCategory) {
      replaced.push(...[...next.attributes.values()].filter((chosen) => chosen.partId === id))
      next = withoutPart(next, id)
    }
  }
  const parts = new Map(next.parts)
  parts.set(partId, category.id)
  const carried = carryOver(catalog, withDefaults(catalog, { ...next, parts }, partId), replaced, partId)
  return settled(carried.state, carried.lost)
}

export function removePart(
  catalog: CatalogSnapshot,
  state: DesignState,
  categoryId: number,
  partId: number,
): DesignResult {
  const category = catalog.categories.get(canonicalCategoryId(categoryId))
  if (!category) return { ok: false, code: 'UNKNOWN_CATEGORY' }
  if (state.parts.get(partId) !== category.id) return { ok: false, code: 'PART_NOT_CHOSEN' }
  if ((requiredCategoryIds as readonly number[]).includes(category.id))
    return { ok: false, code: 'PART_REQUIRED' }
  return settled(withoutPart(state, partId))
}

/**
 * Set (or with value 0, deselect) an attribute of a chosen part. Without a part id, the chosen part
 * that carries the attribute is meant (updateAttribute, docs/api.md).
 */
export function setAttribute(
  catalog: CatalogSnapshot,
  state: DesignState,
  input: { partId?: number; attributeId: number; rawValueId: unknown },
): DesignResult {
  const attribute = catalog.attributes.get(input.attributeId)
  if (!attribute) return { ok: false, code: 'UNKNOWN_ATTRIBUTE' }
  const partId =
    input.partId ??
    [...state.parts.keys()].find((id) => catalog.parts.get(id)?.attributeIds.includes(input.attributeId))
  if (partId === undefined || !state.parts.has(partId)) return { ok: false, code: 'PART_NOT_CHOSEN' }
  const part = catalog.parts.get(partId)
  if (!part?.attributeIds.includes(input.attributeId)) return { ok: false, code: 'ATTRIBUTE_NOT_ON_PART' }
  const category = catalog.categories.get(part.categoryId)
  if (!isAttributeAllowedInCategory(category?.allowedAttributeIds, input.attributeId)) {
    return { ok: false, code: 'ATTRIBUTE_NOT_ALLOWED' }
  }
  const parsed = parseValueId(input.rawValueId)
  if (!parsed) return { ok: false, code: 'VALUE_NOT_OFFERED' }
  const attributes = new Map(state.attributes)
  const slot = key(partId, input.attributeId)
  if (parsed.id === 0) {
    if (attribute.defaultValueId && attribute.type !== 'text') {
      attributes.set(slot, {
        partId,
        attributeId: input.attributeId,
        valueId: attribute.defaultValueId,
        text: null,
      })
    } else {
      attributes.delete(slot)
    }
    return settled({ ...state, attributes })
  }
  if (!attribute.valueIds.includes(parsed.id)) return { ok: false, code: 'VALUE_NOT_OFFERED' }
  if (input.attributeId === embroideryPositionAttributeId && !isPositionOfPart(partId, parsed.id))
    return { ok: false, code: 'VALUE_NOT_OFFERED' }
  if (isValueExcluded(state, input.attributeId, parsed.id)) return { ok: false, code: 'INCOMPATIBLE_CHOICE' }
  let text: string | null = null
  if (attribute.type === 'text') {
    if (parsed.payload === null || !isValidMonogramText(parsed.payload, attribute.maxLength ?? 4)) {
      return { ok: false, code: 'INVALID_TEXT' }
    }
    text = parsed.payload.trim().toUpperCase()
  }
  attributes.set(slot, { partId, attributeId: input.attributeId, valueId: parsed.id, text })
  return settled({ ...state, attributes })
}

/** updateShirt (docs/api.md): a part or an attribute, selected or deselected. */
export function applySelection(
  catalog: CatalogSnapshot,
  state: DesignState,
  selection: { categoryId: number; partId: number; attrId: number; attrvalueId: unknown; selected: boolean },
): DesignResult {
  if (!selection.attrId) {
    return selection.selected
      ? selectPart(catalog, state, selection.categoryId, selection.partId)
      : removePart(catalog, state, selection.categoryId, selection.partId)
  }
  let base = state
  let dropped: DroppedChoices | undefined
  if (selection.selected && !state.parts.has(selection.partId)) {
    const selected = selectPart(catalog, state, selection.categoryId, selection.partId)
    if (!selected.ok) return selected
    base = selected.state
    dropped = selected.dropped
  }
  const value = selection.selected ? selection.attrvalueId : 0
  const result = setAttribute(catalog, base, {
    partId: selection.partId,
    attributeId: selection.attrId,
    rawValueId: value,
  })
  if (!result.ok || !dropped) return result
  const valueIds = [...new Set([...(dropped.valueIds ?? []), ...(result.dropped?.valueIds ?? [])])]
  return {
    ...result,
    dropped: {
      partIds: [...new Set([...dropped.partIds, ...(result.dropped?.partIds ?? [])])],
      attributeIds: [...new Set([...dropped.attributeIds, ...(result.dropped?.attributeIds ?? [])])],
      ...(valueIds.length > 0 ? { valueIds } : {}),
    },
  }
}

export function setFabric(catalog: CatalogSnapshot, state: DesignState, fabricId: number): DesignResult {
  const fabric = catalog.fabrics.get(fabricId)
  if (!fabric?.active) return { ok: false, code: 'UNKNOWN_FABRIC' }
  return { ok: true, state: { ...state, fabricId } }
}

/** What to write: parts and attribute rows that appeared, changed or went away. */
export function diffDesign(before: DesignState, after: DesignState) {
  return {
    fabricChanged: before.fabricId !== after.fabricId,
    addedParts: [...after.parts]
      .filter(([id]) => !before.parts.has(id))
      .map(([partId, categoryId]) => ({ partId, categoryId })),
    removedParts: [...before.parts.keys()].filter((id) => !after.parts.has(id)),
    setAttributes: [...after.attributes.values()].filter((chosen) => {
      const old = before.attributes.get(key(chosen.partId, chosen.attributeId))
      return !old || old.valueId !== chosen.valueId || old.text !== chosen.text
    }),
    removedAttributes: [...before.attributes.values()].filter(
      (chosen) => !after.attributes.has(key(chosen.partId, chosen.attributeId)),
    ),
  }
}

/**
 * A design from stored rows, without any choice the incompatibility table rules out: what every
 * read prices, lists, orders and prints, so a design saved before a rule existed (or written past
 * the rules) never charges or sends what cannot be made.
 */
export function designFromRows(
  fabricId: number,
  parts: readonly (readonly [number, number])[],
  attributes: readonly (readonly [number, number, number, string | null])[],
): DesignState {
  return withoutIncompatibleChoices(storedDesignFromRows(fabricId, parts, attributes)).state
}

/** The rows exactly as stored: what a write compares against, so it also clears what the rules took. */
export function storedDesignFromRows(
  fabricId: number,
  parts: readonly (readonly [number, number])[],
  attributes: readonly (readonly [number, number, number, string | null])[],
): DesignState {
  return {
    fabricId,
    parts: new Map(parts.map(([partId, categoryId]) => [partId, categoryId])),
    attributes: new Map(
      attributes.map(([partId, attributeId, valueId, text]) => [
        key(partId, attributeId),
        { partId, attributeId, valueId, text },
      ]),
    ),
  }
}
