import { compareMax, compareParam, parseCompareIds } from '#core/catalog/fabric-compare.ts'

/**
 * The comparison being put together travels in the address of /stoffe and /stoffe/{id}
 * (`?compare=1001,1002`), so the 'Vergleichen' toggle is a plain link that works without
 * JavaScript and a shared list address keeps the choice.
 */
export const compareSearchKey = 'compare'

/** The chosen fabric ids of a page address, at most four. */
export function comparedIdsOf(search: string): number[] {
  return parseCompareIds(new URLSearchParams(search).get(compareSearchKey)).ids.slice(0, compareMax)
}

/** The address's query with the chosen ids replaced ('' when nothing is left). */
export function searchWithCompared(search: string, ids: readonly number[]): string {
  const next = new URLSearchParams(search)
  if (ids.length) next.set(compareSearchKey, compareParam(ids))
  else next.delete(compareSearchKey)
  const text = next.toString().replaceAll('%2C', ',')
  return text ? `?${text}` : ''
}

/** Only the comparison part of an address, for links to the list or a fabric's page. */
export function compareOnlySearch(ids: readonly number[]): string {
  return searchWithCompared('', ids)
}

/** The comparison page's query for these ids. */
export function comparisonSearch(ids: readonly number[]): string {
  return ids.length ? `?ids=${compareParam(ids)}` : ''
}
