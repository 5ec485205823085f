import type { MeasureOwner } from '#db/queries/measures.ts'
import type { Deps } from '../deps.ts'
import type { FieldErrors } from './profile-schema.ts'

/** Who asks: the measure use cases need the outside world and the owner (session or customer). */
export type MeasureContext = { deps: Deps; owner: MeasureOwner }

export type MeasureError =
  /** No such profile, or another owner's (the same answer for both). */
  | 'NOT_FOUND'
  /** fetch with an orderId: no such order of this customer, or it holds no such profile. */
  | 'ORDER_NOT_FOUND'
  /** Input failed the plausibility rules; `errors` names the fields. */
  | 'IMPLAUSIBLE'
  /** delete of a profile an ordered shirt points at: the order keeps it. */
  | 'PROFILE_ORDERED'
  /** save or setStandard on a version that a newer version replaced. */
  | 'PROFILE_SUPERSEDED'
  /** The owner already has the maximum number of profiles. */
  | 'PROFILE_LIMIT'

export type MeasureFailure = {
  ok: false
  code: MeasureError
  errors?: FieldErrors
  warnings?: FieldErrors
}

/** Current profiles one owner may keep (partner, son, variants: far below that in practice). */
export const measureProfileLimit = 30
