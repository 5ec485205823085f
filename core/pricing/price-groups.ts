import type { PriceGroup } from '../catalog/types.ts'

export const priceGroups = ['A', 'B', 'C', 'D'] as const satisfies readonly PriceGroup[]

/**
 * The shop's set prices (German gross reference cents): the base price of a made-to-measure shirt
 * by fabric price group, and the 7-shirt package's flat price. They live in `catalog_prices`, the
 * admin changes them in /admin/prices, and they are read only from the catalog snapshot
 * (`catalog.prices`), so /stoffe, the designer, /7er, the cart, the order and the invoice follow
 * one figure.
 */
export type ShopPrices = { groups: Record<PriceGroup, number>; package7Cents: number }

/** What a fresh database starts with (shop-facts.md); the seed writes them once. */
export const seedPrices: ShopPrices = {
  groups: { A: 7900, B: 9900, C: 11900, D: 14900 },
  package7Cents: 49_900,
}

export type PriceKey = PriceGroup | 'package7'

export function isPriceGroup(value: string): value is PriceGroup {
  return (priceGroups as readonly string[]).includes(value)
}

/** The stored rows as prices; a key missing from the table keeps its seed value. */
export function pricesFromRows(rows: readonly { key: string; cents: number }[]): ShopPrices {
  const byKey = new Map(rows.map((row) => [row.key, row.cents]))
  return {
    groups: Object.fromEntries(
      priceGroups.map((group) => [group, byKey.get(group) ?? seedPrices.groups[group]]),
    ) as Record<PriceGroup, number>,
    package7Cents: byKey.get('package7') ?? seedPrices.package7Cents,
  }
}

/** The prices as rows of `catalog_prices`. */
export function priceRows(prices: ShopPrices): { key: PriceKey; cents: number }[] {
  return [
    ...priceGroups.map((group) => ({ key: group, cents: prices.groups[group] })),
    { key: 'package7' as const, cents: prices.package7Cents },
  ]
}

/** Base price of a fabric's price group; 0 for a group the shop does not know. */
export function groupBaseCents(prices: ShopPrices, group: string): number {
  return isPriceGroup(group) ? prices.groups[group] : 0
}
