import type { Db } from '#db/client.ts'
import {
  claimFitFeedback,
  findFitFeedback,
  findNextVersionId,
  listOrderFitFeedback,
  setAppliedMeasure,
  upsertProposedFitFeedback,
} from '#db/queries/fit-feedback.ts'
import { findOwnedProfile } from '#db/queries/measures.ts'
import { findCustomerOrder } from '#db/queries/orders.ts'
import { answerOfRollBack, RollBack } from '../result.ts'
import type { MeasureContext } from './context.ts'
import { emptyMeasureValues, type MeasureValues, measureFieldNames } from './fields.ts'
import {
  applyFitChanges,
  type FitChange,
  type FitRatings,
  type FitZone,
  proposeFitChanges,
  ratableOrderStatuses,
} from './fit-feedback.ts'
import type { FieldErrors } from './profile-schema.ts'
import { valuesOf } from './profile-view.ts'
import { visibleOrderProfiles, visitor } from './visibility.ts'
import { saveMeasureIn } from './write-measures.ts'

export type FitFailure =
  | {
      ok: false
      code:
        | 'LOGIN_REQUIRED'
        | 'ORDER_NOT_FOUND'
        | 'NOT_FOUND'
        | 'FEEDBACK_NOT_FOUND'
        | 'NOT_DELIVERED'
        | 'FIT_APPLIED'
    }
  | { ok: false; code: 'IMPLAUSIBLE'; errors: FieldErrors; warnings: FieldErrors }

export type FitProposal = {
  feedbackId: number
  measureId: number
  status: 'proposed' | 'applied'
  ratings: FitRatings
  changes: FitChange[]
  appliedMeasureId: number | null
}

function proposalOf(row: Awaited<ReturnType<typeof listOrderFitFeedback>>[number]): FitProposal {
  return {
    feedbackId: row.id,
    measureId: row.measureId,
    status: row.status,
    ratings: row.ratings as FitRatings,
    changes: row.changes as FitChange[],
    appliedMeasureId: row.appliedMeasureId,
  }
}

/**
 * rateFit {orderId, measureId, ratings}: the customer says how the shirts of a shipped or delivered
 * order fit; the answer is the proposed correction of the profile the order was made with. Rating
 * again replaces the proposal until it is applied.
 */
export async function rateFit(
  context: MeasureContext,
  input: { orderId: number; measureId: number; ratings: FitRatings },
): Promise<({ ok: true; unmeasured: FitZone[] } & FitProposal) | FitFailure> {
  const customerId = context.owner.customerId
  if (customerId === null) return { ok: false, code: 'LOGIN_REQUIRED' }
  const { db } = context.deps
  const found = await findCustomerOrder(db, input.orderId, customerId)
  if (!found) return { ok: false, code: 'ORDER_NOT_FOUND' }
  if (!ratableOrderStatuses.has(found.order.status)) return { ok: false, code: 'NOT_DELIVERED' }
  const frozen = visibleOrderProfiles(visitor(context.owner), customerId, found.items).find(
    (measure) => measure.measureId === input.measureId,
  )
  if (!frozen) return { ok: false, code: 'NOT_FOUND' }

  const values = frozenValues(frozen)
  const { changes, unmeasured } = proposeFitChanges(values, input.ratings)
  const row = await upsertProposedFitFeedback(db, {
    orderId: input.orderId,
    customerId,
    measureId: input.measureId,
    ratings: input.ratings as Record<string, number>,
    changes,
    now: context.deps.now(),
  })
  if (!row) return { ok: false, code: 'FIT_APPLIED' }
  return { ok: true, unmeasured, ...proposalOf(row) }
}

/** fitFeedback {orderId}: what the customer rated for this order and whether it was applied. */
export async function orderFitFeedback(
  context: MeasureContext,
  orderId: number,
): Promise<{ ok: true; feedback: FitProposal[] } | FitFailure> {
  const customerId = context.owner.customerId
  if (customerId === null) return { ok: false, code: 'LOGIN_REQUIRED' }
  const found = await findCustomerOrder(context.deps.db, orderId, customerId)
  if (!found) return { ok: false, code: 'ORDER_NOT_FOUND' }
  const rows = await listOrderFitFeedback(context.deps.db, orderId, customerId)
  return { ok: true, feedback: rows.map(proposalOf) }
}

/**
 * applyFit {feedbackId}: writes the correction into the profile for the next order, exactly once.
 * The changes go onto the profile's current version (the customer may have edited it since the
 * order); a profile an order uses gets a new version, as every save does. Claim and save are one
 * transaction: a double click applies once, an implausible result applies nothing.
 */
export async function applyFit(
  context: MeasureContext,
  feedbackId: number,
): Promise<{ ok: true; measureId: number; newVersion: boolean; changes: FitChange[] } | FitFailure> {
  const customerId = context.owner.customerId
  if (customerId === null) return { ok: false, code: 'LOGIN_REQUIRED' }
  try {
    return await context.deps.db.transaction(async (db) => {
      const claimed = await claimFitFeedback(db, feedbackId, customerId, context.deps.now())
      if (!claimed) {
        // Not claimable: applied already (409), or not this customer's or no such feedback (404).
        const own = await findFitFeedback(db, feedbackId, customerId)
        throw new RollBack<FitFailure>({ ok: false, code: own ? 'FIT_APPLIED' : 'FEEDBACK_NOT_FOUND' })
      }
      const current = await currentVersion(db, context.owner, claimed.measureId)
      if (!current) throw new RollBack<FitFailure>({ ok: false, code: 'NOT_FOUND' })
      const changes = claimed.changes as FitChange[]
      const values = applyFitChanges(valuesOf(current), changes)
      const saved = await saveMeasureIn(db, context, {
        measureId: current.id,
        setName: current.setName,
        kind: current.kind,
        standard: undefined,
        values,
      })
      if (!saved.ok) {
        throw new RollBack<FitFailure>(
          saved.code === 'IMPLAUSIBLE'
            ? { ok: false, code: 'IMPLAUSIBLE', errors: saved.errors ?? {}, warnings: saved.warnings ?? {} }
            : { ok: false, code: 'NOT_FOUND' },
        )
      }
      await setAppliedMeasure(db, feedbackId, saved.measureId)
      return { ok: true as const, measureId: saved.measureId, newVersion: saved.newVersion, changes }
    })
  } catch (error) {
    return answerOfRollBack<FitFailure>(error)
  }
}

/** Follows the versions from the rated one to the one in use today; null when the profile was deleted. */
export async function currentVersion(db: Db, owner: MeasureContext['owner'], measureId: number) {
  let id: number | null = measureId
  for (let hops = 0; id !== null && hops < 100; hops++) {
    const row = await findOwnedProfile(db, id, owner, { lock: true })
    if (!row) return null
    if (row.supersededAt === null) return row
    id = await findNextVersionId(db, row.id)
  }
  return null
}

function frozenValues(frozen: Record<string, unknown>): MeasureValues {
  const values = emptyMeasureValues()
  for (const field of measureFieldNames) {
    const value = frozen[field]
    values[field] = typeof value === 'number' ? value : value == null ? null : Number(value)
  }
  return values
}
