import type { Locale } from '#config/locales.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import type { Deps } from '#core/deps.ts'
import { fillPackagePrices } from './price-variables.ts'

/** Today's {{package7.*}} filler for a page's texts (the prices the admin set in /admin/prices). */
export async function priceFill(db: Deps['db'], locale: Locale): Promise<(text: string) => string> {
  const { prices } = await getCatalog(db)
  return (text) => fillPackagePrices(text, prices, locale)
}
