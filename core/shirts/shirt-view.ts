import type { Locale } from '#config/locales.ts'
import { type CatalogSnapshot, catalogText } from '../catalog/snapshot.ts'
import { centsToEuro, euroText, priceForCountry } from '../pricing/money.ts'
import { describeDesign } from './describe.ts'
import { namedParts } from './design-details.ts'
import type { DesignState } from './design-rules.ts'
import { designPrice } from './shirt-price.ts'

export type StoredShirt = {
  id: number
  /** Random key of the public preview (get_img_arr `key`, monogram layer names). */
  previewKey: string
  fabricId: number
  templateId: number | null
  orderStatus: number
  orderId: number | null
  measureId: number | null
  amount: number
  custNote: string
  createdAt: Date
}

/** The value id as the client sees it: text values carry their letters after '$$'. */
export function clientValueId(valueId: number, text: string | null): number | string {
  return text ? `${valueId}$$${text}` : valueId
}

/** A design with every field `shirt.php` answers (docs/api.md), prices for the delivery country's VAT. */
export function buildShirtView(input: {
  shirt: StoredShirt
  state: DesignState
  catalog: CatalogSnapshot
  vatRate: number
  locale: Locale
  measureName: string | null
  /** The composed picture of the design (core/shirts/thumbnail.ts). */
  thumbnailUrl: string
}) {
  const { shirt, state, catalog, vatRate, locale } = input
  const price = designPrice(catalog, state, vatRate)
  const specs: Record<string, Record<string, unknown>> = {}
  for (const part of namedParts(catalog, state, locale)) {
    const partPrice = priceForCountry(catalog.parts.get(part.partId)?.surchargeCents ?? 0, vatRate)
    const attributes: Record<string, unknown> = {}
    for (const chosen of part.attributes) {
      const attribute = catalog.attributes.get(chosen.attributeId)
      const valuePrice = priceForCountry(catalog.values.get(chosen.valueId)?.surchargeCents ?? 0, vatRate)
      attributes[String(chosen.attributeId)] = {
        attrName: chosen.name,
        valueName: chosen.value,
        valueId: clientValueId(chosen.valueId, chosen.text),
        priceBrutto: euroText(valuePrice.grossCents),
        priceNetto: centsToEuro(valuePrice.netCents),
        attribute_typ: attribute?.type ?? 'option',
      }
    }
    specs[String(part.categoryId)] ??= {}
    ;(specs[String(part.categoryId)] as Record<string, unknown>)[String(part.partId)] = {
      name: part.name,
      categoryName: part.category,
      priceBrutto: euroText(partPrice.grossCents),
      priceNetto: centsToEuro(partPrice.netCents),
      attributes,
    }
  }
  return {
    shirtId: shirt.id,
    previewKey: shirt.previewKey,
    fabricId: shirt.fabricId,
    fabricNumber: catalog.fabrics.get(shirt.fabricId)?.number ?? null,
    fabricName: catalogText(catalog, 'fabric', shirt.fabricId, locale).name,
    orderId: shirt.orderId,
    otId: shirt.templateId,
    measureId: shirt.measureId,
    priceNetto: centsToEuro(price.unit.netCents),
    priceBrutto: centsToEuro(price.unit.grossCents),
    prodTax: centsToEuro(price.unit.taxCents),
    VAT: vatRate,
    orderStatus: shirt.orderStatus,
    custNote: shirt.custNote,
    currency: 'EUR',
    entryDate: shirt.createdAt.toISOString(),
    amount: shirt.amount,
    shirtPrice: centsToEuro(price.base.grossCents),
    measureName: input.measureName,
    summary: describeDesign(catalog, state, locale),
    thumbnailUrl: input.thumbnailUrl,
    specs,
    parts: [...state.parts].map(([partId, categoryId]) => ({ categoryId, partId })),
    attributes: Object.fromEntries(
      [...state.attributes.values()].map((chosen) => [
        String(chosen.attributeId),
        clientValueId(chosen.valueId, chosen.text),
      ]),
    ),
  }
}

export type ShirtView = ReturnType<typeof buildShirtView>
