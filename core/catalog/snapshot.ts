import { defaultLocale, type Locale } from '#config/locales.ts'
import type { CatalogRows } from '#db/queries/catalog.ts'

export type { CatalogRows }

import { pricesFromRows, type ShopPrices } from '../pricing/price-groups.ts'
import { canonicalCategoryId } from './rules.ts'

type Row<K extends keyof CatalogRows> = CatalogRows[K] extends (infer R)[] ? R : never

export type CatalogCategory = Row<'categories'>
export type CatalogPart = Row<'parts'>
export type CatalogAttribute = Row<'attributes'>
export type CatalogValue = Row<'values'>
export type CatalogFabric = Row<'fabrics'>
export type CatalogTemplate = Row<'templates'>
type TextKind = Row<'texts'>['kind']
export type CatalogText = { name: string; description: string; extra: Record<string, string> }

/** The catalog as the designer's rules see it: maps by id, texts by kind, id and language. */
export type CatalogSnapshot = {
  version: number
  categories: Map<number, CatalogCategory>
  parts: Map<number, CatalogPart>
  partsByCategory: Map<number, CatalogPart[]>
  attributes: Map<number, CatalogAttribute>
  values: Map<number, CatalogValue>
  fabrics: Map<number, CatalogFabric>
  templates: Map<number, CatalogTemplate>
  texts: Map<string, CatalogText>
  /** Price groups and the package price (/admin/prices): the one place they are read. */
  prices: ShopPrices
}

export function buildSnapshot(rows: CatalogRows): CatalogSnapshot {
  const bySort = <T extends { sort: number; id: number }>(a: T, b: T) => a.sort - b.sort || a.id - b.id
  const partsByCategory = new Map<number, CatalogPart[]>()
  for (const part of [...rows.parts].sort(bySort)) {
    if (!part.active) continue
    const list = partsByCategory.get(part.categoryId) ?? []
    list.push(part)
    partsByCategory.set(part.categoryId, list)
  }
  return {
    version: rows.version,
    categories: new Map([...rows.categories].sort(bySort).map((row) => [row.id, row])),
    parts: new Map(rows.parts.map((row) => [row.id, row])),
    partsByCategory,
    attributes: new Map(rows.attributes.map((row) => [row.id, row])),
    values: new Map(rows.values.map((row) => [row.id, row])),
    fabrics: new Map([...rows.fabrics].sort(bySort).map((row) => [row.id, row])),
    templates: new Map([...rows.templates].sort(bySort).map((row) => [row.id, row])),
    texts: new Map(rows.texts.map((row) => [`${row.kind}:${row.refId}:${row.locale}`, row])),
    prices: pricesFromRows(rows.prices),
  }
}

/** The text of a catalog entity in the requested language, falling back to German. */
export function catalogText(
  snapshot: CatalogSnapshot,
  kind: TextKind,
  id: number,
  locale: Locale,
): CatalogText {
  return (
    snapshot.texts.get(`${kind}:${id}:${locale}`) ??
    snapshot.texts.get(`${kind}:${id}:${defaultLocale}`) ?? { name: `#${id}`, description: '', extra: {} }
  )
}

export function categoryOf(snapshot: CatalogSnapshot, categoryId: number) {
  return snapshot.categories.get(canonicalCategoryId(categoryId))
}
