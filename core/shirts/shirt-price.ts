import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { type Price, priceForCountry } from '../pricing/money.ts'
import { groupBaseCents } from '../pricing/price-groups.ts'
import type { DesignState } from './design-rules.ts'

/**
 * Reference price of a design (German gross cents): base price by fabric price group plus part
 * and attribute surcharges. The server alone computes it; a client never sets a price.
 */
export function designReferenceCents(catalog: CatalogSnapshot, state: DesignState) {
  const fabric = catalog.fabrics.get(state.fabricId)
  const baseCents = fabric ? groupBaseCents(catalog.prices, fabric.priceGroup) : 0
  const partCents = new Map<number, number>()
  for (const partId of state.parts.keys())
    partCents.set(partId, catalog.parts.get(partId)?.surchargeCents ?? 0)
  const attributeCents = new Map<string, number>()
  for (const [slot, chosen] of state.attributes)
    attributeCents.set(slot, catalog.values.get(chosen.valueId)?.surchargeCents ?? 0)
  const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0)
  return {
    baseCents,
    partCents,
    attributeCents,
    totalCents: baseCents + sum(partCents.values()) + sum(attributeCents.values()),
  }
}

export type DesignPrice = { unit: Price; base: Price }

/** The design's unit price for a delivery country's VAT rate. */
export function designPrice(catalog: CatalogSnapshot, state: DesignState, vatRate: number): DesignPrice {
  const reference = designReferenceCents(catalog, state)
  return {
    unit: priceForCountry(reference.totalCents, vatRate),
    base: priceForCountry(reference.baseCents, vatRate),
  }
}
