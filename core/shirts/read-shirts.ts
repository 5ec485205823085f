import type { Db } from '#db/client.ts'
import {
  findOwnedShirt,
  findOwnedShirtVersion,
  findShirtForPreview,
  listOwnedShirts,
  type StoredShirtRow,
} from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { designProfile, visitor } from '../measures/visibility.ts'
import { centsToEuro, priceForCountry } from '../pricing/money.ts'
import { type Failure, ownerOf, type ShirtContext, vatRateOf } from './context.ts'
import { describeDesign, designName } from './describe.ts'
import { cachedDesign, memoView, rememberDesign } from './design-cache.ts'
import { designFromRows, storedDesignFromRows } from './design-rules.ts'
import { orderStatus } from './order-status.ts'
import { designPreview } from './preview.ts'
import { designReferenceCents } from './shirt-price.ts'
import { buildShirtView, type ShirtView } from './shirt-view.ts'
import { designThumbnail } from './thumbnail.ts'

/** The design of a stored row as it can be made (compatibility.ts): what is shown, priced and ordered. */
export function stateOf(row: StoredShirtRow) {
  return designFromRows(row.fabricId, row.parts, row.attributes)
}

/** The row's design exactly as stored, for a write to compare against. */
export function storedStateOf(row: StoredShirtRow) {
  return storedDesignFromRows(row.fabricId, row.parts, row.attributes)
}

/**
 * Pass the catalog when inside a transaction: PGlite has one connection, a second query would
 * wait forever. The design's thumbnail name is registered here, before any answer hands it out.
 */
export async function viewOf(
  context: ShirtContext,
  row: StoredShirtRow,
  known?: CatalogSnapshot,
): Promise<ShirtView> {
  const catalog = known ?? (await getCatalog(context.deps.db))
  const state = stateOf(row)
  const thumbnail = designThumbnail(catalog, row.previewKey, state)
  await context.deps.thumbnails?.remember(thumbnail)
  const measure = designProfile(visitor(ownerOf(context)), row)
  return buildShirtView({
    shirt: { ...row, measureId: measure?.id ?? null },
    state,
    catalog,
    vatRate: vatRateOf(context),
    locale: context.locale,
    measureName: measure?.name ?? null,
    thumbnailUrl: thumbnail.url,
  })
}

/** The cache key of a built view: everything besides the design that its answer depends on. */
function viewKey(context: ShirtContext, catalog: CatalogSnapshot, row: StoredShirtRow) {
  return `${context.locale}|${vatRateOf(context)}|${catalog.version}|${row.measureId ?? ''}|${row.measureName ?? ''}|${row.standardMeasure?.join('|') ?? ''}`
}

/**
 * fetch {shirtId}: the owner's design with every field; someone else's is NOT_FOUND. A design
 * this process has seen costs one light owner-checked read of its version; only a changed (or
 * unknown) design is read whole.
 */
export async function fetchShirt(
  context: ShirtContext,
  shirtId: number,
): Promise<{ ok: true; shirt: ShirtView } | Failure> {
  const { db } = context.deps
  const owner = ownerOf(context)
  const catalog = await getCatalog(db)
  let entry = cachedDesign(db, shirtId, owner)
  if (entry) {
    const current = await findOwnedShirtVersion(db, shirtId, owner)
    if (!current) return { ok: false, code: 'NOT_FOUND' }
    if (current.version !== entry.row.version) entry = null
    else if (
      current.measureId !== entry.row.measureId ||
      current.measureName !== entry.row.measureName ||
      current.standardMeasure?.join('|') !== entry.row.standardMeasure?.join('|')
    )
      entry = rememberDesign(db, { ...entry.row, ...current }, owner)
  }
  if (!entry) {
    const row = await findOwnedShirt(db, shirtId, owner)
    if (!row) return { ok: false, code: 'NOT_FOUND' }
    entry = rememberDesign(db, row, owner)
  }
  const known = entry
  const shirt = await memoView(known, viewKey(context, catalog, known.row), () =>
    viewOf(context, known.row, catalog),
  )
  return { ok: true, shirt }
}

/** fetchSelected: the session's current design. */
export async function fetchSelectedShirt(
  context: ShirtContext,
): Promise<{ ok: true; shirt: ShirtView } | Failure> {
  const selected = context.session.selectedShirtId
  if (!selected) return { ok: false, code: 'NO_SELECTED_SHIRT' }
  return fetchShirt(context, selected)
}

/** list: the owner's designs with the given statuses (default open and in cart). */
export async function listShirts(context: ShirtContext, statuses: readonly number[]) {
  const catalog = await getCatalog(context.deps.db)
  const rows = await listOwnedShirts(context.deps.db, ownerOf(context), statuses)
  const vatRate = vatRateOf(context)
  const viewer = visitor(ownerOf(context))
  return rows.map((row) => {
    const measure = designProfile(viewer, row)
    const state = stateOf(row)
    const gross = priceForCountry(designReferenceCents(catalog, state).totalCents, vatRate).grossCents
    return {
      shirtId: row.id,
      // What the customer calls the design: fabric and collar, not its database id.
      name: designName(catalog, state, context.locale),
      orderId: row.orderId,
      fabricId: row.fabricId,
      amount: row.amount,
      priceBrutto: centsToEuro(gross),
      orderStatus: row.orderStatus,
      measure: measure ? { name: measure.name, number: measure.id } : null,
      selected: row.id === context.session.selectedShirtId,
      // The fabric's price group (A, B, …): the 7-shirt package takes only some of them.
      priceGroup: catalog.fabrics.get(row.fabricId ?? 0)?.priceGroup ?? null,
    }
  })
}

/** Each of the owner's designs in one plain-language line (fabric, collar, cuffs …), by shirt id. */
export async function describeOwnedDesigns(
  context: ShirtContext,
  statuses: readonly number[],
): Promise<Record<number, string>> {
  const catalog = await getCatalog(context.deps.db)
  const rows = await listOwnedShirts(context.deps.db, ownerOf(context), statuses)
  return Object.fromEntries(
    rows.map((row) => [row.id, describeDesign(catalog, stateOf(row), context.locale)]),
  )
}

/** The selected design with its preview layers, for the designer page's first paint. */
export async function fetchSelectedWithPreview(context: ShirtContext) {
  const selected = context.session.selectedShirtId
  if (!selected) return null
  const row = await findOwnedShirt(context.deps.db, selected, ownerOf(context))
  if (!row || row.orderStatus === orderStatus.ordered) return null
  const catalog = await getCatalog(context.deps.db)
  return { shirt: await viewOf(context, row), layers: designPreview(catalog, row.previewKey, stateOf(row)) }
}

/** A design by its preview key (never by serial id: those could be walked), for its pictures. */
export async function findDesignByPreviewKey(db: Db, previewKey: string) {
  const row = await findShirtForPreview(db, previewKey)
  return row ? { shirtId: row.id, state: designFromRows(row.fabricId, row.parts, row.attributes) } : null
}
