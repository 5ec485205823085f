import type { Locale } from '#config/locales.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import type { Db } from '#db/client.ts'
import { fillPackagePrices } from './price-variables.ts'

/** Today's {{package7.*}} filler for a page's texts (the prices the admin set in /admin/prices). */
export async function priceFill(db: Db, locale: Locale): Promise<(text: string) => string> {
  const { prices } = await getCatalog(db)
  return (text) => fillPackagePrices(text, prices, locale)
}
