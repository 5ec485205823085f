import type { Locale } from '#config/locales.ts'
import { centsToEuro, euroText, priceForCountry } from '../pricing/money.ts'
import { groupBaseCents } from '../pricing/price-groups.ts'
import { designReferenceCents } from '../shirts/shirt-price.ts'
import { templateState } from '../shirts/template-state.ts'
import { isGatedPart } from './rules.ts'
import { type CatalogSnapshot, catalogText } from './snapshot.ts'
import { shirtFabricAvailable } from './stock.ts'

/** A reference price as the delivery country pays it: gross, net and the price text ('89,90€'). */
export function grossPrice(referenceCents: number, vatRate: number) {
  const price = priceForCountry(referenceCents, vatRate)
  return {
    priceBrutto: centsToEuro(price.grossCents),
    priceNetto: centsToEuro(price.netCents),
    priceText: euroText(price.grossCents),
  }
}

/** catalog.php designer: every category with its parts, attributes, values and current gross prices. */
export function designerCatalog(catalog: CatalogSnapshot, locale: Locale, vatRate: number) {
  const buildAttributeView = (attributeId: number) => {
    const attribute = catalog.attributes.get(attributeId)
    if (!attribute) return null
    return {
      attrId: attribute.id,
      type: attribute.type,
      name: catalogText(catalog, 'attribute', attribute.id, locale).name,
      maxLength: attribute.maxLength,
      defaultValueId: attribute.defaultValueId,
      values: attribute.valueIds.flatMap((valueId) => {
        const value = catalog.values.get(valueId)
        if (!value) return []
        return [
          {
            valueId,
            name: catalogText(catalog, 'value', valueId, locale).name,
            hex: value.hex,
            ...grossPrice(value.surchargeCents, vatRate),
          },
        ]
      }),
    }
  }
  // One object per attribute, shared by every part that offers it: the designer page's hydration
  // data (turbo-stream keeps object identity) then carries e.g. the collar attributes once, not
  // once per collar.
  const attributeViews = new Map<number, ReturnType<typeof buildAttributeView>>()
  const attributeView = (attributeId: number) => {
    if (!attributeViews.has(attributeId)) attributeViews.set(attributeId, buildAttributeView(attributeId))
    return attributeViews.get(attributeId) ?? null
  }
  return [...catalog.categories.values()].map((category) => ({
    categoryId: category.id,
    key: category.key,
    name: catalogText(catalog, 'category', category.id, locale).name,
    maxParts: category.maxParts,
    selectable: category.selectable,
    allowedAttributeIds: category.allowedAttributeIds,
    parts: (catalog.partsByCategory.get(category.id) ?? []).map((part) => {
      const text = catalogText(catalog, 'part', part.id, locale)
      return {
        partId: part.id,
        key: part.key,
        name: text.name,
        description: text.description,
        isDefault: part.isDefault,
        gated: isGatedPart(part.id),
        ...grossPrice(part.surchargeCents, vatRate),
        attributes: part.attributeIds.flatMap((attributeId) => {
          const view = attributeView(attributeId)
          return view ? [view] : []
        }),
      }
    }),
  }))
}

/** catalog.php fabric: one fabric with everything a customer must know before buying. */
export function fabricDetail(catalog: CatalogSnapshot, fabricId: number, locale: Locale, vatRate: number) {
  const fabric = catalog.fabrics.get(fabricId)
  if (!fabric?.active) return null
  const text = catalogText(catalog, 'fabric', fabric.id, locale)
  return {
    fabricId: fabric.id,
    number: fabric.number,
    name: text.name,
    colour: fabric.colour,
    hex: fabric.hex,
    pattern: fabric.pattern,
    weave: fabric.weave,
    weightGsm: fabric.weightGsm,
    opacity: fabric.opacity,
    stretch: fabric.stretch,
    season: fabric.season,
    weightClass: fabric.weightClass,
    composition: text.extra.composition ?? '',
    care: text.extra.care ?? '',
    nonIron: fabric.nonIron,
    oekoTex: fabric.oekoTex,
    priceGroup: fabric.priceGroup,
    ...grossPrice(groupBaseCents(catalog.prices, fabric.priceGroup), vatRate),
    inStock: shirtFabricAvailable(fabric.stock),
    origin: fabric.origin,
    image: `/media/samples/${fabric.id}.jpg`,
  }
}

export const templatesPageSize = 12

function templateView(catalog: CatalogSnapshot, templateId: number, locale: Locale, vatRate: number) {
  const template = catalog.templates.get(templateId)
  const state = templateState(catalog, templateId)
  // An inactive template (/admin/templates) is off /masshemden.
  if (!template?.active || !state) return null
  const text = catalogText(catalog, 'template', template.id, locale)
  return {
    templateId: template.id,
    name: text.name,
    description: text.description,
    fabricId: template.fabricId,
    fabricName: catalogText(catalog, 'fabric', template.fabricId, locale).name,
    ...grossPrice(designReferenceCents(catalog, state).totalCents, vatRate),
    parts: [...state.parts].map(([partId, categoryId]) => ({
      categoryId,
      partId,
      name: catalogText(catalog, 'part', partId, locale).name,
    })),
    // The composed folded shirt of the ready design (media/preview), as the gallery shows it.
    image: `/folded/template/${template.id}.png`,
    fabricImage: `/media/samples/${template.fabricId}.jpg`,
  }
}

/** catalog.php templates (page): the ready designs of /masshemden, 12 a page. */
export function templatePage(catalog: CatalogSnapshot, page: number, locale: Locale, vatRate: number) {
  const all = [...catalog.templates.values()].filter((row) => row.active).map((row) => row.id)
  const pages = Math.max(1, Math.ceil(all.length / templatesPageSize))
  const slice = all.slice((page - 1) * templatesPageSize, page * templatesPageSize)
  return {
    templates: slice.flatMap((id) => {
      const view = templateView(catalog, id, locale, vatRate)
      return view ? [view] : []
    }),
    page,
    pages,
    total: all.length,
  }
}

export function templateDetail(
  catalog: CatalogSnapshot,
  templateId: number,
  locale: Locale,
  vatRate: number,
) {
  return templateView(catalog, templateId, locale, vatRate)
}
