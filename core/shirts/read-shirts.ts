import { findOwnedShirt, listOwnedShirts, type StoredShirtRow } from '#db/queries/shirts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import { centsToEuro, priceForCountry } from '../pricing/money.ts'
import { type Failure, ownerOf, type ShirtContext, vatRateOf } from './context.ts'
import { designFromRows } from './design-rules.ts'
import { designPreview } from './preview.ts'
import { designReferenceCents } from './shirt-price.ts'
import { buildShirtView, type ShirtView } from './shirt-view.ts'

export function stateOf(row: StoredShirtRow) {
  return designFromRows(row.fabricId, row.parts, row.attributes)
}

/** Pass the catalog when inside a transaction: PGlite has one connection, a second query would wait forever. */
export async function viewOf(
  context: ShirtContext,
  row: StoredShirtRow,
  known?: CatalogSnapshot,
): Promise<ShirtView> {
  const catalog = known ?? (await getCatalog(context.deps.db))
  return buildShirtView({
    shirt: row,
    state: stateOf(row),
    catalog,
    vatRate: vatRateOf(context),
    locale: context.locale,
    measureName: row.measureName,
  })
}

/** fetch {shirtId}: the owner's design with every field; someone else's is NOT_FOUND. */
export async function fetchShirt(
  context: ShirtContext,
  shirtId: number,
): Promise<{ ok: true; shirt: ShirtView } | Failure> {
  const row = await findOwnedShirt(context.deps.db, shirtId, ownerOf(context))
  if (!row) return { ok: false, code: 'NOT_FOUND' }
  return { ok: true, shirt: await viewOf(context, row) }
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
  return rows.map((row) => {
    const gross = priceForCountry(designReferenceCents(catalog, stateOf(row)).totalCents, vatRate).grossCents
    return {
      shirtId: row.id,
      orderId: row.orderId,
      fabricId: row.fabricId,
      amount: row.amount,
      priceBrutto: centsToEuro(gross),
      orderStatus: row.orderStatus,
      measure: row.measureId && row.measureName ? { name: row.measureName, number: row.measureId } : null,
      selected: row.id === context.session.selectedShirtId,
    }
  })
}

/** The selected design with its preview layers, for the designer page's first paint. */
export async function fetchSelectedWithPreview(context: ShirtContext) {
  const selected = context.session.selectedShirtId
  if (!selected) return null
  const row = await findOwnedShirt(context.deps.db, selected, ownerOf(context))
  if (!row || row.orderStatus === 2) return null
  const catalog = await getCatalog(context.deps.db)
  return { shirt: await viewOf(context, row), layers: designPreview(catalog, row.id, stateOf(row)) }
}
