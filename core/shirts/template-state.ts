import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { type DesignResult, type DesignState, designFromRows, selectPart, setFabric } from './design-rules.ts'

/**
 * The designer's start: a new design without a chosen template is made from this one. It stays
 * usable when the admin takes it off /masshemden.
 */
export const designerStartTemplateId = 1

/**
 * May a new design be made from this template? Only from an active one (/admin/templates), and
 * always from the designer's start.
 */
export function templateOffered(catalog: CatalogSnapshot, templateId: number): boolean {
  return templateId === designerStartTemplateId || catalog.templates.get(templateId)?.active === true
}

/** A design of a template: its fabric, parts and the attribute choices, defaults filled in. */
export function templateState(catalog: CatalogSnapshot, templateId: number): DesignState | null {
  const template = catalog.templates.get(templateId)
  if (!template) return null
  const parts = template.partIds.flatMap((partId) => {
    const part = catalog.parts.get(partId)
    return part ? [[partId, part.categoryId] as const] : []
  })
  const defaults = parts.flatMap(([partId]) =>
    (catalog.parts.get(partId)?.attributeIds ?? []).flatMap((attributeId) => {
      const attribute = catalog.attributes.get(attributeId)
      return attribute?.defaultValueId && attribute.type !== 'text'
        ? [[partId, attributeId, attribute.defaultValueId, null] as const]
        : []
    }),
  )
  const chosen = template.attributes.map((a) => [a.partId, a.attributeId, a.valueId, a.text ?? null] as const)
  const merged = new Map([...defaults, ...chosen].map((row) => [`${row[0]}:${row[1]}`, row]))
  return designFromRows(template.fabricId, parts, [...merged.values()])
}

/** A template's design changed before it is saved: another fabric, other parts in their categories. */
export type TemplateChanges = { fabricId: number; partIds: readonly number[] }

/**
 * The design of a template with changes applied by the designer's own rules (a part replaces the
 * one of its category, its attribute defaults filled in). Null for an unknown template, a fabric
 * that is not active or a part that cannot be chosen.
 */
export function changedTemplateState(
  catalog: CatalogSnapshot,
  templateId: number,
  changes: TemplateChanges,
): DesignState | null {
  const template = templateState(catalog, templateId)
  if (!template) return null
  const refabricked = setFabric(catalog, template, changes.fabricId)
  if (!refabricked.ok) return null
  let state: DesignState = refabricked.state
  for (const partId of changes.partIds) {
    const categoryId = catalog.parts.get(partId)?.categoryId
    const selected: DesignResult | null =
      categoryId === undefined ? null : selectPart(catalog, state, categoryId, partId)
    if (!selected?.ok) return null
    state = selected.state
  }
  return state
}
