import { backOfficeRole } from '../sessions/staff.ts'
import type { LoadedSession } from '../sessions/use-cases.ts'

/** Who is asking, as far as permissions go; a staff role counts only in a back-office login. */
export const roles = ['guest', 'customer', 'staff', 'admin'] as const
export type Role = (typeof roles)[number]

export type GuestActor = { role: 'guest'; id: null; email: null }
/** A logged-in account: its id and email are what the audit log records. */
export type SignedInActor = { role: Exclude<Role, 'guest'>; id: number; email: string }
export type Actor = GuestActor | SignedInActor

export const guestActor: GuestActor = { role: 'guest', id: null, email: null }

/**
 * The actor of a session. An account with a staff or admin role that logged in to the shop (not
 * to the back office) acts as a customer: the role alone is not enough (core/sessions/staff.ts).
 */
export function actorOf(viewer: LoadedSession | null): Actor {
  const customer = viewer?.customer
  if (!customer) return guestActor
  return { role: backOfficeRole(viewer) ?? 'customer', id: customer.id, email: customer.email }
}

/**
 * The actor of a back-office login, null for everybody else: the edges' authentication for
 * /admin and /api/admin/*.php. What this actor may do there, the use cases decide.
 */
export function backOfficeActorOf(viewer: LoadedSession | null): SignedInActor | null {
  const actor = actorOf(viewer)
  return actor.role === 'staff' || actor.role === 'admin' ? actor : null
}
