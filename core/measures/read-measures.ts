import {
  findOwnedProfile,
  isProfileOrdered,
  listOwnedProfiles,
  orderedProfileIds,
} from '#db/queries/measures.ts'
import type { MeasureContext, MeasureFailure } from './context.ts'
import { type MeasureView, viewOfProfile } from './profile-view.ts'

/**
 * fetch {measureId, orderId} (spec section 7): one of the owner's profiles.
 *
 * LIMITATION until the orders issue lands: with an orderId the answer must be the frozen copy of
 * the profile that order was made to. Orders (and their copies) do not exist yet, so every
 * orderId is answered 404 ('orderId: no such order'), exactly as an unknown order will be. The
 * profile an ordered shirt points at is already kept unchanged (write-measures.ts saves a new
 * version instead), so the orders issue can copy it at checkout and answer it here.
 */
export async function fetchMeasure(
  context: MeasureContext,
  input: { measureId?: number; orderId?: number },
): Promise<{ ok: true; measure: MeasureView } | MeasureFailure> {
  if (input.orderId !== undefined) return { ok: false, code: 'ORDER_NOT_FOUND' }
  if (input.measureId === undefined) return { ok: false, code: 'NOT_FOUND' }
  const { db } = context.deps
  const row = await findOwnedProfile(db, input.measureId, context.owner)
  if (!row) return { ok: false, code: 'NOT_FOUND' }
  return { ok: true, measure: viewOfProfile(row, await isProfileOrdered(db, row.id)) }
}

/**
 * list: the owner's current profiles, the standard one first. Should an owner hold two standard
 * profiles (a login carried a guest's standard profile over), only the oldest is reported as
 * standard; the next write of the owner repairs the rows (ensureOneStandardProfile).
 */
export async function listMeasures(context: MeasureContext): Promise<MeasureView[]> {
  const { db } = context.deps
  const rows = await listOwnedProfiles(db, context.owner)
  const ordered = await orderedProfileIds(
    db,
    rows.map((row) => row.id),
  )
  const standardIds = rows.filter((row) => row.standard).map((row) => row.id)
  const standardId = standardIds.length > 0 ? Math.min(...standardIds) : null
  const views = rows.map((row) => ({
    ...viewOfProfile(row, ordered.has(row.id)),
    standard: row.id === standardId ? (1 as const) : (0 as const),
  }))
  return views.sort((a, b) => b.standard - a.standard)
}
