import { orderStatus } from '../shirts/order-status.ts'

/**
 * Which measurement profile a shirt is made to. The one chosen for it wins; a shirt without one
 * takes its owner's standard profile ('Standardprofil', at most one per owner) while it can still
 * change. An ordered shirt keeps what it was ordered with: a standard set later never reaches it.
 *
 * Every place that shows, checks or freezes a design's profile asks this one rule: the designer
 * and 'Meine Hemden', the cart and the package of seven, checkout (the order freezes the profile
 * in use and writes it onto the shirt), and a team member's invitation, where the member's own
 * choice or else their standard profile is the one offered.
 */
export type ProfileRef = { id: number; name: string }

export type ProfileInUse = ProfileRef & {
  /** 'chosen': picked for this shirt; 'standard': taken from the owner's standard profile. */
  source: 'chosen' | 'standard'
}

export function profileInUse(input: {
  chosen: ProfileRef | null
  standard: ProfileRef | null
  ordered: boolean
}): ProfileInUse | null {
  if (input.chosen) return { ...input.chosen, source: 'chosen' }
  if (input.ordered || !input.standard) return null
  return { ...input.standard, source: 'standard' }
}

/** The owner's standard profile among their current profiles (`standard: 1` or true), else null. */
export function standardOf<P extends { standard: boolean | 0 | 1 }>(profiles: readonly P[]): P | null {
  return profiles.find((profile) => profile.standard === true || profile.standard === 1) ?? null
}

/** A design's row as db/queries/shirts.ts reads it: its own profile (joined only when the owner's) and the owner's standard. */
export type DesignProfileRow = {
  measureId: number | null
  measureName: string | null
  /** The design owner's standard profile, `[id, name]`, read with the row. */
  standardMeasure: readonly [number, string] | null
  orderStatus: number
}

/** The profile in use of a design read by its owner (cart, package, checkout): the rule above. */
export function designRowProfile(row: DesignProfileRow): ProfileInUse | null {
  const chosen =
    row.measureId === null || row.measureName === null ? null : { id: row.measureId, name: row.measureName }
  const standard = row.standardMeasure ? { id: row.standardMeasure[0], name: row.standardMeasure[1] } : null
  return profileInUse({ chosen, standard, ordered: row.orderStatus === orderStatus.ordered })
}
