import { readPriceRows, writePriceRows } from '#db/queries/admin-prices.ts'
import type { Actor } from '../../access/actor.ts'
import { type Forbidden, forbidden, may } from '../../access/permissions.ts'
import { cartLimits } from '../../cart/rules.ts'
import type { Deps } from '../../deps.ts'
import { priceRows, pricesFromRows, type ShopPrices } from '../../pricing/price-groups.ts'
import type { PricesUpdate } from './schemas.ts'
import { catalogWrite } from './write.ts'

/** The prices as they stand, for /admin/prices. */
export async function adminPrices(deps: Pick<Deps, 'db'>, actor: Actor): Promise<ShopPrices | Forbidden> {
  if (!may(actor, 'catalog.manage')) return forbidden
  return pricesFromRows(await readPriceRows(deps.db))
}

/**
 * The package only makes sense below seven single shirts of the cheapest group it takes (group A):
 * otherwise it saves nothing (409 PACKAGE_NOT_CHEAPER).
 */
export function packageIsCheaper(prices: ShopPrices): boolean {
  const cheapest = Math.min(...cartLimits.package7FabricGroups.map((group) => prices.groups[group as 'A']))
  return prices.package7Cents < cartLimits.package7Shirts * cheapest
}

/** Sets the four price groups and the package price in one go. */
export function setPrices(deps: Pick<Deps, 'db'>, actor: Actor, input: PricesUpdate) {
  return catalogWrite(deps, actor, async (tx) => {
    const before = pricesFromRows(await readPriceRows(tx, true))
    const after: ShopPrices = {
      groups: { A: input.groupA, B: input.groupB, C: input.groupC, D: input.groupD },
      package7Cents: input.package7,
    }
    if (!packageIsCheaper(after)) return { refused: 'PACKAGE_NOT_CHEAPER' as const }
    await writePriceRows(tx, priceRows(after))
    return {
      value: after,
      audit: { action: 'catalog.prices', entityType: 'prices', entityId: 'shop', before, after },
    }
  })
}
