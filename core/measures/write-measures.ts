import type { Db } from '#db/client.ts'
import {
  countCurrentProfiles,
  deleteProfile,
  ensureOneStandardProfile,
  findOwnedProfile,
  insertProfile,
  isProfileOrdered,
  lockMeasureOwner,
  moveUnorderedShirtsToProfile,
  setStandardProfile,
  supersedeProfile,
  updateProfileContent,
} from '#db/queries/measures.ts'
import { type MeasureContext, type MeasureFailure, measureProfileLimit } from './context.ts'
import { emptyMeasureValues, type MeasureValues } from './fields.ts'
import { checkPlausibility } from './plausibility.ts'
import type { FieldErrors, MeasureInput } from './profile-schema.ts'
import { contentOf, sameContent, valuesOf } from './profile-view.ts'

export type SaveResult = {
  ok: true
  /** The id to use from now on: the saved profile, or its new version. */
  measureId: number
  created: boolean
  /** True when an ordered profile was changed: measureId is a new version, previousMeasureId the kept one. */
  newVersion: boolean
  previousMeasureId: number | null
  warnings: FieldErrors
}

/**
 * save {measure, measureId?}: creates a profile, or changes one of the owner's.
 *
 * Changes merge into the stored profile: a field the client does not send stays as it is, a field
 * sent as null or '' is cleared. The merged profile must pass the plausibility rules (errors
 * refuse the save and nothing is written; warnings are answered and the profile is saved).
 *
 * A profile that an ordered shirt (order_status 2) points at is never changed under that order.
 * Decision: instead of refusing with 409, the save writes a NEW VERSION (version + 1, previous_id
 * = the old row), marks the old row superseded (it leaves the list, keeps its id, stays with the
 * ordered shirt), moves open and in-cart designs to the new version and answers the new id with
 * newVersion true. Customers edit 'their profile' without learning about versions, and the
 * issue's fit feedback builds on the same versions. A save that changes nothing writes nothing.
 *
 * standard: true makes the profile the owner's standard; false or absent never removes the mark
 * (choose another profile as standard instead), so that an owner with profiles always has
 * exactly one. The first profile of an owner becomes the standard.
 */
export function saveMeasure(
  context: MeasureContext,
  input: MeasureInput,
): Promise<SaveResult | MeasureFailure> {
  return context.deps.db.transaction((tx) => saveMeasureIn(tx, context, input))
}

/** saveMeasure inside the caller's transaction (fit feedback applies its correction with it). */
export async function saveMeasureIn(
  db: Db,
  context: MeasureContext,
  input: MeasureInput,
): Promise<SaveResult | MeasureFailure> {
  const { owner } = context
  const now = context.deps.now()
  await lockMeasureOwner(db, owner)

  if (input.measureId === undefined) {
    const values: MeasureValues = { ...emptyMeasureValues(), ...input.values }
    const kind = input.kind ?? 'body'
    const verdict = checkPlausibility(values, kind)
    if (Object.keys(verdict.errors).length > 0) return implausible(verdict)
    if ((await countCurrentProfiles(db, owner)) >= measureProfileLimit) {
      return { ok: false as const, code: 'PROFILE_LIMIT' as const }
    }
    const measureId = await insertProfile(db, {
      ...contentOf(input.setName, kind, values),
      sessionId: owner.sessionId,
      customerId: owner.customerId,
      standard: false,
      now,
    })
    if (input.standard) await setStandardProfile(db, owner, measureId)
    await ensureOneStandardProfile(db, owner)
    return saved(measureId, { created: true, previous: null, warnings: verdict.warnings })
  }

  const row = await findOwnedProfile(db, input.measureId, owner, { lock: true })
  if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
  if (row.supersededAt !== null) return { ok: false as const, code: 'PROFILE_SUPERSEDED' as const }
  const values: MeasureValues = { ...valuesOf(row), ...input.values }
  const kind = input.kind ?? row.kind
  const verdict = checkPlausibility(values, kind)
  if (Object.keys(verdict.errors).length > 0) return implausible(verdict)

  const content = contentOf(input.setName, kind, values)
  let measureId = row.id
  let previous: number | null = null
  if (!sameContent(content, contentOf(row.setName, row.kind, valuesOf(row)))) {
    if (await isProfileOrdered(db, row.id)) {
      measureId = await insertProfile(db, {
        ...content,
        sessionId: owner.sessionId,
        customerId: owner.customerId,
        standard: false,
        version: row.version + 1,
        previousId: row.id,
        now,
      })
      await supersedeProfile(db, row.id, now)
      await moveUnorderedShirtsToProfile(db, row.id, measureId, now)
      if (row.standard) await setStandardProfile(db, owner, measureId)
      previous = row.id
    } else {
      await updateProfileContent(db, row.id, content, now)
    }
  }
  if (input.standard) await setStandardProfile(db, owner, measureId)
  await ensureOneStandardProfile(db, owner)
  return saved(measureId, { created: false, previous, warnings: verdict.warnings })
}

function implausible(verdict: { errors: FieldErrors; warnings: FieldErrors }): MeasureFailure {
  return { ok: false, code: 'IMPLAUSIBLE', errors: verdict.errors, warnings: verdict.warnings }
}

function saved(
  measureId: number,
  options: { created: boolean; previous: number | null; warnings: FieldErrors },
): SaveResult {
  return {
    ok: true,
    measureId,
    created: options.created,
    newVersion: options.previous !== null,
    previousMeasureId: options.previous,
    warnings: options.warnings,
  }
}

/**
 * delete {measureId}: the owner's profile goes; open and in-cart designs that used it lose their
 * assignment ('Bitte Maße hinzufügen'). A profile an ordered shirt points at stays (409). When the
 * standard profile goes, the oldest remaining profile becomes the standard.
 */
export async function deleteMeasure(
  context: MeasureContext,
  measureId: number,
): Promise<{ ok: true } | MeasureFailure> {
  const { deps, owner } = context
  return deps.db.transaction(async (db) => {
    await lockMeasureOwner(db, owner)
    const row = await findOwnedProfile(db, measureId, owner, { lock: true })
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (await isProfileOrdered(db, row.id)) return { ok: false as const, code: 'PROFILE_ORDERED' as const }
    await moveUnorderedShirtsToProfile(db, row.id, null, deps.now())
    await deleteProfile(db, row.id)
    await ensureOneStandardProfile(db, owner)
    return { ok: true as const }
  })
}

/** setStandard {measureId}: exactly one standard profile per owner, switched in one transaction. */
export async function setStandardMeasure(
  context: MeasureContext,
  measureId: number,
): Promise<{ ok: true } | MeasureFailure> {
  const { deps, owner } = context
  return deps.db.transaction(async (db) => {
    await lockMeasureOwner(db, owner)
    const row = await findOwnedProfile(db, measureId, owner, { lock: true })
    if (!row) return { ok: false as const, code: 'NOT_FOUND' as const }
    if (row.supersededAt !== null) return { ok: false as const, code: 'PROFILE_SUPERSEDED' as const }
    await setStandardProfile(db, owner, row.id)
    return { ok: true as const }
  })
}
