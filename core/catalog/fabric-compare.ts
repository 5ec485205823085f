import type { Locale } from '#config/locales.ts'
import { fabricDetail } from './catalog-views.ts'
import type { CatalogSnapshot } from './snapshot.ts'

/** At most this many fabrics stand side by side (issue 'Fabrics side by side'). */
export const compareMax = 4
/** Longer lists are not read further: an address with thousands of ids costs no more than this. */
const tokensRead = 40

/**
 * The fabric ids of a comparison address (`?ids=1001,1002`): numbers in the order given, each once.
 * What is not a number is reported as unknown like an id no fabric has.
 */
export function parseCompareIds(raw: string | null | undefined): { ids: number[]; malformed: string[] } {
  const ids: number[] = []
  const malformed: string[] = []
  for (const token of (raw ?? '').split(',').slice(0, tokensRead)) {
    const text = token.trim()
    if (!text) continue
    if (!/^\d{1,9}$/.test(text)) {
      malformed.push(text.slice(0, 12))
      continue
    }
    const id = Number(text)
    if (!ids.includes(id)) ids.push(id)
  }
  return { ids, malformed }
}

/** The comparison list after the 'Vergleichen' toggle: removes a chosen fabric, adds one while there is room. */
export function toggleCompared(ids: readonly number[], fabricId: number): number[] {
  if (ids.includes(fabricId)) return ids.filter((id) => id !== fabricId)
  return ids.length < compareMax ? [...ids, fabricId] : [...ids]
}

/** The ids as the address carries them. */
export function compareParam(ids: readonly number[]): string {
  return ids.join(',')
}

/**
 * The fabrics of a comparison in the order asked for: ids no offered fabric has are dropped and
 * named in `unknown`; past four, the rest is dropped and `trimmed` says so. Never fails.
 */
export function compareFabrics(
  catalog: CatalogSnapshot,
  raw: string | null | undefined,
  locale: Locale,
  vatRate: number,
) {
  const { ids, malformed } = parseCompareIds(raw)
  const unknown = [...malformed]
  const fabrics: NonNullable<ReturnType<typeof fabricDetail>>[] = []
  let trimmed = false
  for (const id of ids) {
    const fabric = fabricDetail(catalog, id, locale, vatRate)
    if (!fabric) unknown.push(String(id))
    else if (fabrics.length < compareMax) fabrics.push(fabric)
    else trimmed = true
  }
  return { fabrics, unknown, trimmed, ids: fabrics.map((fabric) => fabric.fabricId) }
}
