import type { ShopPrices } from '../pricing/price-groups.ts'
import { cartLimits, packageSaving } from './rules.ts'

/**
 * The figures /7er quotes (German gross reference cents), computed from the prices the admin
 * set: the package price, a single shirt of groups A and B, and three example mixes of seven
 * designs with their single total and the saving. content/{locale}/7er.md names them as
 * {{package7.*}} variables, so the text always says what the cart charges.
 */
export function package7Figures(prices: ShopPrices): Record<string, number> {
  const size = cartLimits.package7Shirts
  const seven = (groupB: number) => groupB * prices.groups.B + (size - groupB) * prices.groups.A
  const mixes = { sevenB: seven(size), mixed: seven(4), sevenA: seven(0) }
  const saving = (single: number) => packageSaving([single], prices.package7Cents)
  return {
    price: prices.package7Cents,
    groupA: prices.groups.A,
    groupB: prices.groups.B,
    ...mixes,
    savingSevenB: saving(mixes.sevenB),
    savingMixed: saving(mixes.mixed),
    savingSevenA: saving(mixes.sevenA),
  }
}
