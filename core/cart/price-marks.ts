import type { CartView } from './cart-view.ts'

/** What a cart was last shown at: the catalog version, the destination and each line's unit price. */
export type PriceMarks = { catalogVersion: number; countryId: number; prices: Record<string, number> }

export function priceMarksOf(view: CartView, catalogVersion: number): PriceMarks {
  return {
    catalogVersion,
    countryId: view.total.deliveryCountry.countryID,
    prices: Object.fromEntries(view.items.map((item) => [item.itemId, Math.round(item.priceBrutto * 100)])),
  }
}

/**
 * Did the back office change a price the customer saw? Only when the catalog changed since (a
 * customer's own edit of a design is no price change), for the same destination (a new country
 * has its own VAT notice), and only for lines that were there before and are there now.
 */
export function pricesChanged(before: PriceMarks | null, now: PriceMarks): boolean {
  if (!before || before.catalogVersion === now.catalogVersion || before.countryId !== now.countryId)
    return false
  return Object.entries(now.prices).some(
    ([itemId, cents]) => before.prices[itemId] !== undefined && before.prices[itemId] !== cents,
  )
}

/** Whether the marks need writing (anything differs), so an unchanged cart read writes nothing. */
export function marksDiffer(before: PriceMarks | null, now: PriceMarks): boolean {
  if (!before || before.catalogVersion !== now.catalogVersion || before.countryId !== now.countryId)
    return true
  const keys = Object.keys(now.prices)
  return (
    keys.length !== Object.keys(before.prices).length ||
    keys.some((key) => before.prices[key] !== now.prices[key])
  )
}
