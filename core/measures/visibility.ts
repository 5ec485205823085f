import { type DesignProfileRow, designRowProfile, type ProfileInUse } from './profile-in-use.ts'

/**
 * Who may see a measurement profile: its owner, and the workshop (it cuts the shirt to it).
 * Everyone else gets no profile, not even its name. A team order is the organiser's order, but
 * each member's shirt is made to the member's own profile: the organiser is "everyone else" for
 * it. Every view of a design's or an order line's profile (order pages, mails, invoices, reorder,
 * the cart, the designer, the team pages, the workshop's sheets) asks this one rule.
 */

/** A customer or a guest by their own identity, or the workshop (staff, for production). */
export type ProfileViewer =
  | { kind: 'staff' }
  | { kind: 'visitor'; customerId: number | null; sessionId: string | null }

/**
 * Whose profile it is: a customer's, a guest session's (profiles are owned like designs), or a
 * team member's on the organiser's order line (the line names its wearer, not their account).
 */
export type ProfileOwner =
  | { kind: 'customer'; customerId: number }
  | { kind: 'guest'; sessionId: string }
  | { kind: 'teamMember' }

export const workshop: ProfileViewer = { kind: 'staff' }

/** A visitor as the shop knows them: the customer once logged in, else the guest session. */
export function visitor(party: { customerId: number | null; sessionId: string | null }): ProfileViewer {
  return { kind: 'visitor', customerId: party.customerId, sessionId: party.sessionId }
}

/** An order's customer, who reads its pages, mails and invoice and may order it again. */
export function orderBuyer(order: { customerId: number }): ProfileViewer {
  return visitor({ customerId: order.customerId, sessionId: null })
}

/** The owner of a stored profile from its owner columns (a customer's once one claimed it). */
export function ownerOfProfile(columns: {
  customerId: number | null
  sessionId: string | null
}): ProfileOwner | null {
  if (columns.customerId !== null) return { kind: 'customer', customerId: columns.customerId }
  return columns.sessionId !== null ? { kind: 'guest', sessionId: columns.sessionId } : null
}

/**
 * The owner of an order line's frozen profile: the buyer's own (checkout freezes only the buyer's
 * profiles), except on a team order's line, which is made to its wearer's profile.
 */
export function orderLineOwner(buyerId: number, line: { wearer?: string | null }): ProfileOwner {
  return line.wearer ? { kind: 'teamMember' } : { kind: 'customer', customerId: buyerId }
}

/** The rule: the workshop sees every profile, the owner their own, nobody anything else. */
export function mayViewProfile(viewer: ProfileViewer, owner: ProfileOwner | null): boolean {
  if (viewer.kind === 'staff') return true
  if (owner === null) return false
  switch (owner.kind) {
    case 'customer':
      return viewer.customerId === owner.customerId
    case 'guest':
      // A guest's profile becomes the customer's at login; until then only that session has it.
      return viewer.customerId === null && viewer.sessionId === owner.sessionId
    case 'teamMember':
      return false
  }
}

/** The profile (or any part of it: id, name, measurements) as the viewer sees it, else null. */
export function visibleProfile<P>(
  viewer: ProfileViewer,
  owner: ProfileOwner | null,
  profile: P | null | undefined,
): P | null {
  return profile != null && mayViewProfile(viewer, owner) ? profile : null
}

type FrozenLine<M> = {
  wearer?: string | null
  measure?: M | null
  designs?: readonly { measure: M | null }[] | null
}

/** The frozen profiles of an order's lines (designs and 7-shirt package designs) the viewer may see. */
export function visibleOrderProfiles<M>(
  viewer: ProfileViewer,
  buyerId: number,
  lines: readonly FrozenLine<M>[],
): M[] {
  return lines.flatMap((line) => {
    const owner = orderLineOwner(buyerId, line)
    return [line.measure, ...(line.designs ?? []).map((entry) => entry.measure)].flatMap((measure) => {
      const shown = visibleProfile(viewer, owner, measure)
      return shown === null ? [] : [shown]
    })
  })
}

/** A design's row with its joined profile (db/queries/shirts.ts) and its owner's standard. */
type DesignProfileColumns = DesignProfileRow & {
  measureCustomerId: number | null
  measureSessionId: string | null
}

/**
 * A design's profile in use (core/measures/profile-in-use.ts: its own, else its owner's standard)
 * as the viewer sees it: cart, package, checkout, designer, 'Meine Hemden'; else null.
 */
export function designProfile(viewer: ProfileViewer, row: DesignProfileColumns): ProfileInUse | null {
  const owner = ownerOfProfile({ customerId: row.measureCustomerId, sessionId: row.measureSessionId })
  if (row.measureId !== null && !mayViewProfile(viewer, owner)) return null
  // The standard is read for the design's owner, whose rows only the owner (or the workshop) reads.
  return designRowProfile(row)
}
