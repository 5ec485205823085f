import { buildSnapshot, type CatalogSnapshot } from '../../core/catalog/snapshot.ts'
import { priceRows, seedPrices } from '../../core/pricing/price-groups.ts'
import type { CatalogRows } from '../../db/queries/catalog.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'

type Translated = { de: string; en: string; fr: string; es: string }

/** The seeded catalog as an in-memory snapshot, for pure-rule tests without a database. */
export function seedSnapshot(): CatalogSnapshot {
  const texts: CatalogRows['texts'] = []
  const add = (
    kind: CatalogRows['texts'][number]['kind'],
    refId: number,
    name: Translated,
    description?: Translated,
    extra?: Record<string, Translated>,
  ) => {
    for (const locale of ['de', 'en', 'fr', 'es'] as const) {
      texts.push({
        kind,
        refId,
        locale,
        name: name[locale],
        description: description?.[locale] ?? '',
        extra: Object.fromEntries(Object.entries(extra ?? {}).map(([key, value]) => [key, value[locale]])),
      })
    }
  }
  for (const c of catalogData.categories) add('category', c.id, c.name)
  for (const v of catalogData.attributeValues) add('value', v.id, v.name)
  for (const a of catalogData.attributes) add('attribute', a.id, a.name)
  for (const p of catalogData.parts) add('part', p.id, p.name, p.description)
  for (const f of catalogData.fabrics)
    add('fabric', f.id, f.name, undefined, { composition: f.composition, care: f.care })
  for (const t of catalogData.templates) add('template', t.id, t.name, t.description)
  return buildSnapshot({
    version: 1,
    categories: catalogData.categories.map((c) => ({
      id: c.id,
      key: c.key,
      maxParts: c.maxParts,
      selectable: c.selectable,
      allowedAttributeIds: c.allowedAttributeIds ? [...c.allowedAttributeIds] : null,
      sort: c.sort,
    })),
    parts: catalogData.parts.map((p) => ({
      id: p.id,
      categoryId: p.categoryId,
      key: p.key,
      surchargeCents: p.surchargeCents,
      attributeIds: [...p.attributeIds],
      isDefault: p.isDefault ?? false,
      active: true,
      sort: p.sort,
    })),
    attributes: catalogData.attributes.map((a) => ({
      id: a.id,
      type: a.type,
      valueIds: [...a.valueIds],
      defaultValueId: a.defaultValueId ?? null,
      maxLength: a.maxLength ?? null,
    })),
    values: catalogData.attributeValues.map((v) => ({
      id: v.id,
      hex: v.hex ?? null,
      surchargeCents: v.surchargeCents,
    })),
    fabrics: catalogData.fabrics.map((f, index) => ({
      id: f.id,
      number: f.number,
      colour: f.colour,
      hex: f.hex,
      secondaryHex: f.secondaryHex ?? null,
      pattern: f.pattern,
      weave: f.weave,
      weightGsm: f.weightGsm,
      opacity: f.opacity,
      stretch: f.stretch,
      season: f.season,
      weightClass: f.weightClass,
      nonIron: f.nonIron,
      oekoTex: f.oekoTex,
      priceGroup: f.priceGroup,
      stock: f.stock,
      origin: f.origin,
      active: true,
      sort: index,
      pictureVersion: 0,
    })),
    templates: catalogData.templates.map((t) => ({
      id: t.id,
      fabricId: t.fabricId,
      partIds: [...t.partIds],
      attributes: t.attributes.map((a) => ({ ...a })),
      active: true,
      sort: t.sort,
    })),
    texts,
    prices: priceRows(seedPrices),
  })
}
