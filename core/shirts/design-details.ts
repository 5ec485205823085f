import type { Locale } from '#config/locales.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import type { DesignState } from './design-rules.ts'

/** The categories 'Hemddetails' lists, in the order a tailor reads a shirt. */
export const detailCategories = [1, 2, 13, 12, 9, 11, 6, 52, 3] as const

export type NamedAttribute = {
  attributeId: number
  valueId: number
  text: string | null
  /** 'Kragenhöhe' */
  name: string
  /** 'Hoch', or the letters of a text value ('JM') */
  value: string
}

export type NamedPart = {
  partId: number
  categoryId: number
  /** 'Kragen' */
  category: string
  /** 'Haifisch' */
  name: string
  attributes: NamedAttribute[]
}

/**
 * Every chosen part of a design with its attribute values in plain words, in the design's order:
 * the one naming rule behind the customer's 'Details' view (shirt-view.ts) and the workshop's
 * production sheet. A text value shows its letters, every other value its catalog name.
 */
export function namedParts(catalog: CatalogSnapshot, state: DesignState, locale: Locale): NamedPart[] {
  return [...state.parts].map(([partId, categoryId]) => ({
    partId,
    categoryId,
    category: catalogText(catalog, 'category', categoryId, locale).name,
    name: catalogText(catalog, 'part', partId, locale).name,
    attributes: [...state.attributes.values()]
      .filter((chosen) => chosen.partId === partId)
      .map((chosen) => ({
        attributeId: chosen.attributeId,
        valueId: chosen.valueId,
        text: chosen.text,
        name: catalogText(catalog, 'attribute', chosen.attributeId, locale).name,
        value: chosen.text ?? catalogText(catalog, 'value', chosen.valueId, locale).name,
      })),
  }))
}

/** The parts of the listed categories, category by category in the list's order. */
export function partsInCategories<T extends { categoryId: number }>(
  parts: readonly T[],
  categories: readonly number[],
): T[] {
  return categories.flatMap((categoryId) => parts.filter((part) => part.categoryId === categoryId))
}
