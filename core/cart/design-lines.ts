import type { Locale } from '#config/locales.ts'
import type { StoredShirtRow } from '#db/queries/shirts.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { designProfile, type ProfileViewer } from '../measures/visibility.ts'
import { describeDesign } from '../shirts/describe.ts'
import { designPreview } from '../shirts/preview.ts'
import { stateOf } from '../shirts/read-shirts.ts'
import { designReferenceCents } from '../shirts/shirt-price.ts'
import type { DesignDetail } from './cart-view.ts'

export type DesignLine = { detail: DesignDetail; referenceCents: number }

/**
 * What a design in the cart shows and costs, built once per design version, profile name and
 * language (a cart of 20 designs rebuilt all of it on every list, docs/performance.md). Kept per
 * catalog snapshot: a catalog change is a new snapshot, so every price and text is rebuilt. The
 * version is the row's (every write to a design writes its row); the profile's name is read with
 * the row and renamed without touching it, so it is part of the key.
 */
const maxPerCatalog = 2_000
const lines = new WeakMap<CatalogSnapshot, Map<string, DesignLine>>()

export function designLine(
  catalog: CatalogSnapshot,
  row: StoredShirtRow,
  locale: Locale,
  viewer: ProfileViewer,
): DesignLine {
  let known = lines.get(catalog)
  if (!known) {
    known = new Map()
    lines.set(catalog, known)
  }
  const measure = designProfile(viewer, row)
  const key = `${row.id}|${row.version}|${measure?.id ?? ''}|${measure?.name ?? ''}|${measure?.source ?? ''}|${locale}`
  const found = known.get(key)
  if (found) return found
  const state = stateOf(row)
  // Shared by every answer that shows this design: frozen, so no caller can change it for the next.
  const line: DesignLine = Object.freeze({
    detail: Object.freeze({
      shirtId: row.id,
      summary: describeDesign(catalog, state, locale),
      measure,
      preview: designPreview(catalog, row.previewKey, state),
    }),
    referenceCents: designReferenceCents(catalog, state).totalCents,
  })
  if (known.size >= maxPerCatalog) {
    const oldest = known.keys().next()
    if (!oldest.done) known.delete(oldest.value)
  }
  known.set(key, line)
  return line
}
