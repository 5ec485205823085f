import type { Locale } from '#config/locales.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { compareFabrics } from '#core/catalog/fabric-compare.ts'
import type { Deps } from '#core/deps.ts'
import { compareSearchKey } from './compare-links.ts'
import type { ComparedFabric } from './compare-tray.tsx'

/** The compare tray's fabrics of a page address (`?compare=`); unknown ids simply do not show. */
export async function comparedFabricsOf(
  deps: Pick<Deps, 'db'>,
  params: URLSearchParams,
  locale: Locale,
  vatRate: number,
): Promise<ComparedFabric[]> {
  const raw = params.get(compareSearchKey)
  if (!raw) return []
  const { fabrics } = compareFabrics(await getCatalog(deps.db), raw, locale, vatRate)
  return fabrics.map(({ fabricId, name, image }) => ({ fabricId, name, image }))
}
