import type {
  AttributeDef,
  AttributeValueDef,
  CategoryDef,
  FabricDef,
  PartDef,
  TemplateDef,
  Translated,
} from '../../core/catalog/types.ts'
import { priceRows, seedPrices } from '../../core/pricing/price-groups.ts'
import type { Db } from '../client.ts'
import {
  catalogAttributes,
  catalogAttributeValues,
  catalogCategories,
  catalogFabrics,
  catalogParts,
  catalogPrices,
  catalogTranslations,
  catalogVersion,
  shirtTemplates,
} from '../schema/index.ts'

export type CatalogData = {
  categories: readonly CategoryDef[]
  attributeValues: readonly AttributeValueDef[]
  attributes: readonly AttributeDef[]
  parts: readonly PartDef[]
  fabrics: readonly FabricDef[]
  templates: readonly TemplateDef[]
}

type TranslationRow = typeof catalogTranslations.$inferInsert
const locales = ['de', 'en', 'fr', 'es'] as const

function texts(
  kind: TranslationRow['kind'],
  refId: number,
  name: Translated,
  description?: Translated,
  extra?: Record<string, Translated>,
): TranslationRow[] {
  return locales.map((locale) => ({
    kind,
    refId,
    locale,
    name: name[locale],
    description: description?.[locale] ?? '',
    extra: Object.fromEntries(Object.entries(extra ?? {}).map(([key, value]) => [key, value[locale]])),
  }))
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size))
}

/**
 * Seeds the catalog. Rows that exist are left alone (`on conflict do nothing`), so a second start
 * changes nothing and back-office edits survive restarts.
 */
export async function seedCatalog(db: Db, data: CatalogData) {
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogCategories)
      .values(
        data.categories.map((category) => ({
          id: category.id,
          key: category.key,
          maxParts: category.maxParts,
          selectable: category.selectable,
          allowedAttributeIds: category.allowedAttributeIds ? [...category.allowedAttributeIds] : null,
          sort: category.sort,
        })),
      )
      .onConflictDoNothing()
    await tx
      .insert(catalogAttributeValues)
      .values(
        data.attributeValues.map((value) => ({
          id: value.id,
          hex: value.hex ?? null,
          surchargeCents: value.surchargeCents,
        })),
      )
      .onConflictDoNothing()
    await tx
      .insert(catalogAttributes)
      .values(
        data.attributes.map((attribute) => ({
          id: attribute.id,
          type: attribute.type,
          valueIds: [...attribute.valueIds],
          defaultValueId: attribute.defaultValueId ?? null,
          maxLength: attribute.maxLength ?? null,
        })),
      )
      .onConflictDoNothing()
    await tx
      .insert(catalogParts)
      .values(
        data.parts.map((part) => ({
          id: part.id,
          categoryId: part.categoryId,
          key: part.key,
          surchargeCents: part.surchargeCents,
          attributeIds: [...part.attributeIds],
          isDefault: part.isDefault ?? false,
          sort: part.sort,
        })),
      )
      .onConflictDoNothing()
    await insertInChunks(
      data.fabrics.map((fabric, index) => ({
        id: fabric.id,
        number: fabric.number,
        colour: fabric.colour,
        hex: fabric.hex,
        secondaryHex: fabric.secondaryHex ?? null,
        pattern: fabric.pattern,
        weave: fabric.weave,
        weightGsm: fabric.weightGsm,
        opacity: fabric.opacity,
        stretch: fabric.stretch,
        season: fabric.season,
        weightClass: fabric.weightClass,
        nonIron: fabric.nonIron,
        oekoTex: fabric.oekoTex,
        priceGroup: fabric.priceGroup,
        stock: fabric.stock,
        origin: fabric.origin,
        sort: index,
        searchText: [fabric.number, ...Object.values(fabric.name)].join(' ').toLowerCase(),
      })),
      (chunk) => tx.insert(catalogFabrics).values(chunk).onConflictDoNothing(),
    )
    await tx
      .insert(shirtTemplates)
      .values(
        data.templates.map((template) => ({
          id: template.id,
          fabricId: template.fabricId,
          partIds: [...template.partIds],
          attributes: template.attributes.map((attribute) => ({ ...attribute })),
          sort: template.sort,
        })),
      )
      .onConflictDoNothing()
    const translationRows = [
      ...data.categories.flatMap((category) => texts('category', category.id, category.name)),
      ...data.attributeValues.flatMap((value) => texts('value', value.id, value.name)),
      ...data.attributes.flatMap((attribute) => texts('attribute', attribute.id, attribute.name)),
      ...data.parts.flatMap((part) => texts('part', part.id, part.name, part.description)),
      ...data.fabrics.flatMap((fabric) =>
        texts('fabric', fabric.id, fabric.name, undefined, {
          composition: fabric.composition,
          care: fabric.care,
        }),
      ),
      ...data.templates.flatMap((template) =>
        texts('template', template.id, template.name, template.description),
      ),
    ]
    await insertInChunks(translationRows, (chunk) =>
      tx.insert(catalogTranslations).values(chunk).onConflictDoNothing(),
    )
    await tx.insert(catalogPrices).values(priceRows(seedPrices)).onConflictDoNothing()
    await tx.insert(catalogVersion).values({ id: 1, version: 1 }).onConflictDoNothing()
  })
}
