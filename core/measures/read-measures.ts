import {
  findOwnedProfile,
  isProfileOrdered,
  listOwnedProfiles,
  orderedProfileIds,
} from '#db/queries/measures.ts'
import { findCustomerOrder } from '#db/queries/orders.ts'
import type { MeasureContext, MeasureFailure } from './context.ts'
import { type MeasureView, viewOfProfile } from './profile-view.ts'
import { visibleOrderProfiles, visitor } from './visibility.ts'

/**
 * fetch {measureId, orderId} (docs/api.md): one of the owner's profiles. With an orderId the
 * answer is the frozen copy the order was made to (later edits of the profile do not change it);
 * with both, the copy of that profile in that order. Another customer's order is a 404.
 */
export async function fetchMeasure(
  context: MeasureContext,
  input: { measureId?: number; orderId?: number },
): Promise<{ ok: true; measure: MeasureView } | MeasureFailure> {
  if (input.orderId !== undefined) {
    const customerId = context.owner.customerId
    const found = customerId ? await findCustomerOrder(context.deps.db, input.orderId, customerId) : null
    if (!found) return { ok: false, code: 'ORDER_NOT_FOUND' }
    // A team order's lines are made to the members' profiles, which its organiser never sees.
    const frozen = visibleOrderProfiles(visitor(context.owner), found.order.customerId, found.items)
    const copy =
      input.measureId === undefined
        ? frozen[0]
        : frozen.find((measure) => measure.measureId === input.measureId)
    if (!copy) return { ok: false, code: input.measureId === undefined ? 'ORDER_NOT_FOUND' : 'NOT_FOUND' }
    return { ok: true, measure: copy as unknown as MeasureView }
  }
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
